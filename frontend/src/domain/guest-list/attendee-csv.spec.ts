import { describe, expect, it } from 'vitest'
import { microAlgos } from '../money/amount'
import { ATTENDEES_CSV_HEADER, attendeesCsv, attendeesCsvFileName, csvCell } from './attendee-csv'
import type { GuestDetails } from '../details/registration-note'
import type { RegistrationQuestion } from '../details/registration-questions'
import type { Registration } from '../registration/registration'

function registration(overrides: Partial<Registration> = {}): Registration {
  const registration: Omit<Registration, 'amountPaid' | 'refundOwed'> & Partial<Registration> = {
    eventId: 'SUMMIT',
    attendeeAddress: 'ADDRESSONE',
    status: 'confirmed',
    registrationDate: 1_750_000_000,
    ticketTierIndex: 0,
    ticketTierName: 'General',
    paymentAmountMicroAlgos: 10_500_000n,
    paymentAmountAlgos: 10.5,
    nftMinted: false,
    nftAssetId: 0,
    nftClaimed: false,
    attendedAt: 0,
    registeredRound: 1_000,
    ticketCommitment: 'ab'.repeat(32),
    ticketNumber: 1,
    sealKeyVersion: 1,
    refundOwedMicroAlgos: 0n,
    closedToAccount: false,
    sponsored: false,
    ...overrides,
  }
  // The amounts' unit-carrying forms follow the figures a test sets, unless it sets them too.
  return {
    amountPaid: microAlgos(registration.paymentAmountMicroAlgos),
    refundOwed: microAlgos(registration.refundOwedMicroAlgos),
    ...registration,
  }
}

const lines = (csv: string) => csv.split('\r\n')

describe('csvCell', () => {
  it('leaves plain text alone', () => {
    expect(csvCell('General Admission')).toBe('General Admission')
    expect(csvCell('')).toBe('')
  })

  it('quotes fields holding commas, quotes or line breaks and doubles inner quotes', () => {
    expect(csvCell('VIP, front row')).toBe('"VIP, front row"')
    expect(csvCell('The "Gold" tier')).toBe('"The ""Gold"" tier"')
    expect(csvCell('two\nlines')).toBe('"two\nlines"')
    expect(csvCell('two\r\nlines')).toBe('"two\r\nlines"')
  })

  it('prefixes a single quote to cells a spreadsheet would run as a formula', () => {
    expect(csvCell('=HYPERLINK("http://evil")')).toBe(`"'=HYPERLINK(""http://evil"")"`)
    expect(csvCell('+1')).toBe("'+1")
    expect(csvCell('-2+3')).toBe("'-2+3")
    expect(csvCell('@SUM(A1)')).toBe("'@SUM(A1)")
    expect(csvCell('\tcmd')).toBe("'\tcmd")
    expect(csvCell('a=b')).toBe('a=b')
  })
})

