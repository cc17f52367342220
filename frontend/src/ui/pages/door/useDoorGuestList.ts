import { useEffect, useRef, useState } from 'react'
import type { DoorDevice, DoorGuestList, GuestDetails } from '../../../chain'
import type { DynaEvent } from '../../../domain/event/event'
import { useChain } from '../../chain-hooks/useChain'
import type { DoorKey } from '../../platform/door-key'
import type { DeskRegistration } from './check-in-desk'

export type DoorGuestListState =
  | { status: 'loading' }
  /** Paired without the guest list: the door checks tickets only. */
  | { status: 'not-shared' }
  | { status: 'unreadable' }
  /** The node could not be reached: asked again a minute later. */
  | { status: 'failed' }
  | { status: 'open'; details: ReadonlyMap<string, GuestDetails> }

/** How long the door waits before asking again for a guest list it could not read. */
const RETRY_MS = 60_000

/**
 * The guest list this door was given at pairing, opened with its own key, and each registration's
 * details as the desk's list brings new ones (only those not opened yet are read).
 */
export function useDoorGuestList(
  event: DynaEvent,
  door: DoorDevice,
  doorKey: DoorKey,
  /** Null until the desk has read the event's list. */
  registrations: readonly DeskRegistration[] | null,
): DoorGuestListState {
  const chain = useChain()
  const [access, setAccess] = useState<DoorGuestList | 'loading' | 'failed'>('loading')
  /** Null until the first registrations' details are opened. */
  const [details, setDetails] = useState<ReadonlyMap<string, GuestDetails> | null>(null)
  const opened = useRef(new Map<string, number>())
  const { address, pairedRound } = door

  useEffect(() => {
    let active = true
    let timer: ReturnType<typeof setTimeout> | undefined
    const read = () => {
      chain.doorGuestList(event, { ...door, address, pairedRound }, doorKey.agreement).then(
        (found) => active && setAccess(found),
        () => {
          if (!active) return
          setAccess((previous) => (previous === 'loading' || previous === 'failed' ? 'failed' : previous))
          timer = setTimeout(read, RETRY_MS)
        },
      )
    }
    read()
    return () => {
      active = false
      clearTimeout(timer)
    }
    // The door's balance and count change with each poll; its pairing does not.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [chain, event, address, pairedRound, doorKey])

  useEffect(() => {
    if (typeof access !== 'object' || access.status !== 'shared' || !registrations) return
    const fresh = registrations.filter(
      (registration) => opened.current.get(registration.attendee) !== registration.registeredRound,
    )
    if (fresh.length === 0) {
      setDetails((previous) => previous ?? new Map())
      return
    }
    for (const registration of fresh) opened.current.set(registration.attendee, registration.registeredRound)
    const refs = fresh.map(({ attendee, registeredRound, sealKeyVersion }) => ({
      attendeeAddress: attendee,
      registeredRound,
      sealKeyVersion,
    }))
    access.open(refs).then(
      (found) => setDetails((previous) => new Map([...(previous ?? []), ...found])),
      // Not read this time: the next list tries them again.
      () => fresh.forEach((registration) => opened.current.delete(registration.attendee)),
    )
  }, [access, registrations])

  if (access === 'loading') return { status: 'loading' }
  if (access === 'failed') return { status: 'failed' }
  if (access.status !== 'shared') return { status: access.status }
  return details ? { status: 'open', details } : { status: 'loading' }
}
