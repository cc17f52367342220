import { describe, expect, it } from 'vitest'
import { ATTENDEES_CSV_HEADER, attendeesCsv, attendeesCsvFileName, csvCell } from './attendee-csv'
import type { Registration } from './types'

function registration(overrides: Partial<Registration> = {}): Registration {
  return {
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
    closedToAccount: false,
    ...overrides,
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
      'Address,Tier,Amount paid (ALGO),Amount paid (microALGO),Status,Attendance method,Registered at,Attended at,Token asset ID,Token claimed',
      'ADDRESSONE,General,10.500000,10500000,registered,,2025-06-15T15:06:40.000Z,,,no',
      'ADDRESSTWO,General,10.500000,10500000,attended,door check-in,2025-06-15T15:06:40.000Z,2025-06-15T16:06:40.000Z,4242,yes',
      'ADDRESSTHREE,General,0.000000,0,cancelled,,2025-06-15T15:06:40.000Z,,,no',
      '',
    ])
  })

  it('quotes and defuses a tier name that the organiser typed', () => {
    const csv = attendeesCsv([registration({ ticketTierName: '=cmd|"/c calc"!A0, VIP' })])
    expect(lines(csv)[1]).toBe(
      `ADDRESSONE,"'=cmd|""/c calc""!A0, VIP",10.500000,10500000,registered,,2025-06-15T15:06:40.000Z,,,no`,
    )
  })
})

describe('attendeesCsvFileName', () => {
  it('names the file after the event', () => {
    expect(attendeesCsvFileName('ALGO-SUMMIT-1')).toBe('ALGO-SUMMIT-1-attendees.csv')
  })
})
