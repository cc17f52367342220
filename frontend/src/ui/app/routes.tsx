/** Routes of product spec §2. Every screen is its own lazily loaded chunk. */
import { lazy } from 'react'
import { Route, Routes } from 'react-router-dom'

const Dashboard = lazy(() => import('../pages/Dashboard'))
const CreateEvent = lazy(() => import('../pages/CreateEvent'))
const EventsPage = lazy(() => import('../pages/EventsPage'))
const Registration = lazy(() => import('../pages/Registration'))
const ManageEventPage = lazy(() => import('../pages/ManageEventPage'))
const QrGeneratorPage = lazy(() => import('../pages/QrGeneratorPage'))
const TestScan = lazy(() => import('../pages/TestScan'))
const Analytics = lazy(() => import('../pages/Analytics'))
const ResolverPage = lazy(() => import('../resolve/ResolverPage'))
const NotFoundPage = lazy(() => import('../pages/NotFoundPage'))

export function AppRoutes() {
  return (
    <Routes>
      <Route path="/" element={<Dashboard />} />
      <Route path="/create-event" element={<CreateEvent />} />
      <Route path="/events" element={<EventsPage />} />
      <Route path="/events/:eventId" element={<Registration />} />
      <Route path="/events/:eventId/register" element={<Registration />} />
      <Route path="/events/:eventId/manage" element={<ManageEventPage />} />
      <Route path="/generate" element={<QrGeneratorPage />} />
      <Route path="/scan" element={<TestScan />} />
      <Route path="/history" element={<Analytics />} />
      <Route path="/resolve" element={<ResolverPage />} />
      <Route path="*" element={<NotFoundPage />} />
    </Routes>
  )
}
