// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react'
import { MemoryRouter, Route, Routes } from 'react-router-dom'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { AccessChallenge } from '../../../domain/access/access-proof'
import { ACCESS_MESSAGES } from '../../../domain/messages/messages'
import { ChainContextReact } from '../../chain-hooks/chain-context'
import { recordActiveAddress } from '../../wallet/wallet-session'
import { makeFakeChain, type FakeChain } from '../../../testing/fake-chain'

const HOLDER = 'H'.repeat(58)
const OTHER = 'O'.repeat(58)

const wallet = vi.hoisted(() => ({
  activeAddress: null as string | null,
  activeWalletAccounts: null as { address: string }[] | null,
  signTransactions: vi.fn(),
}))
vi.mock('../../wallet/wallet-account', async (original) => ({
  ...(await original<object>()),
  useWalletAccount: () => ({
    activeAddress: wallet.activeAddress,
    activeWalletId: wallet.activeAddress ? 'kmd' : null,
    accounts: (wallet.activeWalletAccounts ?? []).map(({ address }) => ({ name: '', address })),
  }),
}))
vi.mock('../../wallet/wallet-stack', () => ({
  loadWalletStack: async () => ({ signTransactions: wallet.signTransactions }),
}))
vi.mock('../../wallet/WalletPanel', () => ({ WalletPanel: () => <div data-testid="wallet-panel" /> }))

import ProveAccessPage from './ProveAccessPage'

function renderPage(chain: FakeChain, redirect = vi.fn()) {
  render(
    <ChainContextReact.Provider value={chain}>
      <MemoryRouter initialEntries={['/events/GATED-1/access']}>
        <Routes>
          <Route path="/events/:eventId/access" element={<ProveAccessPage redirect={redirect} />} />
        </Routes>
      </MemoryRouter>
    </ChainContextReact.Provider>,
  )
  return redirect
}

function connect(address: string | null, accounts: string[] = address ? [address] : []) {
  wallet.activeAddress = address
  wallet.activeWalletAccounts = accounts.map((account) => ({ address: account }))
}

const chainFor = (address: string, resolved: Awaited<ReturnType<FakeChain['resolve']>>) =>
  makeFakeChain({
    accessProofRequest: async () => ({
      challenge: { eventId: 'GATED-1', address } as AccessChallenge,
      transaction: Uint8Array.of(1),
    }),
    resolve: async () => resolved,
  })

afterEach(() => {
  cleanup()
  localStorage.clear()
  wallet.signTransactions.mockReset()
})

describe('ProveAccessPage', () => {
  it('asks a visitor without a wallet to connect one, and cannot sign', () => {
    connect(null)
    renderPage(makeFakeChain())
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Prove you hold the token')
    expect(screen.getByTestId('access-status').textContent).toBe('Wallet connection required for NFT-gated access')
    expect(screen.getByTestId('access-prove')).toHaveProperty('disabled', true)
    expect(screen.getByTestId('access-proof').textContent).toContain('A rekeyed account cannot prove this way.')
  })

  it('signs with the connected wallet and goes to the destination once the proof passes', async () => {
    connect(HOLDER)
    wallet.signTransactions.mockResolvedValue([Uint8Array.of(7)])
    const chain = chainFor(HOLDER, { success: true, eventId: 'GATED-1', redirectUrl: 'https://gated.example/members' })
    const redirect = renderPage(chain)
    await act(async () => fireEvent.click(screen.getByTestId('access-prove')))
    expect(chain.accessProofRequest).toHaveBeenCalledWith('GATED-1', HOLDER)
    expect(wallet.signTransactions).toHaveBeenCalledWith([Uint8Array.of(1)])
    expect(screen.getByTestId('access-destination').textContent).toBe('Taking you to gated.example')
    expect(redirect).toHaveBeenCalledWith('https://gated.example/members')
  })

  it("asks the connected account, not a holder's address planted in storage, and shows the refusal", async () => {
    recordActiveAddress(HOLDER)
    connect(OTHER)
    wallet.signTransactions.mockResolvedValue([Uint8Array.of(7)])
    const chain = chainFor(OTHER, { success: false, eventId: 'GATED-1', error: ACCESS_MESSAGES.tokenMissing })
    const redirect = renderPage(chain)
    expect(screen.getByTestId('access-address').dataset.address).toBe(OTHER)
    await act(async () => fireEvent.click(screen.getByTestId('access-prove')))
    expect(chain.accessProofRequest).toHaveBeenCalledWith('GATED-1', OTHER)
    expect(screen.getByTestId('access-error').textContent).toBe('Required NFT not found in wallet')
    expect(redirect).not.toHaveBeenCalled()
  })

  it('pre-selects the recorded account when the connected wallet holds it', () => {
    recordActiveAddress(HOLDER)
    connect(OTHER, [OTHER, HOLDER])
    renderPage(makeFakeChain())
    expect(screen.getByTestId('access-address').dataset.address).toBe(HOLDER)
  })
})
