import { useEffect, useState, type RefObject } from 'react'
import type { GuestDetails } from '../../../domain/details/registration-note'
import type { DynaEvent } from '../../../domain/event/event'
import type { Registration } from '../../../domain/registration/registration'
import { useChain } from '../../chain-hooks/useChain'

export type GuestList =
  | { status: 'locked' }
  | { status: 'opening' }
  | { status: 'open'; details: Map<string, GuestDetails> }
  | { status: 'failed'; error: string }

/**
 * The attendees' names, emails and phones, sealed to the event's guest-list key: the owner's wallet
 * signs once to open them on this device.
 */
export function useGuestList(latestEvent: RefObject<DynaEvent>, registrations: Registration[] | null) {
  const chain = useChain()
  const [guests, setGuests] = useState<GuestList>({ status: 'locked' })

  async function openGuestList() {
    if (!registrations) return
    setGuests({ status: 'opening' })
    const opened = await chain.readGuestList(latestEvent.current, registrations)
    setGuests(opened.ok ? { status: 'open', details: opened.value } : { status: 'failed', error: opened.error })
  }

  // A list read again (a new registration, a refund) is opened again with the key already made.
  useEffect(() => {
    if (guests.status === 'open' && registrations?.some((r) => !guests.details.has(r.attendeeAddress))) {
      void openGuestList()
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [registrations])

  return { guests, openGuestList: () => void openGuestList() }
}
