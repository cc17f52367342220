import { useMemo } from 'react'
import { useChain } from '../chain-hooks/useChain'
import { usePolledRead } from '../chain-hooks/usePolledRead'

/** How often a balance on screen is read again. */
export const BALANCE_REFRESH_MS = 20_000

/** The account's balance in microALGO, refreshed periodically; null while unknown. */
export function useAccountBalance(address: string | null): { balance: bigint | null; refresh: () => void } {
  const chain = useChain()
  const read = useMemo(() => (address ? () => chain.getBalance(address) : null), [address, chain])
  const { value, refresh } = usePolledRead(read, BALANCE_REFRESH_MS)
  return { balance: value ?? null, refresh }
}
