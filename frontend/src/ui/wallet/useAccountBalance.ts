import { useCallback, useEffect, useState } from 'react'
import { useChain } from '../chain-hooks/useChain'

const REFRESH_MS = 20_000

/** The account's balance in microALGO, refreshed periodically; null while unknown. */
export function useAccountBalance(address: string | null): { balance: bigint | null; refresh: () => void } {
  const chain = useChain()
  const [balance, setBalance] = useState<bigint | null>(null)
  const [tick, setTick] = useState(0)
  const refresh = useCallback(() => setTick((value) => value + 1), [])

  useEffect(() => {
    if (!address) {
      setBalance(null)
      return
    }
    let cancelled = false
    void chain.getBalance(address).then((value) => {
      if (!cancelled) setBalance(value)
    })
    const timer = setInterval(refresh, REFRESH_MS)
    return () => {
      cancelled = true
      clearInterval(timer)
    }
  }, [address, chain, tick, refresh])

  return { balance, refresh }
}