describe('attendeesCsv', () => {
  it('writes the header alone when there are no registrations', () => {
    expect(attendeesCsv([])).toBe(`${ATTENDEES_CSV_HEADER.join(',')}\r\n`)
  })

  it('writes one row per registration after the header', () => {
    const csv = attendeesCsv([
      registration(),
      registration({
        attendeeAddress: 'ADDRESSTWO',
        status: 'attended',
        attendanceMethod: 'door check-in',
        attendedAt: 1_750_003_600,
        nftMinted: true,
        nftAssetId: 4242,
        nftClaimed: true,
      }),
      registration({ attendeeAddress: 'ADDRESSTHREE', status: 'cancelled', paymentAmountMicroAlgos: 0n }),
    ])
    expect(lines(csv)).toEqual([
      'Address,Name,Email,Phone,Details,Tier,Amount paid,Currency,Amount paid (base units),Status,Attendance method,Registered at,Attended at,Token asset ID,Token claimed',
      'ADDRESSONE,,,,,General,10.5,ALGO,10500000,registered,,2025-06-15T15:06:40.000Z,,,no',
      'ADDRESSTWO,,,,,General,10.5,ALGO,10500000,attended,Checked in at the door,2025-06-15T15:06:40.000Z,2025-06-15T16:06:40.000Z,4242,yes',
      'ADDRESSTHREE,,,,,General,0,ALGO,0,cancelled,,2025-06-15T15:06:40.000Z,,,no',
      '',
    ])
  })

  it('says each status, the waitlist included, and how attendance was recorded', () => {
    const csv = attendeesCsv([
      registration({ attendeeAddress: 'WAITLISTED', status: 'waitlisted' }),
      registration({ attendeeAddress: 'WAITING', status: 'pending' }),
      registration({
        attendeeAddress: 'ADMITTED',
        status: 'attended',
        attendanceMethod: 'checked in by the organiser',
      }),
      registration({ attendeeAddress: 'SELF', status: 'attended', attendanceMethod: 'self-declared' }),
    ])
    const [, waitlisted, waiting, admitted, self] = lines(csv)
    expect(waitlisted).toContain(',on the waitlist,,')
    expect(waiting).toContain(',waiting for approval,,')
    expect(admitted).toContain(',attended,"Checked in by you or your door, without a ticket",')
    expect(self).toContain(',attended,Self-declared,')
  })

  it('quotes and defuses a tier name that the organiser typed', () => {
    const csv = attendeesCsv([registration({ ticketTierName: '=cmd|"/c calc"!A0, VIP' })])
    expect(lines(csv)[1]).toBe(
      `ADDRESSONE,,,,,"'=cmd|""/c calc""!A0, VIP",10.5,ALGO,10500000,registered,,2025-06-15T15:06:40.000Z,,,no`,
    )
  })

  it("adds each attendee's opened details, and says how they were read", () => {
    const guests = new Map<string, GuestDetails>([
      ['ADDRESSONE', { kind: 'sealed', contact: { name: 'Ada Lovelace', email: 'ada@example.com', phone: '+44 20' } }],
      ['ADDRESSTWO', { kind: 'public', contact: { name: 'Bob', email: 'bob@example.com', phone: '' } }],
      ['ADDRESSTHREE', { kind: 'unreadable' }],
      ['ADDRESSFOUR', { kind: 'missing' }],
      ['ADDRESSFIVE', { kind: 'none' }],
    ])
    const addresses = ['ADDRESSONE', 'ADDRESSTWO', 'ADDRESSTHREE', 'ADDRESSFOUR', 'ADDRESSFIVE', 'ADDRESSSIX']
    const csv = attendeesCsv(
      addresses.map((attendeeAddress) => registration({ attendeeAddress })),
      guests,
    )
    const cells = lines(csv)
      .slice(1, -1)
      .map((line) => line.split(',').slice(0, 5))
    expect(cells).toEqual([
      ['ADDRESSONE', 'Ada Lovelace', 'ada@example.com', "'+44 20", 'private'],
      ['ADDRESSTWO', 'Bob', 'bob@example.com', '', 'public (registered before details were sealed)'],
      ['ADDRESSTHREE', '', '', '', 'unreadable (does not open with this event key)'],
      ['ADDRESSFOUR', '', '', '', 'not found on the node'],
      ['ADDRESSFIVE', '', '', '', 'none sent'],
      // Not in the opened list: nothing is made up for it.
      ['ADDRESSSIX', '', '', '', ''],
    ])
  })

  it('defuses and quotes what an attendee typed as their details', () => {
    const guests = new Map<string, GuestDetails>([
      ['ADDRESSONE', { kind: 'sealed', contact: { name: '=HYPERLINK("http://evil")', email: '@x, y', phone: '-1' } }],
    ])
    const row = lines(attendeesCsv([registration()], guests))[1]
    expect(row.startsWith(`ADDRESSONE,"'=HYPERLINK(""http://evil"")","'@x, y",'-1,private,General,`)).toBe(true)
  })
})

describe('attendeesCsvFileName', () => {
  it('names the file after the event', () => {
    expect(attendeesCsvFileName('ALGO-SUMMIT-1')).toBe('ALGO-SUMMIT-1-attendees.csv')
  })
})

describe("attendeesCsv with the organiser's questions", () => {
  const questions: RegistrationQuestion[] = [
    { id: 'q1', kind: 'text', label: 'Company', required: true, options: [] },
    { id: 'q2', kind: 'choice', label: 'Meal, if any', required: false, options: ['Vegan', 'Any'] },
  ]

  it('adds a column per question after the others, with each opened answer', () => {
    const guests = new Map<string, GuestDetails>([
      [
        'ADDRESSONE',
        { kind: 'sealed', contact: { name: 'Ada', email: '', phone: '', answers: { q1: '=Acme', q2: 'Vegan' } } },
      ],
      ['ADDRESSTWO', { kind: 'sealed', contact: { name: 'Bob', email: '', phone: '' } }],
    ])
    const csv = attendeesCsv(
      [registration(), registration({ attendeeAddress: 'ADDRESSTWO' }), registration({ attendeeAddress: 'LOCKED' })],
      guests,
      questions,
    )
    const [header, ada, bob, locked] = lines(csv)
    expect(header).toBe(`${ATTENDEES_CSV_HEADER.join(',')},Company,"Meal, if any"`)
    // Formula-looking answers are defused like every other cell.
    expect(ada.endsWith(",'=Acme,Vegan")).toBe(true)
    expect(bob.endsWith(',,')).toBe(true)
    expect(locked.split(',')).toHaveLength(ATTENDEES_CSV_HEADER.length + 2)
  })

  it('keeps answers to questions removed since in one more column, named so', () => {
    const guests = new Map<string, GuestDetails>([
      [
        'ADDRESSONE',
        { kind: 'sealed', contact: { name: 'Ada', email: '', phone: '', answers: { q1: 'Acme', q7: 'Blue' } } },
      ],
    ])
    const [header, ada] = lines(attendeesCsv([registration()], guests, questions))
    expect(header.endsWith(',Company,"Meal, if any",Answers to earlier questions')).toBe(true)
    expect(ada.endsWith(',Acme,,Earlier question (q7): Blue')).toBe(true)
  })

  it('adds no column for an event without questions', () => {
    expect(lines(attendeesCsv([registration()], null, []))[0]).toBe(ATTENDEES_CSV_HEADER.join(','))
  })
})
