/**
 * The attendee list as CSV (RFC 4180): one header row, one row per registration, CRLF line ends.
 * Amounts appear as read ('25.00', '10.5'), with their currency ('USDC', 'ALGO') and in exact base
 * units (microALGO for ALGO); times as ISO 8601 (UTC); the status and how
 * attendance was recorded as the list words them ('on the waitlist', 'Checked in at the door').
 */
import { attendanceText, attendeeStatusText } from './attendee-status'
import { readableDecimal } from '../money/money-format'
import type { GuestDetails } from '../details/registration-note'
import { QUESTION_MESSAGES } from '../details/registration-question-messages'
import { answerLines, type RegistrationQuestion } from '../details/registration-questions'
import type { Registration } from '../registration/registration'

export const ATTENDEES_CSV_HEADER = [
  'Address',
  'Name',
  'Email',
  'Phone',
  'Details',
  'Tier',
  'Amount paid',
  'Currency',
  'Amount paid (base units)',
  'Status',
  'Attendance method',
  'Registered at',
  'Attended at',
  'Token asset ID',
  'Token claimed',
] as const

const LINE_END = '\r\n'
/** Spreadsheets run a cell starting with one of these as a formula (tab and CR count too in some). */
const FORMULA_START = /^[=+\-@\t\r]/
const NEEDS_QUOTES = /[",\r\n]/

export function attendeesCsvFileName(eventId: string): string {
  return `${eventId}-attendees.csv`
}

/** How each registration's details were read, in the CSV's Details column. */
const DETAILS_TEXT: Record<GuestDetails['kind'], string> = {
  sealed: 'private',
  public: 'public (registered before details were sealed)',
  unreadable: 'unreadable (does not open with this event key)',
  otherKey: 'sealed to an earlier key of this guest list',
  missing: 'not found on the node',
  none: 'none sent',
}

/**
 * The CSV; `guests` are the details the owner opened (empty columns while they are not). The
 * event's `questions` add a column each, after the others, with each guest's answer; answers to
 * questions removed since go in one more column, named so, when there are any.
 */
export function attendeesCsv(
  registrations: readonly Registration[],
  guests: ReadonlyMap<string, GuestDetails> | null = null,
  questions: readonly RegistrationQuestion[] = [],
): string {
  const answersOf = (registration: Registration) => {
    const details = guests?.get(registration.attendeeAddress)
    return details && 'contact' in details ? details.contact.answers : undefined
  }
  const current = new Set(questions.map((question) => question.id))
  const earlier = (registration: Registration) =>
    answerLines([], answersOf(registration)).filter((line) => !current.has(line.id))
  const withEarlier = registrations.some((registration) => earlier(registration).length > 0)
  const header = [
    ...ATTENDEES_CSV_HEADER,
    ...questions.map((question) => question.label),
    ...(withEarlier ? [QUESTION_MESSAGES.earlierAnswersColumn] : []),
  ]
  const rows = [
    header,
    ...registrations.map((registration) => {
      const answers = answersOf(registration)
      return [
        ...attendeeCsvRow(registration, guests),
        ...questions.map((question) => answers?.[question.id] ?? ''),
        ...(withEarlier
          ? [
              earlier(registration)
                .map((line) => `${line.question}: ${line.answer}`)
                .join('; '),
            ]
          : []),
      ]
    }),
  ]
  return rows.map((row) => row.map(csvCell).join(',')).join(LINE_END) + LINE_END
}

function attendeeCsvRow(registration: Registration, guests: ReadonlyMap<string, GuestDetails> | null): string[] {
  const details = guests?.get(registration.attendeeAddress)
  const contact = details && 'contact' in details ? details.contact : null
  return [
    registration.attendeeAddress,
    contact?.name ?? '',
    contact?.email ?? '',
    contact?.phone ?? '',
    details ? DETAILS_TEXT[details.kind] : '',
    registration.ticketTierName,
    readableDecimal(registration.amountPaid),
    registration.amountPaid.unit.code,
    registration.amountPaid.base.toString(),
    attendeeStatusText(registration),
    attendanceText(registration),
    isoTime(registration.registrationDate),
    isoTime(registration.attendedAt),
    registration.nftAssetId > 0 ? String(registration.nftAssetId) : '',
    registration.nftClaimed ? 'yes' : 'no',
  ]
}

/** Unix seconds as ISO 8601; empty when unset. */
function isoTime(seconds: number): string {
  return seconds > 0 ? new Date(seconds * 1000).toISOString() : ''
}

/**
 * One field: a leading formula character is defused with a single quote, then the field is quoted
 * (inner quotes doubled) when it holds a quote, comma or line break.
 */
export function csvCell(value: string): string {
  const safe = FORMULA_START.test(value) ? `'${value}` : value
  return NEEDS_QUOTES.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe
}
