/**
 * A passkey account in this page: the passkey opens it (a ceremony, then the key made from its PRF
 * output), its key stays in memory as a non-extractable CryptoKey until logging out, and it signs
 * only its own transactions, and only while the account is still controlled by its own key. After
 * a reload the session knows the account's address from the hint, not its key: the first signature
 * asks the passkey again and checks that it opens the same account.
 */
import type { AccountNode } from '../../../chain'
import { PASSKEY_MESSAGES } from '../../../domain/messages/messages'
import type { StorageSource } from '../../platform/json-storage'
import { askPasskey, createPasskey, type PasskeyAnswer, type WebAuthnEnvironment } from './passkey-ceremonies'
import type { AccountScope, PasskeyAccount } from './passkey-derivation'
import { forgetPasskeyHint, readPasskeyHint, writePasskeyHint } from './passkey-hint'
import { isPasskeyProblem, PasskeyProblem } from './passkey-problem'
import type { GroupItem } from '../stack/passkey-signer'

export interface PasskeySessionOptions {
  appId: bigint
  /** Names the network in the hint, so a hint of another network's account is not taken for this one's. */
  network: string
  node: AccountNode
  storage: StorageSource
  webAuthn: () => WebAuthnEnvironment
  subtle: () => SubtleCrypto | undefined
}

export interface PasskeySession {
  /** Uses the person's passkey (or creates one) and opens its account; the key stays in memory. */
  open(request?: { create?: boolean }): Promise<PasskeyAccount>
  /** The account opened in this page, key in hand; null before opening and after closing. */
  current(): PasskeyAccount | null
  /** The address of the account a reload left logged in (from the hint); its key is not in memory yet. */
  resume(): string | null
  /** Signs the account's items of the group (see planGroup); asks the passkey first when the key is not in memory. */
  sign(items: GroupItem[], indexes?: number[]): Promise<(Uint8Array | null)[]>
  /** Logs out: the key leaves memory. The hint (not secret) stays, so the next visit asks the same passkey. */
  close(): void
}

export function createPasskeySession(options: PasskeySessionOptions): PasskeySession {
  const { appId, node, storage } = options
  const hintScope = `${options.network}:${appId}`
  let account: PasskeyAccount | null = null
  /** The account this page is logged in with: opened here, or resumed after a reload. */
  let address: string | null = null
  /** Bumped on logging out, so a passkey answering after it opens nothing. */
  let generation = 0
  let unlocking: Promise<PasskeyAccount> | null = null

  function subtle(): SubtleCrypto {
    const found = options.subtle()
    if (!found) throw new PasskeyProblem('unsupported', PASSKEY_MESSAGES.noSafeKeys)
    return found
  }

  async function scope(): Promise<AccountScope> {
    try {
      return { genesisHash: await node.genesisHash(), appId }
    } catch (error) {
      throw new PasskeyProblem('unreachable', PASSKEY_MESSAGES.unreachable, { cause: error })
    }
  }

  /** The account of the passkey's answer; its PRF output is zeroed whatever happens. */
  async function accountOf(answer: PasskeyAnswer, scoped: Promise<AccountScope>): Promise<PasskeyAccount> {
    try {
      const { passkeyAccount, SafeKeysUnsupported } = await import('./passkey-derivation')
      try {
        return await passkeyAccount(answer.prfOutput, await scoped, subtle())
      } catch (error) {
        if (error instanceof SafeKeysUnsupported)
          throw new PasskeyProblem('unsupported', PASSKEY_MESSAGES.noSafeKeys, { cause: error })
        throw error
      }
    } finally {
      answer.prfOutput.fill(0)
    }
  }

  /** The passkey's answer: the hinted passkey, or any the person picks (a hint that finds nothing is forgotten). */
  async function ask(create: boolean): Promise<PasskeyAnswer> {
    const env = options.webAuthn()
    if (create) return createPasskey(env)
    const hint = readPasskeyHint(storage, hintScope)
    try {
      return await askPasskey(env, hint?.credentialId)
    } catch (error) {
      if (hint && isPasskeyProblem(error) && error.kind === 'none-found') forgetPasskeyHint(storage)
      throw error
    }
  }

  async function openAccount(create: boolean): Promise<{ opened: PasskeyAccount; credentialId: Uint8Array }> {
    const started = generation
    // Asked while the person answers the passkey: the network's identity is not secret.
    const scoped = scope()
    scoped.catch(() => undefined)
    const answer = await ask(create)
    const opened = await accountOf(answer, scoped)
    if (generation !== started) throw new PasskeyProblem('closed', PASSKEY_MESSAGES.closed)
    return { opened, credentialId: answer.credentialId }
  }

  async function open(request: { create?: boolean } = {}): Promise<PasskeyAccount> {
    const { opened, credentialId } = await openAccount(request.create === true)
    account = opened
    address = opened.address
    writePasskeyHint(storage, hintScope, credentialId, opened.address)
    return opened
  }

  /** The key of the logged-in account: in memory, or asked of the passkey again and checked. */
  function unlocked(): Promise<PasskeyAccount> {
    if (account) return Promise.resolve(account)
    unlocking ??= (async () => {
      try {
        const { opened } = await openAccount(false)
        if (address && opened.address !== address) throw new PasskeyProblem('refused', PASSKEY_MESSAGES.otherAccount)
        account = opened
        address = opened.address
        return opened
      } catch (error) {
        // Asked to act, a passkey that does not answer was closed (or is gone): nothing is signed.
        if (isPasskeyProblem(error) && error.kind === 'none-found')
          throw new PasskeyProblem('closed', PASSKEY_MESSAGES.closed, { cause: error })
        throw error
      } finally {
        unlocking = null
      }
    })()
    return unlocking
  }

  /** Refuses an account whose control was handed to another key (rekeyed): its passkey no longer speaks for it. */
  async function refuseHandedOver(owner: string): Promise<void> {
    const authority = await node.authAddress(owner)
    if (authority && authority !== owner) throw new PasskeyProblem('refused', PASSKEY_MESSAGES.handedOver)
  }

  return {
    open,
    current: () => account,
    resume() {
      address = readPasskeyHint(storage, hintScope)?.address ?? null
      return address
    },
    async sign(items, indexes) {
      // Signing comes from the wallet stack (use-wallet), which loads algosdk's codecs anyway.
      const { planGroup, signPlan } = await import('../stack/passkey-signer')
      const nothing = () => items.map(() => null)
      // Another sender is refused, and a group with nothing to sign answered, before the passkey is asked anything.
      let plan = address ? planGroup(items, address, indexes) : null
      if (plan?.indexes.size === 0) return nothing()
      const signer = await unlocked()
      plan ??= planGroup(items, signer.address, indexes)
      if (plan.indexes.size === 0) return nothing()
      await refuseHandedOver(signer.address)
      return signPlan(signer, plan, subtle())
    },
    close() {
      generation += 1
      account = null
      address = null
      unlocking = null
    },
  }
}
