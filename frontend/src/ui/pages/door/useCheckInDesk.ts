import { useCallback, useEffect, useMemo, useRef, useState, useSyncExternalStore } from 'react'
import type { DynaEvent, Registration } from '../../../domain/types'
import { config } from '../../../config'
import { formatDateTime } from '../../../domain/date-format'
import { eventZone } from '../../../domain/event-time'
import { useChain } from '../../chain-hooks/useChain'
import type { DoorKey } from '../../platform/door-key'
import { readJson, versionedKey, writeJson, browserStorage } from '../../platform/json-storage'
import { useQrCamera } from './useQrCamera'
import { CheckInDesk, type DeskRegistration, type ScanVerdict } from './check-in-desk'

/** The same code held in front of the camera is read many times a second: one verdict per few seconds. */
const SAME_CODE_PAUSE_MS = 4_000
/** The door's list for offline checks is read again this often; the chain's clock too. */
const REFRESH_MS = 60_000

function deskRegistration(registration: Registration): DeskRegistration {
  return {
    attendee: registration.attendeeAddress,
    status: registration.status,
    ticketCommitment: registration.ticketCommitment,
    attendedAt: registration.attendedAt,
    tierName: registration.ticketTierName,
  }
}

/**
 * The door desk at work: the camera reads tickets into the CheckInDesk, which gives a verdict at once
 * and records check-ins on-chain behind it; the door's list and the chain's clock are read again
 * now and then, and queued check-ins are sent again when the device comes back online.
 */
export function useCheckInDesk(event: DynaEvent, doorKey: DoorKey) {
  const chain = useChain()
  const clockOffset = useRef(0)
  const desk = useMemo(() => {
    const doorChain = chain.doorChain(doorKey)
    const storageKey = versionedKey(`door-queue:${config.appId}:${event.eventId}:${doorKey.address}`, 1)
    return new CheckInDesk({
      appId: config.appId,
      event,
      send: (ticket, seq) => doorChain.checkIn(ticket, seq),
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
      formatTime: (seconds) => formatDateTime(seconds, eventZone(event)),
      sha256: async (bytes) => new Uint8Array(await crypto.subtle.digest('SHA-256', new Uint8Array(bytes))),
    })
  }, [chain, event, doorKey])

  useEffect(() => {
    const refresh = () => {
      void desk.refresh()
      void chain.chainTime().then(
        (seconds) => (clockOffset.current = seconds - Date.now() / 1000),
        () => undefined,
      )
      desk.flush()
    }
    refresh()
    const timer = setInterval(refresh, REFRESH_MS)
    const online = () => desk.retryNow()
    window.addEventListener('online', online)
    return () => {
      clearInterval(timer)
      window.removeEventListener('online', online)
      desk.dispose()
    }
  }, [desk, chain])

  const entries = useSyncExternalStore(
    useCallback((listener) => desk.subscribe(listener), [desk]),
    () => desk.entries,
  )
  const [verdict, setVerdict] = useState<ScanVerdict | null>(null)
  const lastCode = useRef({ text: '', at: 0 })
  const videoRef = useRef<HTMLVideoElement>(null)
  const camera = useQrCamera(videoRef, (text) => {
    const now = Date.now()
    if (text === lastCode.current.text && now - lastCode.current.at < SAME_CODE_PAUSE_MS) return false
    lastCode.current = { text, at: now }
    void desk.scan(text).then(setVerdict)
    return false
  })

  return { entries, verdict, videoRef, camera }
}
