/**
 * The full app's screens, each its own lazily loaded chunk. /resolve is not among them: main.ts
 * serves it without React.
 */
import { lazy } from 'react'
import { Route, Routes } from 'react-router-dom'

const Dashboard = lazy(() => import('../pages/Dashboard'))
const CreateEvent = lazy(() => import('../pages/CreateEvent'))
const EventsPage = lazy(() => import('../pages/EventsPage'))
const DiscoverPage = lazy(() => import('../pages/DiscoverPage'))
const Registration = lazy(() => import('../pages/Registration'))
const ManageEventPage = lazy(() => import('../pages/ManageEventPage'))
const EditEventPage = lazy(() => import('../pages/EditEventPage'))
const DoorCheckInPage = lazy(() => import('../pages/DoorCheckInPage'))
const PairDoorPage = lazy(() => import('../pages/PairDoorPage'))
const PosterPage = lazy(() => import('../pages/PosterPage'))
const ProveAccessPage = lazy(() => import('../pages/ProveAccessPage'))
const QrGeneratorPage = lazy(() => import('../pages/QrGeneratorPage'))
const TestScan = lazy(() => import('../pages/TestScan'))
const Analytics = lazy(() => import('../pages/Analytics'))
const NotFoundPage = lazy(() => import('../pages/NotFoundPage'))

export function AppRoutes() {
  return (
    <Routes>
      <Route path="/" element={<Dashboard />} />
      <Route path="/create-event" element={<CreateEvent />} />
      <Route path="/events" element={<EventsPage />} />
      <Route path="/discover" element={<DiscoverPage />} />
      <Route path="/events/:eventId" element={<Registration />} />
      <Route path="/events/:eventId/register" element={<Registration />} />
      <Route path="/events/:eventId/manage" element={<ManageEventPage />} />
      <Route path="/events/:eventId/edit" element={<EditEventPage />} />
      <Route path="/events/:eventId/check-in" element={<DoorCheckInPage />} />
      <Route path="/events/:eventId/doors/pair" element={<PairDoorPage />} />
      <Route path="/events/:eventId/poster" element={<PosterPage />} />
      <Route path="/events/:eventId/access" element={<ProveAccessPage />} />
      <Route path="/generate" element={<QrGeneratorPage />} />
      <Route path="/scan" element={<TestScan />} />
      <Route path="/history" element={<Analytics />} />
      <Route path="*" element={<NotFoundPage />} />
    </Routes>
  )
}
