// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { ChainContextReact } from '../chain-hooks/chain-context'
import { makeFakeChain } from '../../testing/fake-chain'
import { WALLET_SDK_MISSING } from '../../chain'

const toastMock = vi.hoisted(() => Object.assign(vi.fn(), { success: vi.fn(), error: vi.fn() }))
vi.mock('react-hot-toast', () => ({ default: toastMock }))

const ADDRESS = 'AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAY5HFKQ'
const OTHER = 'BBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBB'
const wallet = vi.hoisted(() => ({
  kmd: {
    id: 'kmd',
    metadata: { name: 'KMD' },
    connect: vi.fn(),
    disconnect: vi.fn(),
    setActive: vi.fn(),
    setActiveAccount: vi.fn(),
  },
  pera: {
    id: 'pera',
    metadata: { name: 'Pera' },
    connect: vi.fn(),
    disconnect: vi.fn(),
    setActive: vi.fn(),
    setActiveAccount: vi.fn(),
  },
  passkey: {
    id: 'custom',
    metadata: { name: 'Passkey' },
    connect: vi.fn(),
    disconnect: vi.fn(),
    setActive: vi.fn(),
    setActiveAccount: vi.fn(),
  },
}))
const walletState = vi.hoisted(() => ({
  activeAddress: null as string | null,
  activeWallet: null as unknown,
  activeWalletAccounts: null as null | { name: string; address: string }[],
  wallets: [] as unknown[],
}))
vi.mock('@txnlab/use-wallet-react', () => ({
  useWallet: () => walletState,
  WalletId: { PERA: 'pera', KMD: 'kmd', MNEMONIC: 'mnemonic', EXODUS: 'exodus', CUSTOM: 'custom' },
}))

const passkeySession = vi.hoisted(() => ({ open: vi.fn() }))
vi.mock('./passkey/passkey-provider', () => ({ passkeySessionFor: () => passkeySession }))

import { PASSKEY_MESSAGES } from '../../domain/messages'
import { PasskeyProblem } from './passkey/passkey-problem'
const kmdAccounts = vi.hoisted(() => ({ list: vi.fn() }))
vi.mock('./kmd-wallet', () => ({ listKmdAccounts: kmdAccounts.list }))

import { ConnectAnyButton } from './ConnectAnyButton'
import { KmdAccountDialog } from './KmdAccountDialog'
import { WalletPanel } from './WalletPanel'
import { MYALGO, PERA, type WalletOption } from './wallet-options'

function renderPanel(options?: WalletOption[]) {
  render(
    <ChainContextReact.Provider value={makeFakeChain({ getBalance: async () => 12_345_678n })}>
      <WalletPanel options={options} />
      <KmdAccountDialog />
    </ChainContextReact.Provider>,
  )
}

async function click(testId: string) {
  await act(async () => {
    fireEvent.click(screen.getByTestId(testId))
  })
}

/** Chooses the KMD account at `position` once the dialog (loaded on the first question) shows it. */
async function chooseAccount(position: number) {
  const choice = await screen.findByTestId(`kmd-account-${position}`)
  await act(async () => {
    fireEvent.click(choice)
  })
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
}

beforeEach(() => {
  walletState.activeAddress = null
  walletState.activeWallet = null
  walletState.activeWalletAccounts = null
  walletState.wallets = [wallet.kmd, wallet.pera, wallet.passkey]
  toastMock.success.mockClear()
  toastMock.error.mockClear()
  wallet.kmd.connect.mockReset()
  wallet.kmd.setActiveAccount.mockReset()
  wallet.pera.connect.mockReset()
  wallet.passkey.connect.mockReset()
  wallet.passkey.disconnect.mockReset()
  passkeySession.open.mockReset()
  kmdAccounts.list.mockReset()
  kmdAccounts.list.mockResolvedValue([ADDRESS, OTHER])
})
afterEach(cleanup)

