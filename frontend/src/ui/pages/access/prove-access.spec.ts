import { describe, expect, it, vi } from 'vitest'
import type { AccessProofRequest } from '../../../chain'
import type { AccessChallenge } from '../../../domain/access/access-proof'
import { ACCESS_MESSAGES, ACCESS_PROOF_MESSAGES, WALLET_MESSAGES } from '../../../domain/messages/messages'
import { makeFakeChain } from '../../../testing/fake-chain'
import { proveAccess, proverAddress } from './prove-access'

const challenge = { eventId: 'GATED-1', nonce: 'N1', address: 'HOLDER' } as AccessChallenge
const request: AccessProofRequest = { challenge, transaction: Uint8Array.of(1, 2, 3) }
const SIGNED = Uint8Array.of(9, 9)

describe('proverAddress', () => {
  it("asks the recorded account only when the connected wallet holds it, else the wallet's active one", () => {
    expect(proverAddress('B', ['A', 'B'], 'A')).toBe('B')
    expect(proverAddress('HOLDER', ['A'], 'A')).toBe('A')
    expect(proverAddress(null, ['A'], 'A')).toBe('A')
    expect(proverAddress('HOLDER', [], null)).toBeNull()
  })
})

describe('proveAccess', () => {
  it('has the wallet sign the challenge, resolves with the proof and names the destination', async () => {
    const chain = makeFakeChain({
      accessProofRequest: async () => request,
      resolve: async (eventId) => ({
        success: true,
        eventId,
        eventName: 'Members Night',
        redirectUrl: 'https://gated.example/members',
      }),
    })
    const sign = vi.fn(async () => SIGNED)
    expect(await proveAccess(chain, 'GATED-1', 'HOLDER', sign)).toEqual({
      passed: true,
      href: 'https://gated.example/members',
      hostname: 'gated.example',
      eventName: 'Members Night',
    })
    expect(chain.accessProofRequest).toHaveBeenCalledWith('GATED-1', 'HOLDER')
    expect(sign).toHaveBeenCalledWith(request.transaction)
    expect(chain.resolve).toHaveBeenCalledWith('GATED-1', { proof: { challenge, signedTransaction: SIGNED } })
  })

  it('passes on the refusal the resolve gives, and never an unsafe destination', async () => {
    const refusing = makeFakeChain({
      accessProofRequest: async () => request,
      resolve: async (eventId) => ({ success: false, eventId, error: ACCESS_MESSAGES.tokenMissing }),
    })
    expect(await proveAccess(refusing, 'GATED-1', 'HOLDER', async () => SIGNED)).toEqual({
      passed: false,
      message: 'Required NFT not found in wallet',
    })
    const unsafe = makeFakeChain({
      accessProofRequest: async () => request,
      resolve: async (eventId) => ({ success: true, eventId, redirectUrl: 'javascript:alert(1)' }),
    })
    expect(await proveAccess(unsafe, 'GATED-1', 'HOLDER', async () => SIGNED)).toMatchObject({ passed: false })
  })

  it('stops before resolving when the wallet does not sign, cancels, or no challenge can be made', async () => {
    const chain = makeFakeChain({ accessProofRequest: async () => request })
    expect(await proveAccess(chain, 'GATED-1', 'HOLDER', async () => null)).toEqual({
      passed: false,
      message: ACCESS_PROOF_MESSAGES.notSigned,
    })
    const cancelled = Object.assign(new Error('Transaction request rejected by user'), { code: 4001 })
    expect(
      await proveAccess(chain, 'GATED-1', 'HOLDER', async () => {
        throw cancelled
      }),
    ).toEqual({ passed: false, message: WALLET_MESSAGES.cancelled })
    const offline = makeFakeChain()
    expect(await proveAccess(offline, 'GATED-1', 'HOLDER', async () => SIGNED)).toEqual({
      passed: false,
      message: ACCESS_MESSAGES.checkFailed,
    })
    expect(chain.resolve).not.toHaveBeenCalled()
    expect(offline.resolve).not.toHaveBeenCalled()
  })
})
