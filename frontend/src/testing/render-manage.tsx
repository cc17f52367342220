/** Renders the Manage page for `eventId` over a fake chain, as the app routes it, and lets its first load settle. */
import { act, render } from '@testing-library/react'
import { MemoryRouter, Route, Routes } from 'react-router-dom'
import type { ChainApi } from '../chain/api'
import { ChainContextReact } from '../ui/chain-hooks/chain-context'
import ManageEventPage from '../ui/pages/manage/ManageEventPage'

export async function renderManagePage(chain: ChainApi, eventId = 'ALGO-SUMMIT-1'): Promise<void> {
  render(
    <ChainContextReact.Provider value={chain}>
      <MemoryRouter initialEntries={[`/events/${eventId}/manage`]}>
        <Routes>
          <Route path="/events/:eventId/manage" element={<ManageEventPage />} />
          <Route path="/events" element={<p data-testid="events-page" />} />
        </Routes>
      </MemoryRouter>
    </ChainContextReact.Provider>,
  )
  await act(async () => {})
}