describe('WalletPanel', () => {
  it('offers only the wallets that can sign on LocalNet', () => {
    renderPanel()
    for (const key of ['kmd', 'mnemonic']) expect(screen.getByTestId(`wallet-connect-${key}`)).toBeTruthy()
    for (const key of ['pera', 'myalgo']) expect(screen.queryByTestId(`wallet-connect-${key}`)).toBeNull()
  })

  it('takes a cancelled recovery-phrase dialog calmly: no failure reported', async () => {
    const mnemonic = { ...wallet.kmd, id: 'mnemonic', metadata: { name: 'Mnemonic' }, connect: vi.fn() }
    mnemonic.connect.mockRejectedValue(new Error('No mnemonic provided'))
    walletState.wallets = [wallet.kmd, mnemonic]
    renderPanel()
    await click('wallet-connect-mnemonic')
    expect(mnemonic.connect).toHaveBeenCalled()
    expect(toastMock.error).not.toHaveBeenCalled()
    expect(screen.queryByTestId('wallet-error')).toBeNull()
  })

  it('asks which KMD account to connect, the demo organiser marked, and connects the one chosen', async () => {
    wallet.kmd.connect.mockResolvedValue([{ address: ADDRESS }, { address: OTHER }])
    renderPanel()
    await click('wallet-connect-kmd')
    // Nothing is connected while the question is open.
    expect(wallet.kmd.connect).not.toHaveBeenCalled()
    const dialog = await screen.findByRole('dialog', { name: 'Choose an account' })
    const choices = within(dialog).getAllByRole('button', { name: /^Account/ })
    expect(choices.map((choice) => choice.textContent)).toEqual([
      'Account 1AAAAAA...HFKQDemo organiser: owns the demo events',
      'Account 2BBBBBB...BBBB',
    ])
    await waitFor(() => expect(document.activeElement).toBe(choices[0]))
    await chooseAccount(1)
    await waitFor(() => expect(wallet.kmd.connect).toHaveBeenCalled())
    expect(wallet.kmd.setActiveAccount).toHaveBeenCalledWith(OTHER)
    expect(toastMock.success).toHaveBeenCalledWith('Connected to KMD wallet!')
  })

  it('connects nothing and reports no failure when the account question is cancelled', async () => {
    renderPanel()
    await click('wallet-connect-kmd')
    await screen.findByRole('dialog', { name: 'Choose an account' })
    await act(async () => {
      fireEvent.keyDown(document.body, { key: 'Escape' })
    })
    expect(screen.queryByRole('dialog')).toBeNull()
    expect(wallet.kmd.connect).not.toHaveBeenCalled()
    expect(toastMock.error).not.toHaveBeenCalled()
    expect(screen.queryByTestId('wallet-error')).toBeNull()
  })

  it('says KMD has no accounts, or cannot be reached, before asking anything', async () => {
    kmdAccounts.list.mockResolvedValue([])
    renderPanel()
    await click('wallet-connect-kmd')
    expect((await screen.findByTestId('wallet-error')).textContent).toBe('No accounts found in KMD')
    kmdAccounts.list.mockRejectedValue(new TypeError('Failed to fetch'))
    await click('wallet-connect-kmd')
    await waitFor(() =>
      expect(screen.getByTestId('wallet-error').textContent).toBe(
        'Wallet connection failed: KMD cannot be reached (is LocalNet running?)',
      ),
    )
    expect(screen.queryByRole('dialog')).toBeNull()
    expect(wallet.kmd.connect).not.toHaveBeenCalled()
  })

  it('explains that MyAlgo is gone', async () => {
    renderPanel([PERA, MYALGO])
    await click('wallet-connect-myalgo')
    expect(screen.getByTestId('wallet-error').textContent).toBe(
      'MyAlgo is not installed. Please install it from https://wallet.myalgo.com/',
    )
  })

  it('explains that Pera is not installed when its SDK is missing', async () => {
    wallet.pera.connect.mockRejectedValue(new Error(WALLET_SDK_MISSING))
    renderPanel([PERA, MYALGO])
    await click('wallet-connect-pera')
    const message = 'Pera is not installed. Please install it from https://perawallet.app/'
    expect(screen.getByTestId('wallet-error').textContent).toBe(message)
    expect(toastMock.error).toHaveBeenCalledWith(message)
  })

  it('reports other connection failures', async () => {
    wallet.kmd.connect.mockRejectedValue(new Error('Failed to fetch'))
    renderPanel()
    await click('wallet-connect-kmd')
    await chooseAccount(0)
    await waitFor(() => expect(toastMock.error).toHaveBeenCalledWith('Failed to connect wallet'))
  })

  it('shows provider, short address, balance with 4 decimals and disconnects', async () => {
    walletState.activeAddress = ADDRESS
    walletState.activeWallet = wallet.kmd
    walletState.activeWalletAccounts = [{ name: 'KMD Account 1', address: ADDRESS }]
    wallet.kmd.disconnect.mockResolvedValue(undefined)
    renderPanel()
    await act(async () => {})
    expect(screen.getByTestId('wallet-provider').textContent).toBe('KMD')
    expect(screen.getByTestId('wallet-address').textContent).toBe('AAAAAA...HFKQ')
    expect(screen.getByTestId('wallet-balance').textContent).toBe('12.3457 ALGO')
    expect(screen.getByTestId('wallet-explorer-link').getAttribute('href')).toContain(ADDRESS)
    await click('wallet-disconnect')
    expect(wallet.kmd.disconnect).toHaveBeenCalled()
    expect(toastMock.success).toHaveBeenCalledWith('Wallet disconnected')
  })

  it('reports a failed disconnect', async () => {
    walletState.activeAddress = ADDRESS
    walletState.activeWallet = wallet.kmd
    wallet.kmd.disconnect.mockRejectedValue(new Error('x'))
    renderPanel()
    await click('wallet-disconnect')
    expect(toastMock.error).toHaveBeenCalledWith('Failed to disconnect wallet')
  })

  it('says no supported wallet was found when none of its wallets is available', () => {
    walletState.wallets = []
    renderPanel()
    expect(screen.getByTestId('wallet-none-supported').textContent).toBe(
      'No supported wallets found. Please install a supported wallet app.',
    )
  })

  it('does not say so while a wallet is available', () => {
    renderPanel()
    expect(screen.queryByTestId('wallet-none-supported')).toBeNull()
  })
})

