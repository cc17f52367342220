import { encodedRegistrationRecord } from '../../testing/registration-record-fixture'
import { describe, expect, it } from 'vitest'
import { parseConfig } from '../../config'
import { addressFromPublicKey } from '../../domain/text/algorand-address'
import { STATUS_ATTENDED } from '../../domain/registration/registration-status'
import type { AlgodRest } from '../node/algod-rest'
import { registrationBoxName } from '../node/account-box-keys'
import { eventMetadataInMemory } from '../../testing/fake-metadata-store'
import { fakeEventId, fakeOwnerNode } from '../../testing/fake-owner-node'
import { getEvent } from './get-event'
import { getRegistration } from './get-registration'
import { createReadContext } from '../node/read-context'

const OWNER = addressFromPublicKey(new Uint8Array(32).fill(7))
const ATTENDEE = addressFromPublicKey(new Uint8Array(32).fill(8))
const COMMITMENT = Array.from({ length: 32 }, (_, index) => index)
const stored = encodedRegistrationRecord({
  assetId: 55n,
  attendedAt: 1_700_000_100n,
  checkInMethod: 1n,
  claimed: true,
  registeredAt: 1_700_000_050n,
  registeredRound: 56_666_670n,
  status: BigInt(STATUS_ATTENDED),
  ticketCommitment: Uint8Array.from(COMMITMENT),
  ticketRevealed: true,
})

/** A read context for app 7 over a node holding EV-0000 (sequence 0) of OWNER and ATTENDEE's registration for it. */
function contextWithRegistration() {
  const { algod: ownerNode } = fakeOwnerNode(OWNER, 1)
  const asked: Uint8Array[] = []
  const registrationBox = registrationBoxName(ATTENDEE, 0n).join(',')
  const algodRest: AlgodRest = {
    ...ownerNode,
    async getBox(appId, name) {
      asked.push(name)
      return name.join(',') === registrationBox ? stored : ownerNode.getBox(appId, name)
    },
  }
  const ctx = createReadContext(parseConfig({ VITE_APP_ID: '7' }), eventMetadataInMemory(), 'http://app')
  return { ctx: { ...ctx, algodRest }, asked }
}

describe('getRegistration', () => {
  it("reads the attendee's box for the event it is given, in one request", async () => {
    const { ctx, asked } = contextWithRegistration()
    const event = await getEvent(ctx, fakeEventId(0))
    asked.length = 0
    expect(await getRegistration(ctx, event!, ATTENDEE)).toMatchObject({
      eventId: fakeEventId(0),
      attendeeAddress: ATTENDEE,
      status: 'attended',
      nftMinted: true,
      nftAssetId: 55,
      nftClaimed: true,
      attendedAt: 1_700_000_100,
      attendanceMethod: 'door check-in',
      registeredRound: 56_666_670,
      ticketCommitment: COMMITMENT.map((byte) => byte.toString(16).padStart(2, '0')).join(''),
    })
    expect(asked).toEqual([registrationBoxName(ATTENDEE, 0n)])
  })

  it('is null for an attendee without a registration, or without an app', async () => {
    const { ctx } = contextWithRegistration()
    const event = (await getEvent(ctx, fakeEventId(0)))!
    expect(await getRegistration(ctx, event, OWNER)).toBeNull()
    expect(await getRegistration({ ...ctx, config: parseConfig({ VITE_APP_ID: '0' }) }, event, ATTENDEE)).toBeNull()
  })
})
