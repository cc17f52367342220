/**
 * The two cases every method is measured in: a typical event and a worst-case one (every field at
 * its limit), with what the calls on them send: token texts, a door's name, a new destination.
 */
import { MAX_DOOR_NAME_BYTES, MAX_TOKEN_TEXT_BYTES } from '../../frontend/src/domain/contract/limits'
import type { TokenTexts } from '../../frontend/src/domain/registration/arc69'
import type { SigningAccount } from '../lib/network'
import { typicalEvent, worstEvent, type BenchEvent } from './bench-events'

export type Case = 'typical' | 'worst'

export interface Fixture {
  which: Case
  event: BenchEvent
  /** The same shape with another id, created without a guest-list key: set_seal_key gives it one. */
  keyless: BenchEvent
  /** Events the owner has before this one: the first also creates the owner's index boxes. */
  existingEvents: number
  newUrl: string
  freeTier: number
  paidTier: number
  doorName: string
  /** What the minter writes into the token besides the contract's own values. */
  texts: (attendee: string) => TokenTexts
  /** The owner whose index get_owner_event_records reads. */
  indexOwner: SigningAccount
}

const longText = (start: string) => start.padEnd(MAX_TOKEN_TEXT_BYTES, 'x')

/**
 * Worst first: as the owner's first event, its create_event also creates the owner's index boxes.
 * `indexOwner` is the owner of a full page of worst-case events (the worst case of a page read).
 */
export function opcodeFixtures(owner: SigningAccount, indexOwner: SigningAccount): Fixture[] {
  const typical = typicalEvent('DYNAQR-SUMM-M1ABCDEF')
  const worst = worstEvent('WORST-CASE-EVENT-')
  return [
    {
      which: 'worst',
      event: worst,
      keyless: worstEvent('WORST-KEYLESS-EVENT-'),
      existingEvents: 0,
      newUrl: worst.url.replace('worst', 'other'),
      freeTier: 4,
      paidTier: 5,
      doorName: 'North Gate, Hall '.padEnd(MAX_DOOR_NAME_BYTES, 'x'),
      texts: () => ({
        eventDate: longText('2026-05-01 to 2026-05-03, '),
        location: longText('Convention Centre, '),
        attendee: longText('Attendee '),
        network: longText('LocalNet '),
      }),
      indexOwner,
    },
    {
      which: 'typical',
      event: typical,
      keyless: typicalEvent('DYNAQR-KEYLESS-M1ABC'),
      existingEvents: 1,
      newUrl: `${typical.url}/agenda`,
      freeTier: 0,
      paidTier: 1,
      doorName: 'Main entrance',
      // As the web app fills them in: the venue's name, city and country, the attendee's address.
      texts: (attendee) => ({
        eventDate: '2026-05-01',
        location: 'Berlin Congress Center, Berlin, Germany',
        attendee,
        network: 'LocalNet',
      }),
      indexOwner: owner,
    },
  ]
}
