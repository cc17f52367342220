import { useCallback, useEffect, useMemo, useRef, useState, useSyncExternalStore } from 'react'
import { checkInWindow } from '../../../domain/check-in/check-in-window'
import type { DynaEvent } from '../../../domain/event/event'
import type { Registration } from '../../../domain/registration/registration'
import { config } from '../../../config'
import { formatDateTime, formatTimeOfDay } from '../../../domain/time/date-format'
import { eventZone } from '../../../domain/event/event-time'
import { useChain } from '../../chain-hooks/useChain'
import type { DoorKey } from '../../platform/door-key'
import { keepScreenAwake } from '../../platform/screen-wake-lock'
import { readJson, versionedKey, writeJson, browserStorage } from '../../platform/json-storage'
import { useQrCamera } from './useQrCamera'
import { CheckInDesk, type DeskRegistration, type ScanVerdict } from './check-in-desk'
import { CodeSightings, verdictRemainingMs } from './verdict-timing'
import { refusedAsNoDoor } from './not-a-door'

/** The door's list for offline checks is read again this often; the chain's clock too. */
const REFRESH_MS = 60_000
/** How often the door looks at its clock for the check-in window's opening and close. */
const WINDOW_TICK_MS = 15_000

/** How the door tells times, for people at the venue: in the event's zone. */
export interface DoorTimes {
  /** With its date: 'Sat 12 Dec 2026, 18:04 CET' (when check-in opens, when a ticket was used). */
  moment(seconds: number): string
  /** The time of day: '18:04 CET' (today's check-ins). */
  clock(seconds: number): string
}

export function doorTimes(event: Pick<DynaEvent, 'metadata'>): DoorTimes {
  const zone = eventZone(event)
  return { moment: (seconds) => formatDateTime(seconds, zone), clock: (seconds) => formatTimeOfDay(seconds, zone) }
}

/** A verdict on screen: `id` tells each one apart, `shownAt` (milliseconds) starts its countdown. */
export interface ShownVerdict {
  id: number
  verdict: ScanVerdict
  shownAt: number
}

function deskRegistration(registration: Registration): DeskRegistration {
  return {
    attendee: registration.attendeeAddress,
    status: registration.status,
    ticketCommitment: registration.ticketCommitment,
    ticketNumber: registration.ticketNumber,
    attendedAt: registration.attendedAt,
    tierName: registration.ticketTierName,
    registeredRound: registration.registeredRound,
    sealKeyVersion: registration.sealKeyVersion,
  }
}

/**
 * The door desk at work: the camera reads tickets into the CheckInDesk, which gives a verdict at once
 * and records check-ins on-chain behind it; a guest found by name is checked in the same way without
 * a ticket. Each verdict clears by itself; the screen stays awake while the camera scans. The door's
 * list and the chain's clock are read again now and then, and queued check-ins are sent again when
 * the device comes back online. A check-in refused because the device is no door of the event calls
 * `onNotADoor`.
 */
export function useCheckInDesk(event: DynaEvent, doorKey: DoorKey, onNotADoor: () => void) {
  const chain = useChain()
  const clockOffset = useRef(0)
  const notADoor = useRef(onNotADoor)
  notADoor.current = onNotADoor
  const times = useMemo(() => doorTimes(event), [event])
  const desk = useMemo(() => {
    const doorChain = chain.doorChain(doorKey)
    const storageKey = versionedKey(`door-queue:${config.appId}:${event.eventId}:${doorKey.address}`, 1)
    return new CheckInDesk({
      appId: config.appId,
      event,
      send: async ({ attendee, ticket }, seq) => {
        const outcome = await (ticket ? doorChain.checkIn(ticket, seq) : doorChain.admit(event.eventId, attendee, seq))
        if (refusedAsNoDoor(outcome)) notADoor.current()
        return outcome
      },
      registration: async (attendee) => {
        const found = await chain.getRegistration(event, attendee)
        return found && deskRegistration(found)
      },
      registrations: async () => (await chain.listRegistrations(event)).map(deskRegistration),
      storage: {
        load: () => {
          const stored = readJson(browserStorage, storageKey)
          return Array.isArray(stored) ? stored : []
        },
        save: (queue) => void writeJson(browserStorage, storageKey, queue),
      },
      chainTime: () => Date.now() / 1000 + clockOffset.current,
      now: () => Date.now(),
      // The door stands at the venue: its verdicts tell times in the event's zone.
      formatTime: times.moment,
      sha256: async (bytes) => new Uint8Array(await crypto.subtle.digest('SHA-256', new Uint8Array(bytes))),
    })
  }, [chain, event, doorKey, times])

  const [chainNow, setChainNow] = useState(() => Date.now() / 1000)
  useEffect(() => {
    const tick = () => setChainNow(Date.now() / 1000 + clockOffset.current)
    const refresh = () => {
      void desk.refresh()
      void chain.chainTime().then(
        (seconds) => {
          clockOffset.current = seconds - Date.now() / 1000
          tick()
        },
        () => undefined,
      )
      desk.flush()
    }
    refresh()
    const timer = setInterval(refresh, REFRESH_MS)
    const ticker = setInterval(tick, WINDOW_TICK_MS)
    const online = () => desk.retryNow()
    window.addEventListener('online', online)
    return () => {
      clearInterval(timer)
      clearInterval(ticker)
      window.removeEventListener('online', online)
      desk.dispose()
    }
  }, [desk, chain])

  const snapshot = useSyncExternalStore(
    useCallback((listener) => desk.subscribe(listener), [desk]),
    () => desk.snapshot,
  )

  const [shown, setShown] = useState<ShownVerdict | null>(null)
  const nextId = useRef(0)
  const show = useCallback((verdict: ScanVerdict) => {
    setShown({ id: ++nextId.current, verdict, shownAt: Date.now() })
  }, [])
  const dismiss = useCallback(() => setShown(null), [])
  useEffect(() => {
    if (!shown) return
    const timer = setTimeout(
      () => setShown((current) => (current?.id === shown.id ? null : current)),
      verdictRemainingMs(shown.verdict.kind, shown.shownAt, Date.now()),
    )
    return () => clearTimeout(timer)
  }, [shown])

  const sightings = useRef(new CodeSightings())
  const videoRef = useRef<HTMLVideoElement>(null)
  const camera = useQrCamera(videoRef, (text) => {
    if (sightings.current.seen(text, Date.now())) void desk.scan(text).then(show)
    return false
  })

  const scanning = camera === 'scanning'
  useEffect(() => (scanning ? keepScreenAwake() : undefined), [scanning])

  const admit = useCallback((attendee: string) => desk.admit(attendee).then(show), [desk, show])

  return {
    snapshot,
    shown,
    dismiss,
    admit,
    videoRef,
    camera,
    windowState: checkInWindow(event.settings, chainNow),
    times,
  }
}
