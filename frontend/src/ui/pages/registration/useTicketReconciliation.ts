import { useEffect, useState } from 'react'
import type { ChainApi } from '../../../chain'
import type { DynaEvent } from '../../../domain/event/event'
import type { Registration } from '../../../domain/registration/registration'
import type { ChainData } from '../../chain-hooks/useChainData'
import type { SavedTicket } from '../../platform/saved-tickets'
import { reconciledTicket } from './saved-ticket-model'
import type { SavedTicketUpdate } from './useSavedTicket'

export type ChainAnswer = 'checking' | 'unreachable' | 'answered'

interface ReconciliationInput {
  chain: ChainApi
  /** The page's event load: a failed one is a chain out of reach. */
  loaded: ChainData<DynaEvent | null>
  /** The kept ticket, when there is one. */
  ticket: SavedTicket | undefined
  /** The connected account's registration, as the page follows it, when known. */
  registration: Registration | null
  update: (attendee: string, patch: SavedTicketUpdate) => boolean
  /** Loads the event again: asked when the device is back online. */
  reloadEvent: () => Promise<void>
}

/**
 * Brings the kept ticket up to date whenever the chain answers, quietly: the registration's state
 * (used at the door, cancelled, gone) and the event's facts. While the chain is out of reach the
 * ticket stays as it was kept, and the event is read again when the device is back online.
 */
export function useTicketReconciliation({
  chain,
  loaded,
  ticket,
  registration,
  update,
  reloadEvent,
}: ReconciliationInput) {
  const [answer, setAnswer] = useState<ChainAnswer>('checking')
  const event = loaded.status === 'loaded' ? loaded.value : null
  const attendee = ticket?.attendee
  const followed = registration && registration.attendeeAddress === attendee ? registration : null

  useEffect(() => {
    if (!attendee) return
    const reload = () => void reloadEvent()
    window.addEventListener('online', reload)
    return () => window.removeEventListener('online', reload)
  }, [attendee, reloadEvent])

  useEffect(() => {
    if (!ticket || loaded.status === 'loading') return
    if (loaded.status === 'failed') {
      setAnswer('unreachable')
      return
    }
    if (!event) {
      setAnswer('answered')
      if (ticket.state !== 'missing') update(ticket.attendee, { state: 'missing' })
      return
    }
    let current = true
    const apply = (latest: Registration | null) => {
      if (!current) return
      setAnswer('answered')
      const patch = reconciledTicket(ticket, event, latest)
      if (patch) update(ticket.attendee, patch)
    }
    if (followed) apply(followed)
    else
      chain.getRegistration(event, ticket.attendee).then(apply, () => {
        if (current) setAnswer('unreachable')
      })
    return () => {
      current = false
    }
    // Once per answer of the chain (the event loaded, the followed registration changed), not on
    // every change the update itself makes to the kept ticket.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [chain, loaded, followed, attendee, ticket?.commitment])

  return answer
}
