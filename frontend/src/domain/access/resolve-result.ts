/** What following an event's QR code gives: where it leads, or why not. */
import type { AccessType } from './access-type'

export interface ResolveResult {
  success: boolean
  eventId: string
  eventName?: string
  redirectUrl?: string
  accessType?: AccessType
  error?: string
  /** Only when the caller waited for the scan: whether the node accepted it (else only the count was skipped). */
  scanSent?: boolean
  metadata?: {
    scanCount: number
    lastScanned: number | null
    /** The owner's address; the /resolve page resolves without naming it. */
    owner?: string
    createdAt: number
    active: boolean
  }
}
