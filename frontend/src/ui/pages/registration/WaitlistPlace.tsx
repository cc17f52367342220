/**
 * The attendee's place on the waitlist, in the order the organiser offers freed seats
 * (domain/registration/waitlist.ts): read once from the event's registrations when the page shows it. Nothing is
 * shown while it is read, or when it cannot be.
 */
import { useEffect, useState } from 'react'
import type { ChainApi } from '../../../chain'
import { OWN_REGISTRATION_MESSAGES as TEXTS } from '../../../domain/registration/registration-page-messages'
import type { DynaEvent } from '../../../domain/event/event'
import { waitlistPlace } from '../../../domain/registration/waitlist'

interface WaitlistPlaceProps {
  chain: ChainApi
  event: DynaEvent
  address: string
}

export function WaitlistPlace({ chain, event, address }: WaitlistPlaceProps) {
  const [place, setPlace] = useState<{ place: number; total: number } | null>(null)
  useEffect(() => {
    let current = true
    chain.listRegistrations(event).then(
      (registrations) => {
        if (current) setPlace(waitlistPlace(registrations, address))
      },
      () => undefined,
    )
    return () => {
      current = false
    }
  }, [chain, event, address])
  if (!place) return null
  return (
    <p className="registration__place" data-testid="registration-waitlist-place">
      {place.place === 1 ? TEXTS.first : TEXTS.place(place.place, place.total)}
    </p>
  )
}
