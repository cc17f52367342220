/**
 * Attendee-facing texts speak plainly: no term from the jargon list below appears in the message
 * groups that attendees, scanners and door staff read, and the pages attendees read (the event page,
 * the registration form and its panels, the completion and ticket page, Discover, the door's
 * verdicts) say neither "NFT", "atomic" nor "blockchain". The spec's own texts that use a jargon
 * word are listed with why they stay. A passkey's texts go further: people who installed nothing
 * read them, so they name none of the machinery behind their account either.
 */
import { describe, expect, it } from 'vitest'
import { CHECK_IN_MESSAGES } from '../../frontend/src/domain/check-in/check-in-messages'
import { GUEST_LIST_MESSAGES } from '../../frontend/src/domain/guest-list/guest-list-messages'
import { DOOR_MESSAGES } from '../../frontend/src/domain/check-in/door-messages'
import {
  ACCESS_MESSAGES,
  ACCESS_PROOF_MESSAGES,
  CHAIN_MESSAGES,
  PASSKEY_MESSAGES,
  RESOLVER_MESSAGES,
  WALLET_MESSAGES,
} from '../../frontend/src/domain/messages/messages'
import {
  ATTENDANCE_MESSAGES,
  REGISTRATION_MESSAGES,
} from '../../frontend/src/domain/registration/registration-messages'
import { SHARE_MESSAGES } from '../../frontend/src/domain/qr/share-link-messages'
import { DISCOVER_MESSAGES } from '../../frontend/src/domain/event/discover-messages'
import { SCAN_MESSAGES } from '../../frontend/src/domain/qr/scan-messages'
import { VISIBILITY_MESSAGES } from '../../frontend/src/domain/event/visibility-messages'
import { KMD_ACCOUNT_MESSAGES } from '../../frontend/src/domain/wallet/kmd-account-messages'
import { OFFLINE_TICKET_MESSAGES } from '../../frontend/src/domain/check-in/offline-ticket-messages'
import {
  ATTENDANCE_PAGE_MESSAGES,
  OWN_REGISTRATION_MESSAGES,
  PLAIN_REGISTRATION_MESSAGES,
  REGISTRATION_PANEL_MESSAGES,
} from '../../frontend/src/domain/registration/registration-page-messages'
import { REGISTRATION_REFUSAL_MESSAGES } from '../../frontend/src/domain/registration/registration-refusal-messages'
import { SHARE_LINK_MESSAGES } from '../../frontend/src/domain/qr/share-link-messages'
import { QUESTION_MESSAGES } from '../../frontend/src/domain/details/registration-question-messages'

/** Words of the chain's machinery that mean nothing to an attendee. */
const JARGON = [
  /\brounds?\b/i,
  /\blogic ?sigs?\b/i,
  /\bsponsor(ed|ship)?\b/i,
  /\bbox(es)?\b/i,
  /\bopcodes?\b/i,
  /\bMBR\b/,
  /\bARC-?\d+\b/i,
  /\bsimulate\b/i,
  /\binner transactions?\b/i,
  /\bABI\b/,
]

/** Words a passkey user never reads: the account works without them knowing any of it. */
const CRYPTO_WORDS = [/\bwallets?\b/i, /\bALGOs?\b/i, /\bsign(s|ed|ing|er|ers|ature|atures)?\b/i, /\btransactions?\b/i]

/** The groups held to CRYPTO_WORDS too. */
const PASSKEY_GROUPS = {
  OFFLINE_TICKET_MESSAGES,
  PASSKEY_MESSAGES,
  PLAIN_REGISTRATION_MESSAGES,
  OWN_REGISTRATION_MESSAGES,
  REGISTRATION_REFUSAL_MESSAGES,
}

/** Words of the machinery an attendee should not meet: they read "attendance token", "one step". */
const ATTENDEE_WORDS = [/\bNFTs?\b/i, /\batomic(ally)?\b/i, /\bblockchains?\b/i]

/**
 * What the attendee pages show: the registration form, its panels and the completion page, the
 * ticket and the door's verdicts, what is public and what sealed, Discover, copying links, and the
 * wallet and chain failures any of them can report.
 */