/** The words a passkey user never reads (as tests/unit/plain-words.spec.ts lists them). */
const CRYPTO_WORDS = /\b(wallets?|ALGOs?|sign(s|ed|ing|ature|atures)?|transactions?)\b/i

describe('the passkey in the wallet panel', () => {
  it('offers "Continue with a passkey" first, saying what a passkey is, beside the other wallets', () => {
    renderPanel()
    expect(screen.getByTestId('passkey-continue').textContent).toBe('Continue with a passkey')
    expect(screen.getByTestId('passkey-choice').textContent).toContain(
      "Use your phone's or computer's screen lock — Face ID, fingerprint or PIN — no app to install.",
    )
    for (const key of ['kmd', 'mnemonic']) expect(screen.getByTestId(`wallet-connect-${key}`)).toBeTruthy()
    expect(screen.queryByTestId('wallet-connect-passkey')).toBeNull()
    expect(screen.queryByTestId('passkey-create')).toBeNull()
  })

  it('opens the passkey account and hands it to use-wallet', async () => {
    passkeySession.open.mockResolvedValue({ address: ADDRESS })
    wallet.passkey.connect.mockResolvedValue([{ address: ADDRESS }])
    renderPanel()
    await click('passkey-continue')
    expect(passkeySession.open).toHaveBeenCalledWith({ create: false })
    expect(wallet.passkey.connect).toHaveBeenCalled()
    expect(wallet.passkey.setActive).toHaveBeenCalled()
    expect(toastMock.success).toHaveBeenCalledWith(PASSKEY_MESSAGES.connected)
  })

  it('says plainly when there is no passkey yet and offers to create one', async () => {
    passkeySession.open.mockRejectedValueOnce(new PasskeyProblem('none-found', PASSKEY_MESSAGES.noneFound))
    renderPanel()
    await click('passkey-continue')
    expect(screen.getByTestId('passkey-problem').textContent).toBe(PASSKEY_MESSAGES.noneFound)
    expect(wallet.passkey.connect).not.toHaveBeenCalled()
    expect(toastMock.error).not.toHaveBeenCalled()

    passkeySession.open.mockResolvedValue({ address: ADDRESS })
    wallet.passkey.connect.mockResolvedValue([{ address: ADDRESS }])
    await click('passkey-create')
    expect(passkeySession.open).toHaveBeenLastCalledWith({ create: true })
    expect(wallet.passkey.connect).toHaveBeenCalled()
    expect(screen.queryByTestId('passkey-problem')).toBeNull()
  })

  it("says plainly when this passkey can't be used here, and keeps the other ways on offer", async () => {
    passkeySession.open.mockRejectedValue(new PasskeyProblem('unsupported', PASSKEY_MESSAGES.noPrf))
    renderPanel()
    await click('passkey-continue')
    const problem = screen.getByTestId('passkey-problem').textContent ?? ''
    expect(problem).toMatch(/^This passkey can't be used here: /)
    expect(screen.queryByTestId('passkey-create')).toBeNull()
    expect(screen.getByTestId('wallet-connect-kmd')).toBeTruthy()
  })

  it('shows a passkey account in its own words: the account and "Log out"', async () => {
    walletState.activeAddress = ADDRESS
    walletState.activeWallet = wallet.passkey
    walletState.activeWalletAccounts = [{ name: 'Your passkey account', address: ADDRESS }]
    wallet.passkey.disconnect.mockResolvedValue(undefined)
    render(
      <ChainContextReact.Provider value={makeFakeChain({ getBalance: async () => 12_345_678n })}>
        <WalletPanel title="Your wallet" />
      </ChainContextReact.Provider>,
    )
    await act(async () => {})
    const panel = screen.getByTestId('wallet-panel')
    expect(panel.textContent).toContain('Your passkey account')
    expect(screen.getByTestId('wallet-address').getAttribute('data-address')).toBe(ADDRESS)
    expect(panel.textContent).not.toMatch(CRYPTO_WORDS)
    expect(screen.queryByTestId('wallet-balance')).toBeNull()
    await click('passkey-log-out')
    expect(wallet.passkey.disconnect).toHaveBeenCalled()
    expect(toastMock.success).toHaveBeenCalledWith(PASSKEY_MESSAGES.loggedOut)
  })

  it('is never the wallet "Connect wallet" picks on its own', async () => {
    walletState.wallets = [wallet.passkey, wallet.kmd]
    wallet.kmd.connect.mockResolvedValue([{ address: ADDRESS }])
    render(
      <>
        <ConnectAnyButton />
        <KmdAccountDialog />
      </>,
    )
    await click('wallet-connect-any')
    await chooseAccount(0)
    await waitFor(() => expect(wallet.kmd.connect).toHaveBeenCalled())
    expect(wallet.passkey.connect).not.toHaveBeenCalled()
  })
})

describe('ConnectAnyButton', () => {
  it("connects the first available wallet and says 'Wallet connected successfully!'", async () => {
    walletState.wallets = [wallet.pera, wallet.kmd]
    wallet.kmd.connect.mockResolvedValue([{ address: ADDRESS }])
    render(
      <>
        <ConnectAnyButton />
        <KmdAccountDialog />
      </>,
    )
    await click('wallet-connect-any')
    // On LocalNet the first wallet is KMD: its account is asked for too.
    await chooseAccount(0)
    await waitFor(() => expect(wallet.kmd.setActiveAccount).toHaveBeenCalledWith(ADDRESS))
    expect(wallet.kmd.connect).toHaveBeenCalled()
    expect(wallet.pera.connect).not.toHaveBeenCalled()
    expect(toastMock.success).toHaveBeenCalledWith('Wallet connected successfully!')
  })

  it('says no supported wallet was found when there is none to connect', async () => {
    walletState.wallets = []
    render(<ConnectAnyButton />)
    await click('wallet-connect-any')
    expect(toastMock.error).toHaveBeenCalledWith('No supported wallets found. Please install a supported wallet app.')
    expect(toastMock.success).not.toHaveBeenCalled()
  })
})
