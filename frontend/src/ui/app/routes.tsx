/**
 * The full app's screens, each its own lazily loaded chunk. /resolve is not among them: main.ts
 * serves it without React.
 */
import { firstPaintPage } from '../navigation/first-paint-page'
import { lazyPage } from './lazy-page'
import { Route, Routes } from 'react-router-dom'

const Dashboard = lazyPage(() => import('../pages/dashboard/DashboardPage'))
const CreateEvent = lazyPage(() => import('../pages/create-event/CreateEventPage'))
const EventsPage = lazyPage(() => import('../pages/events/EventsPage'))
const DiscoverPage = lazyPage(() => import('../pages/discover/DiscoverPage'))
const Registration = lazyPage(() => import('../pages/registration/RegistrationPage'))
const ManageEventPage = lazyPage(() => import('../pages/manage/ManageEventPage'))
const EditEventPage = lazyPage(() => import('../pages/edit-event/EditEventPage'))
const DoorCheckInPage = lazyPage(() => import('../pages/door/DoorCheckInPage'))
const PairDoorPage = lazyPage(() => import('../pages/door/PairDoorPage'))
const PosterPage = lazyPage(() => import('../pages/poster/PosterPage'))
const ProveAccessPage = lazyPage(() => import('../pages/access/ProveAccessPage'))
const QrGeneratorPage = lazyPage(() => import('../pages/qr-generator/QrGeneratorPage'))
const TestScan = lazyPage(() => import('../pages/test-scan/TestScanPage'))
const Analytics = lazyPage(() => import('../pages/analytics/AnalyticsPage'))
const NotFoundPage = lazyPage(() => import('../pages/not-found/NotFoundPage'))

/**
 * Loads the page that a first paint drew on this path (an event's page, Discover), so that the
 * app's first render shows it straight away; nothing for other paths.
 */
export function preloadFirstPaintPage(pathname: string): Promise<unknown> {
  const page = firstPaintPage(pathname)
  if (page?.kind === 'discover') return DiscoverPage.preload()
  if (page?.kind === 'event') return Registration.preload()
  return Promise.resolve()
}

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
