/**
 * The wallet card's line for an event priced in an asset: what the connected account holds of it
 * ('75.00 USDC'), 'None yet' before the account has opted in, and that the issuer froze it.
 */
import { useEffect, useState } from 'react'
import type { AssetHolding } from '../../chain'
import { amountIn, type MoneyUnit } from '../../domain/money/amount'
import { paidLabel } from '../../domain/money/money-format'
import { WALLET_MESSAGES } from '../../domain/messages/wallet-messages'
import { useChain } from '../chain-hooks/useChain'

interface AssetBalanceProps {
  address: string
  currency: MoneyUnit
}

/** How often the holding is read again while the card shows it, as the ALGO balance is. */
const REFRESH_MS = 20_000

/** undefined while it is being read; null when the account holds none (not opted in). */
type Holding = AssetHolding | null | undefined

function holdingText(holding: Holding, currency: MoneyUnit): string {
  if (holding === undefined) return '…'
  if (holding === null) return WALLET_MESSAGES.assetNoneYet
  const amount = paidLabel(amountIn(currency, holding.amount))
  return holding.frozen ? WALLET_MESSAGES.assetFrozen(amount) : amount
}

export function AssetBalance({ address, currency }: AssetBalanceProps) {
  const chain = useChain()
  const [holding, setHolding] = useState<Holding>(undefined)
  const { assetId } = currency
  useEffect(() => {
    if (assetId === undefined) return
    let cancelled = false
    setHolding(undefined)
    const read = () =>
      void chain
        .assetHolding(address, assetId)
        .then((held) => !cancelled && setHolding(held))
        .catch(() => !cancelled && setHolding(null))
    read()
    const timer = setInterval(read, REFRESH_MS)
    return () => {
      cancelled = true
      clearInterval(timer)
    }
  }, [address, assetId, chain])
  return (
    <>
      <dt>{currency.code}</dt>
      <dd data-testid="wallet-asset-balance">{holdingText(holding, currency)}</dd>
    </>
  )
}
