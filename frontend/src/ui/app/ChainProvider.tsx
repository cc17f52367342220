/** Provides the ChainApi to every screen, signing with the wallet connected through use-wallet. */
import { useWallet } from '@txnlab/use-wallet-react'
import type { Transaction } from 'algosdk'
import { useCallback, useEffect, useMemo, useRef, type ReactNode } from 'react'
import { config } from '../../config'
import { metadataStore } from '../platform/storage'
import { sessionSignatureStore } from '../platform/session-signatures'
import { recordActiveAddress } from '../wallet/wallet-session'
import { signingRefusal } from '../wallet/wallet-options'
import { ChainContextReact } from '../chain-hooks/chain-context'
import { logChainFailuresAsWarnings } from '../../chain'
import { createChainApi } from '../../chain'
import { createAlgorandClient, createChainContext } from '../../chain'
import { announcePending } from './pending-notice'

logChainFailuresAsWarnings()

const keySignatures = sessionSignatureStore()

export function ChainProvider({ children }: { children: ReactNode }) {
  const { activeAddress, activeWallet, transactionSigner } = useWallet()
  const algorand = useMemo(() => createAlgorandClient(config), [])

  // use-wallet returns a new signer function on every render; a stable wrapper keeps the ChainApi
  // (and every screen effect that depends on it) unchanged until the account changes.
  const latest = useRef({ transactionSigner, activeAddress, walletId: activeWallet?.id })
  useEffect(() => {
    latest.current = { transactionSigner, activeAddress, walletId: activeWallet?.id }
  })
  // The /resolve page loads no wallet code; it reads the connected account from this record.
  useEffect(() => {
    recordActiveAddress(activeAddress)
  }, [activeAddress])
  // The session's key signatures go with the wallet that made them.
  const previousAddress = useRef(activeAddress)
  useEffect(() => {
    if (previousAddress.current && previousAddress.current !== activeAddress) keySignatures.clear()
    previousAddress.current = activeAddress
  }, [activeAddress])

  const signer = useCallback((group: Transaction[], indexes: number[]) => {
    const { transactionSigner: sign, activeAddress: address, walletId } = latest.current
    const refusal = signingRefusal(address, walletId, config.network)
    return refusal ? Promise.reject(new Error(refusal)) : sign(group, indexes)
  }, [])

  const api = useMemo(
    () =>
      createChainApi(
        createChainContext(
          config,
          metadataStore,
          { address: activeAddress, signer },
          window.location.origin,
          algorand,
          announcePending,
          keySignatures,
        ),
      ),
    [activeAddress, signer, algorand],
  )
  return <ChainContextReact.Provider value={api}>{children}</ChainContextReact.Provider>
}
