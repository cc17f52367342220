/**
 * LocalNet's test USDC: an asset shaped like USDC on the public networks (unit USDC, 6 decimals,
 * its creator holding the manager, reserve, freeze and clawback roles, as USDC's issuer does),
 * created once by npm run seed and given to the KMD wallet's demo accounts, so that prices in USDC
 * can be paid on LocalNet as on TestNet.
 */
import type { AlgorandClient } from '@algorandfoundation/algokit-utils'
import type { Address } from 'algosdk'
import type { SigningAccount } from './network'

export const TEST_USDC = { unitName: 'USDC', assetName: 'Test USD Coin', decimals: 6 } as const
/** 10 billion USDC in base units: the creator keeps what it does not give out. */
const TEST_USDC_TOTAL = 10_000_000_000n * 1_000_000n
/** What each demo account is given, and topped up to on a later seed. */
export const DEMO_USDC_BALANCE = 1_000n * 1_000_000n

/** The test USDC `creator` made on an earlier run, if any. */
async function existingTestUsdc(algorand: AlgorandClient, creator: Address): Promise<bigint | null> {
  const account = await algorand.client.algod.accountInformation(creator).do()
  const asset = (account.createdAssets ?? []).find(
    (created) => created.params?.unitName === TEST_USDC.unitName && created.params?.decimals === TEST_USDC.decimals,
  )
  return asset ? BigInt(asset.index) : null
}

/** The test USDC's id: the one `creator` made on an earlier run, else a new one. */
export async function ensureTestUsdc(algorand: AlgorandClient, creator: SigningAccount): Promise<bigint> {
  const existing = await existingTestUsdc(algorand, creator.addr)
  if (existing !== null) return existing
  const created = await algorand.send.assetCreate({
    sender: creator.addr,
    signer: creator.signer,
    total: TEST_USDC_TOTAL,
    decimals: TEST_USDC.decimals,
    unitName: TEST_USDC.unitName,
    assetName: TEST_USDC.assetName,
    manager: creator.addr,
    reserve: creator.addr,
    freeze: creator.addr,
    clawback: creator.addr,
  })
  return created.assetId
}

/** What `holder` holds of the asset; null while it is not opted in. */
export async function heldAmount(
  algorand: AlgorandClient,
  holder: Address | string,
  assetId: bigint,
): Promise<bigint | null> {
  try {
    return (await algorand.asset.getAccountInformation(holder, assetId)).balance
  } catch {
    return null
  }
}

/** Opts each holder in when needed and tops its balance up to `balance` from the creator; the count topped up. */
export async function giveTestUsdc(
  algorand: AlgorandClient,
  assetId: bigint,
  creator: SigningAccount,
  holders: readonly SigningAccount[],
  balance: bigint = DEMO_USDC_BALANCE,
): Promise<number> {
  let toppedUp = 0
  for (const holder of holders) {
    if (holder.addr.equals(creator.addr)) continue
    let held = await heldAmount(algorand, holder.addr, assetId)
    if (held === null) {
      await algorand.send.assetOptIn({ sender: holder.addr, signer: holder.signer, assetId })
      held = 0n
    }
    if (held >= balance) continue
    await algorand.send.assetTransfer({
      sender: creator.addr,
      signer: creator.signer,
      receiver: holder.addr,
      assetId,
      amount: balance - held,
    })
    toppedUp++
  }
  return toppedUp
}
