/**
 * The full app's screens, each its own lazily loaded chunk. /resolve is not among them: main.ts
 * serves it without React.
 */
import { lazy } from 'react'
import { Route, Routes } from 'react-router-dom'

const Dashboard = lazy(() => import('../pages/dashboard/DashboardPage'))
const CreateEvent = lazy(() => import('../pages/create-event/CreateEventPage'))
const EventsPage = lazy(() => import('../pages/events/EventsPage'))
const DiscoverPage = lazy(() => import('../pages/discover/DiscoverPage'))
const Registration = lazy(() => import('../pages/registration/RegistrationPage'))
const ManageEventPage = lazy(() => import('../pages/manage/ManageEventPage'))
const EditEventPage = lazy(() => import('../pages/edit-event/EditEventPage'))
const DoorCheckInPage = lazy(() => import('../pages/door/DoorCheckInPage'))
const PairDoorPage = lazy(() => import('../pages/door/PairDoorPage'))
const PosterPage = lazy(() => import('../pages/poster/PosterPage'))
const ProveAccessPage = lazy(() => import('../pages/access/ProveAccessPage'))
const QrGeneratorPage = lazy(() => import('../pages/qr-generator/QrGeneratorPage'))
const TestScan = lazy(() => import('../pages/test-scan/TestScanPage'))
const Analytics = lazy(() => import('../pages/analytics/AnalyticsPage'))
const NotFoundPage = lazy(() => import('../pages/not-found/NotFoundPage'))

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