const ATTENDEE_GROUPS = {
  ATTENDANCE_MESSAGES,
  ATTENDANCE_PAGE_MESSAGES,
  CHAIN_MESSAGES,
  CHECK_IN_MESSAGES,
  DISCOVER_MESSAGES,
  DOOR_MESSAGES,
  GUEST_LIST_MESSAGES,
  KMD_ACCOUNT_MESSAGES,
  OFFLINE_TICKET_MESSAGES,
  OWN_REGISTRATION_MESSAGES,
  QUESTION_MESSAGES,
  REGISTRATION_MESSAGES,
  REGISTRATION_PANEL_MESSAGES,
  REGISTRATION_REFUSAL_MESSAGES,
  SHARE_LINK_MESSAGES,
  SHARE_MESSAGES,
  WALLET_MESSAGES,
}

/** Spec texts (the product's error catalogue) that keep a jargon word, and why. */
const SPEC_TEXTS: Record<string, string> = {
  'Transaction not confirmed after 4 rounds': "the catalogue's wording for a write that did not land",
}

const GROUPS = {
  ACCESS_MESSAGES,
  ACCESS_PROOF_MESSAGES,
  ATTENDANCE_MESSAGES,
  ATTENDANCE_PAGE_MESSAGES,
  CHAIN_MESSAGES,
  CHECK_IN_MESSAGES,
  DISCOVER_MESSAGES,
  DOOR_MESSAGES,
  KMD_ACCOUNT_MESSAGES,
  OFFLINE_TICKET_MESSAGES,
  OWN_REGISTRATION_MESSAGES,
  PASSKEY_MESSAGES,
  PLAIN_REGISTRATION_MESSAGES,
  QUESTION_MESSAGES,
  REGISTRATION_MESSAGES,
  REGISTRATION_PANEL_MESSAGES,
  REGISTRATION_REFUSAL_MESSAGES,
  RESOLVER_MESSAGES,
  SCAN_MESSAGES,
  SHARE_LINK_MESSAGES,
  SHARE_MESSAGES,
  VISIBILITY_MESSAGES,
  WALLET_MESSAGES,
}

/** Every text of a group; a template is filled with sample values. */
function texts(group: Record<string, unknown>): [string, string][] {
  return Object.entries(group).flatMap(([key, value]): [string, string][] => {
    if (typeof value === 'string') return [[key, value]]
    if (typeof value === 'function') return [[key, String((value as (...args: unknown[]) => unknown)(4, 4, 4))]]
    return []
  })
}

describe('plain words for attendees', () => {
  for (const [name, group] of Object.entries(GROUPS)) {
    it(`${name} uses no chain jargon`, () => {
      for (const [key, text] of texts(group)) {
        if (text in SPEC_TEXTS) continue
        for (const term of JARGON) expect(text, `${name}.${key}: ${text}`).not.toMatch(term)
      }
    })
  }

  for (const [name, group] of Object.entries(PASSKEY_GROUPS)) {
    it(`${name} names no wallet, ALGO, signature or transaction`, () => {
      for (const [key, text] of texts(group)) {
        for (const term of CRYPTO_WORDS) expect(text, `${name}.${key}: ${text}`).not.toMatch(term)
      }
    })
  }

  for (const [name, group] of Object.entries(ATTENDEE_GROUPS)) {
    it(`${name} says neither NFT, atomic nor blockchain`, () => {
      for (const [key, text] of texts(group)) {
        for (const word of ATTENDEE_WORDS) expect(text, `${name}.${key}: ${text}`).not.toMatch(word)
      }
    })
  }

  it('catches each crypto word, so the passkey check can fail', () => {
    const offending = 'Sign this transaction with your wallet: 1 ALGO'
    expect(CRYPTO_WORDS.filter((term) => term.test(offending))).toHaveLength(4)
    expect(CRYPTO_WORDS.filter((term) => term.test('Your passkey account, signed in'))).toHaveLength(1)
  })

  it('catches an attendee word, so that check can fail', () => {
    const offending = 'Your NFT ticket is stored on the blockchain in one atomic transaction'
    expect(ATTENDEE_WORDS.filter((word) => word.test(offending))).toHaveLength(3)
  })

  it('catches a jargon word, so the check can fail', () => {
    const offending = texts({ sample: 'Your box was sponsored in round 12' }).map(([, text]) => text)[0]
    expect(JARGON.filter((term) => term.test(offending))).toHaveLength(3)
  })

  it('keeps only spec texts that still exist', () => {
    const all = Object.values(GROUPS).flatMap((group) => texts(group).map(([, text]) => text))
    for (const text of Object.keys(SPEC_TEXTS)) expect(all).toContain(text)
  })
})
