import { describe, expect, it } from 'vitest'
import { makeRegistration } from '../../../testing/fake-chain'
import {
  attendanceFlow,
  initialAttendanceFlow,
  type AttendanceFlowEvent,
  type AttendanceFlowState,
} from './attendance-flow'

const run = (state: AttendanceFlowState, ...events: AttendanceFlowEvent[]) => events.reduce(attendanceFlow, state)
const fresh = () => initialAttendanceFlow(makeRegistration())

describe('attendance flow, the start', () => {
  it('starts from what the stored registration has done, with the registration signed in this session', () => {
    const state = initialAttendanceFlow(
      makeRegistration({ status: 'attended', nftMinted: true, nftClaimed: false }),
      'REGTX',
    )
    expect(state.progress).toEqual({ confirm: 'done', mint: 'done', claim: 'pending' })
    expect(state.signed).toEqual([{ label: 'Registration', txId: 'REGTX' }])
    expect(state).toMatchObject({ busy: false, error: '', started: false, declined: false })
  })

  it('lists no transaction when the registration was not made in this session', () => {
    expect(fresh().signed).toEqual([])
  })
})

describe('attendance flow, declaring attendance', () => {
  it('is busy and clears an earlier error while the declaration is signed', () => {
    const state = run(fresh(), { type: 'refused', error: 'connect' }, { type: 'confirm-started' })
    expect(state).toMatchObject({ busy: true, started: true, error: '' })
    expect(state.progress.confirm).toBe('active')
  })

  it('marks the declaration failed and stops being busy when it fails', () => {
    const state = run(fresh(), { type: 'confirm-started' }, { type: 'confirm-failed', error: 'rejected' })
    expect(state).toMatchObject({ busy: false, error: 'rejected' })
    expect(state.progress.confirm).toBe('failed')
  })

  it('lists the declaration once signed and stays busy for the token that follows', () => {
    const state = run(fresh(), { type: 'confirm-started' }, { type: 'confirmed', txId: 'ATTTX' })
    expect(state.signed).toEqual([{ label: 'Attendance', txId: 'ATTTX' }])
    expect(state.busy).toBe(true)
  })

  it('lists nothing for a declaration without a transaction id', () => {
    expect(run(fresh(), { type: 'confirmed' }).signed).toEqual([])
  })
})

describe('attendance flow, the token', () => {
  it('mints first when no token exists yet', () => {
    const state = run(fresh(), { type: 'claim-started', alreadyMinted: false })
    expect(state.progress).toEqual({ confirm: 'done', mint: 'active', claim: 'pending' })
    expect(state).toMatchObject({ busy: true, started: true })
  })

  it('goes straight to the claim when the token was minted before', () => {
    const state = run(fresh(), { type: 'claim-started', alreadyMinted: true })
    expect(state.progress).toEqual({ confirm: 'done', mint: 'done', claim: 'active' })
  })

  it('follows the mint into the claim and lists the claim', () => {
    const state = run(
      fresh(),
      { type: 'claim-started', alreadyMinted: false },
      { type: 'mint-started' },
      { type: 'minted' },
      { type: 'claimed', txId: 'CLAIMTX' },
    )
    expect(state.progress).toEqual({ confirm: 'done', mint: 'done', claim: 'done' })
    expect(state.signed).toEqual([{ label: 'Attendance token claim', txId: 'CLAIMTX' }])
    expect(state.busy).toBe(false)
  })

  it('marks the mint failed when no token was created', () => {
    const state = run(fresh(), { type: 'claim-started', alreadyMinted: false }, { type: 'claim-failed', error: 'no' })
    expect(state.progress).toMatchObject({ mint: 'failed', claim: 'pending' })
    expect(state).toMatchObject({ busy: false, error: 'no' })
  })

  it('marks only the claim failed when the token was minted', () => {
    const state = run(
      fresh(),
      { type: 'claim-started', alreadyMinted: false },
      { type: 'minted' },
      { type: 'claim-failed', error: 'no' },
    )
    expect(state.progress).toMatchObject({ mint: 'done', claim: 'failed' })
  })
})

describe('attendance flow, refusals and declines', () => {
  it('says why without starting anything when the wallet cannot sign', () => {
    const state = run(fresh(), { type: 'refused', error: 'Wallet not connected' })
    expect(state).toMatchObject({ error: 'Wallet not connected', busy: false, started: false })
  })

  it('remembers a decline seen on this page', () => {
    expect(run(fresh(), { type: 'declined' }).declined).toBe(true)
  })
})
