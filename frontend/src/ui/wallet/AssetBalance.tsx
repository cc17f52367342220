/**
 * The wallet card's line for an event priced in an asset: what the connected account holds of it
 * ('75.00 USDC'), 'None yet' before the account has opted in, and that the issuer froze it.
 */
import { useMemo } from 'react'
import type { AssetHolding } from '../../chain'
import { amountIn, type MoneyUnit } from '../../domain/money/amount'
import { paidLabel } from '../../domain/money/money-format'
import { WALLET_MESSAGES } from '../../domain/messages/wallet-messages'
import { useChain } from '../chain-hooks/useChain'
import { usePolledRead } from '../chain-hooks/usePolledRead'
import { BALANCE_REFRESH_MS } from './useAccountBalance'

interface AssetBalanceProps {
  address: string
  currency: MoneyUnit
}

/** undefined while it is being read; null when the account holds none (not opted in). */
type Holding = AssetHolding | null | undefined

function holdingText(holding: Holding, currency: MoneyUnit): string {
  if (holding === undefined) return '…'
  if (holding === null) return WALLET_MESSAGES.assetNoneYet
  const amount = paidLabel(amountIn(currency, holding.amount))
  return holding.frozen ? WALLET_MESSAGES.assetFrozen(amount) : amount
}

/** Read again as the ALGO balance is; a card for another account or asset is mounted afresh (WalletPanel keys it). */
export function AssetBalance({ address, currency }: AssetBalanceProps) {
  const chain = useChain()
  const { assetId } = currency
  const read = useMemo(
    () => (assetId === undefined ? null : () => chain.assetHolding(address, assetId).catch(() => null)),
    [address, assetId, chain],
  )
  const { value: holding } = usePolledRead(read, BALANCE_REFRESH_MS)
  return (
    <>
      <dt>{currency.code}</dt>
      <dd data-testid="wallet-asset-balance">{holdingText(holding, currency)}</dd>
    </>
  )
}
