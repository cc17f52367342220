/** A write still waiting for its confirmation: a notice on every screen that stays until the write is settled. */
import toast from 'react-hot-toast'
import type { AnnouncePending } from '../../chain'
import { CHAIN_MESSAGES } from '../../domain/messages/messages'

export const announcePending: AnnouncePending = (txId) => {
  const id = toast.loading(CHAIN_MESSAGES.pending, { id: `pending-${txId}` })
  return () => toast.dismiss(id)
}
