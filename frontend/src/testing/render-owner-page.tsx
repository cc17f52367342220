/** For the owner's figures pages (Dashboard, Analytics): events of one owner, and a page rendered over a fake chain. */
import { act, render, screen } from '@testing-library/react'
import type { ReactElement } from 'react'
import { MemoryRouter } from 'react-router-dom'
import type { DynaEvent } from '../domain/event/event'
import { ChainContextReact } from '../ui/chain-hooks/chain-context'
import { vi } from 'vitest'
import { listingOf, makeEvent, makeFakeChain, type FakeChain } from './fake-chain'

/** `count` events, newest first, each with 3 scans today and 1 registration. */
export function ownerEvents(count: number): DynaEvent[] {
  return Array.from({ length: count }, (_, index) => {
    const seq = count - 1 - index
    return makeEvent({
      eventId: `EVENT-${seq}`,
      eventName: `Event number ${seq}`,
      seq,
      createdAt: 1_700_000_000 + seq,
      scanCount: 3,
      registeredCount: 1,
      attendedCount: seq % 2,
      urlUpdateCount: 0,
      dailyScans: [0, 0, 0, 0, 0, 0, 3],
    })
  })
}

/** Renders `page` over `chain` and lets its first load settle. */
export async function renderOwnerPage(page: ReactElement, chain: FakeChain): Promise<void> {
  render(
    <ChainContextReact.Provider value={chain}>
      <MemoryRouter>{page}</MemoryRouter>
    </ChainContextReact.Provider>,
  )
  await act(async () => {})
}

/** Renders `page` over a fake chain whose owner has `events`; the fake, to see what was read. */
export async function renderOwnerPageWith(page: ReactElement, events: DynaEvent[]): Promise<FakeChain> {
  const chain = makeFakeChain({ listOwnerEvents: vi.fn(listingOf(events)) })
  await renderOwnerPage(page, chain)
  return chain
}

export const text = (testId: string) => screen.getByTestId(testId).textContent
/** A tile's headline figure alone, without its label and hint. */
export const figure = (testId: string) => screen.getByTestId(testId).querySelector('.stat__value')?.textContent
