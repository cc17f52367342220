/**
 * Provides the ChainApi to every screen: its reads start at once; its writes load the write path
 * and sign with the wallet connected through the wallet stack, which is loaded by then (a wallet
 * had to connect). Reads the app's first screen asked for before its code arrived are adopted.
 */
import type { Transaction } from 'algosdk'
import { useCallback, useEffect, useMemo, useRef, type ReactNode } from 'react'
import { config } from '../../config'
import { attendeeSponsorProgram } from '../../attendee-sponsor-setting'
import { metadataStore } from '../platform/storage'
import { sessionSignatureStore } from '../platform/session-signatures'
import { useWalletAccount } from '../wallet/wallet-account'
import { recordActiveAddress } from '../wallet/wallet-session'
import { loadWalletStack } from '../wallet/wallet-stack'
import { ChainContextReact } from '../chain-hooks/chain-context'
import { createBrowserChainApi } from '../../chain'
import { withEarlyReads } from './early-reads'

/**
 * The notice of a write still pending, loaded with the first one (the write path, which announces
 * it, has loaded by then): until it has, there is nothing to take down.
 */
function announcePendingOnceLoaded(txId: string): () => void {
  let settled = false
  let takeDown: (() => void) | undefined
  void import('./pending-notice').then(({ announcePending }) => {
    if (!settled) takeDown = announcePending(txId)
  })
  return () => {
    settled = true
    takeDown?.()
  }
}

/** The reads' fetch: the page's own, adopting the reads index.html started before the app's code arrived. */
const readFetch = withEarlyReads(fetch.bind(globalThis))

const keySignatures = sessionSignatureStore()

export function ChainProvider({ children }: { children: ReactNode }) {
  const { activeAddress } = useWalletAccount()

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

  // One signer for the page's life, so that the ChainApi (and every screen effect that depends on
  // it) stays the same until the account changes; the wallet stack signs with the wallet active then.
  const signer = useCallback(
    async (group: Transaction[], indexes: number[]) => (await loadWalletStack()).signer(group, indexes),
    [],
  )

  const api = useMemo(
    () =>
      createBrowserChainApi({ ...config, attendeeSponsorProgram }, metadataStore, {
        wallet: { address: activeAddress, signer },
        origin: window.location.origin,
        announcePending: announcePendingOnceLoaded,
        keySignatures,
        fetchImpl: readFetch,
      }),
    [activeAddress, signer],
  )
  return <ChainContextReact.Provider value={api}>{children}</ChainContextReact.Provider>
}
