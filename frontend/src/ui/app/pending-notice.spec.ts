import { describe, expect, it, vi } from 'vitest'
import { CHAIN_MESSAGES } from '../../domain/messages/messages'

const toastMock = vi.hoisted(() => ({
  loading: vi.fn((_: string, options: { id: string }) => options.id),
  dismiss: vi.fn(),
}))
vi.mock('react-hot-toast', () => ({ default: toastMock }))

import { announcePending } from './pending-notice'

describe('announcePending', () => {
  it('shows the pending notice for the transaction until the write is settled', () => {
    const settled = announcePending('TXID')
    expect(toastMock.loading).toHaveBeenCalledWith(CHAIN_MESSAGES.pending, { id: 'pending-TXID' })
    expect(toastMock.dismiss).not.toHaveBeenCalled()
    settled()
    expect(toastMock.dismiss).toHaveBeenCalledWith('pending-TXID')
  })
})
