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
/** The wallet stack (use-wallet) as the panel reaches it, loaded on the first choice. */
const stack = vi.hoisted(() => ({
  connect: vi.fn(),
  disconnect: vi.fn(),
  setActiveAccount: vi.fn(),
  signer: vi.fn(),
  signTransactions: vi.fn(),
}))
vi.mock('./wallet-stack', () => ({ loadWalletStack: async () => stack }))
/** The connected account as the stack publishes it. */
const account = vi.hoisted(() => ({
  activeAddress: null as string | null,
  activeWalletId: null as string | null,
  accounts: [] as { name: string; address: string }[],
}))
vi.mock('./wallet-account', async (original) => ({ ...(await original<object>()), useWalletAccount: () => account }))

const passkeySession = vi.hoisted(() => ({ open: vi.fn() }))
vi.mock('./passkey/passkey-sessions', () => ({ passkeySessionFor: () => passkeySession }))

import { PASSKEY_MESSAGES } from '../../domain/messages/messages'
import { PasskeyProblem } from './passkey/passkey-problem'
const kmdAccounts = vi.hoisted(() => ({ list: vi.fn() }))
vi.mock('./stack/kmd-wallet', () => ({ listKmdAccounts: kmdAccounts.list }))

import { ConnectAnyButton } from './ConnectAnyButton'
import { KmdAccountDialog } from './KmdAccountDialog'
import { WalletPanel } from './WalletPanel'
import { KMD, MYALGO, PASSKEY, PERA, type WalletOption } from './wallet-options'

/** The stack's connect refuses this wallet with this error; the others connect. */
function refuseToConnect(walletId: string, error: Error) {
  stack.connect.mockImplementation(async (id: string) => {
    if (id === walletId) throw error
  })
}

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
  account.activeAddress = null
  account.activeWalletId = null
  account.accounts = []
  toastMock.success.mockClear()
  toastMock.error.mockClear()
  stack.connect.mockReset()
  stack.connect.mockResolvedValue(undefined)
  stack.disconnect.mockReset()
  stack.setActiveAccount.mockReset()
  passkeySession.open.mockReset()
  kmdAccounts.list.mockReset()
  kmdAccounts.list.mockResolvedValue([ADDRESS, OTHER])
})
afterEach(cleanup)

describe('WalletPanel', () => {
  it('offers only the wallets that can sign on LocalNet', () => {
    renderPanel()
    for (const key of ['kmd', 'mnemonic']) expect(screen.getByTestId(`wallet-connect-${key}`)).toBeVisible()
    for (const key of ['pera', 'myalgo']) expect(screen.queryByTestId(`wallet-connect-${key}`)).toBeNull()
  })

  it('takes a cancelled recovery-phrase dialog calmly: no failure reported', async () => {
    refuseToConnect('mnemonic', new Error('No mnemonic provided'))
    renderPanel()
    await click('wallet-connect-mnemonic')
    expect(stack.connect).toHaveBeenCalledWith('mnemonic', undefined)
    expect(toastMock.error).not.toHaveBeenCalled()
    expect(screen.queryByTestId('wallet-error')).toBeNull()
  })

  it('asks which KMD account to connect, the demo organiser marked, and connects the one chosen', async () => {
    renderPanel()
    await click('wallet-connect-kmd')
    // Nothing is connected while the question is open.
    expect(stack.connect).not.toHaveBeenCalled()
    const dialog = await screen.findByRole('dialog', { name: 'Choose an account' })
    const choices = within(dialog).getAllByRole('button', { name: /^Account/ })
    expect(choices.map((choice) => choice.textContent)).toEqual([
      'Account 1AAAAAA...HFKQDemo organiser: owns the demo events',
      'Account 2BBBBBB...BBBB',
    ])
    await waitFor(() => expect(document.activeElement).toBe(choices[0]))
    await chooseAccount(1)
    await waitFor(() => expect(stack.connect).toHaveBeenCalledWith('kmd', OTHER))
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
    expect(stack.connect).not.toHaveBeenCalled()
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
    expect(stack.connect).not.toHaveBeenCalled()
  })

  it('explains that MyAlgo is gone', async () => {
    renderPanel([PERA, MYALGO])
    await click('wallet-connect-myalgo')
    expect(screen.getByTestId('wallet-error').textContent).toBe(
      'MyAlgo is not installed. Please install it from https://wallet.myalgo.com/',
    )
  })

  it('explains that Pera is not installed when its SDK is missing', async () => {
    refuseToConnect('pera', new Error(WALLET_SDK_MISSING))
    renderPanel([PERA, MYALGO])
    await click('wallet-connect-pera')
    const message = 'Pera is not installed. Please install it from https://perawallet.app/'
    expect(screen.getByTestId('wallet-error').textContent).toBe(message)
    expect(toastMock.error).toHaveBeenCalledWith(message)
  })

  it('reports other connection failures', async () => {
    refuseToConnect('kmd', new Error('Failed to fetch'))
    renderPanel()
    await click('wallet-connect-kmd')
    await chooseAccount(0)
    await waitFor(() => expect(toastMock.error).toHaveBeenCalledWith('Failed to connect wallet'))
  })

  it('shows provider, short address, balance with 4 decimals and disconnects', async () => {
    account.activeAddress = ADDRESS
    account.activeWalletId = 'kmd'
    account.accounts = [{ name: 'KMD Account 1', address: ADDRESS }]
    renderPanel()
    await act(async () => {})
    expect(screen.getByTestId('wallet-provider').textContent).toBe('KMD')
    expect(screen.getByTestId('wallet-address').textContent).toBe('AAAAAA...HFKQ')
    expect(screen.getByTestId('wallet-balance').textContent).toBe('12.3457 ALGO')
    expect(screen.getByTestId('wallet-explorer-link').getAttribute('href')).toContain(ADDRESS)
    expect(screen.queryByTestId('wallet-account-select')).toBeNull()
    await click('wallet-disconnect')
    expect(stack.disconnect).toHaveBeenCalled()
    expect(toastMock.success).toHaveBeenCalledWith('Wallet disconnected')
  })

  it.each([
    ['what the account holds', { amount: 75_000_000n, frozen: false }, '75.00 USDC'],
    ['none before the account has opted in', null, 'None yet'],
    ['that its issuer froze it', { amount: 5_000_000n, frozen: true }, '5.00 USDC (frozen by its issuer)'],
  ] as const)('for an event priced in USDC, says %s', async (_, holding, shown) => {
    account.activeAddress = ADDRESS
    account.activeWalletId = 'kmd'
    account.accounts = [{ name: 'KMD Account 1', address: ADDRESS }]
    const assetHolding = vi.fn(async () => holding)
    render(
      <ChainContextReact.Provider value={makeFakeChain({ getBalance: async () => 12_345_678n, assetHolding })}>
        <WalletPanel currency={{ code: 'USDC', decimals: 6, assetId: 10458941n }} />
      </ChainContextReact.Provider>,
    )
    await waitFor(() => expect(screen.getByTestId('wallet-asset-balance').textContent).toBe(shown))
    expect(assetHolding).toHaveBeenCalledWith(ADDRESS, 10458941n)
    expect(screen.getByTestId('wallet-balance').textContent).toBe('12.3457 ALGO')
  })

  it('for an event in ALGO, shows the ALGO balance alone', async () => {
    account.activeAddress = ADDRESS
    account.activeWalletId = 'kmd'
    account.accounts = [{ name: 'KMD Account 1', address: ADDRESS }]
    render(
      <ChainContextReact.Provider value={makeFakeChain({ getBalance: async () => 12_345_678n })}>
        <WalletPanel currency={{ code: 'ALGO', decimals: 6 }} />
      </ChainContextReact.Provider>,
    )
    await act(async () => {})
    expect(screen.queryByTestId('wallet-asset-balance')).toBeNull()
  })

  it("offers the wallet's other accounts, and makes the one chosen active", async () => {
    account.activeAddress = ADDRESS
    account.activeWalletId = 'kmd'
    account.accounts = [
      { name: 'KMD Account 1', address: ADDRESS },
      { name: 'KMD Account 2', address: OTHER },
    ]
    renderPanel()
    const select = screen.getByTestId('wallet-account-select')
    expect([...select.querySelectorAll('option')].map((option) => option.textContent)).toEqual([
      'KMD Account 1 (AAAAAA...HFKQ)',
      'KMD Account 2 (BBBBBB...BBBB)',
    ])
    await act(async () => {
      fireEvent.change(select, { target: { value: OTHER } })
    })
    expect(stack.setActiveAccount).toHaveBeenCalledWith(OTHER)
  })

  it('reports a failed disconnect', async () => {
    account.activeAddress = ADDRESS
    account.activeWalletId = 'kmd'
    stack.disconnect.mockRejectedValue(new Error('x'))
    renderPanel()
    await click('wallet-disconnect')
    expect(toastMock.error).toHaveBeenCalledWith('Failed to disconnect wallet')
  })

  it('says no supported wallet was found when none of its wallets is available', () => {
    renderPanel([MYALGO, PASSKEY])
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
    for (const key of ['kmd', 'mnemonic']) expect(screen.getByTestId(`wallet-connect-${key}`)).toBeVisible()
    expect(screen.queryByTestId('wallet-connect-passkey')).toBeNull()
    expect(screen.queryByTestId('passkey-create')).toBeNull()
  })

  it('opens the passkey account and hands it to use-wallet', async () => {
    passkeySession.open.mockResolvedValue({ address: ADDRESS })
    renderPanel()
    await click('passkey-continue')
    expect(passkeySession.open).toHaveBeenCalledWith({ create: false })
    expect(stack.connect).toHaveBeenCalledWith('custom')
    expect(toastMock.success).toHaveBeenCalledWith(PASSKEY_MESSAGES.connected)
  })

  it('says plainly when there is no passkey yet and offers to create one', async () => {
    passkeySession.open.mockRejectedValueOnce(new PasskeyProblem('none-found', PASSKEY_MESSAGES.noneFound))
    renderPanel()
    await click('passkey-continue')
    expect(screen.getByTestId('passkey-problem').textContent).toBe(PASSKEY_MESSAGES.noneFound)
    expect(stack.connect).not.toHaveBeenCalled()
    expect(toastMock.error).not.toHaveBeenCalled()

    passkeySession.open.mockResolvedValue({ address: ADDRESS })
    await click('passkey-create')
    expect(passkeySession.open).toHaveBeenLastCalledWith({ create: true })
    expect(stack.connect).toHaveBeenCalledWith('custom')
    expect(screen.queryByTestId('passkey-problem')).toBeNull()
  })

  it("says plainly when this passkey can't be used here, and keeps the other ways on offer", async () => {
    passkeySession.open.mockRejectedValue(new PasskeyProblem('unsupported', PASSKEY_MESSAGES.noPrf))
    renderPanel()
    await click('passkey-continue')
    const problem = screen.getByTestId('passkey-problem').textContent ?? ''
    expect(problem).toMatch(/^This passkey can't be used here: /)
    expect(screen.queryByTestId('passkey-create')).toBeNull()
    expect(screen.getByTestId('wallet-connect-kmd')).toBeVisible()
  })

  it('shows a passkey account in its own words: the account and "Log out"', async () => {
    account.activeAddress = ADDRESS
    account.activeWalletId = 'custom'
    account.accounts = [{ name: 'Your passkey account', address: ADDRESS }]
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
    expect(stack.disconnect).toHaveBeenCalled()
    expect(toastMock.success).toHaveBeenCalledWith(PASSKEY_MESSAGES.loggedOut)
  })

  it('is never the wallet "Connect wallet" picks on its own', async () => {
    render(
      <>
        <ConnectAnyButton />
        <KmdAccountDialog />
      </>,
    )
    await click('wallet-connect-any')
    await chooseAccount(0)
    await waitFor(() => expect(stack.connect).toHaveBeenCalledWith('kmd', ADDRESS))
    expect(stack.connect).not.toHaveBeenCalledWith('custom')
  })
})

describe('ConnectAnyButton', () => {
  it("connects the first available wallet and says 'Wallet connected successfully!'", async () => {
    render(
      <>
        <ConnectAnyButton options={[MYALGO, PASSKEY, KMD, PERA]} />
        <KmdAccountDialog />
      </>,
    )
    await click('wallet-connect-any')
    // On LocalNet the first wallet is KMD: its account is asked for too.
    await chooseAccount(0)
    await waitFor(() => expect(stack.connect).toHaveBeenCalledWith('kmd', ADDRESS))
    expect(stack.connect).toHaveBeenCalledTimes(1)
    expect(toastMock.success).toHaveBeenCalledWith('Wallet connected successfully!')
  })

  it('says no supported wallet was found when there is none to connect', async () => {
    render(<ConnectAnyButton options={[MYALGO, PASSKEY]} />)
    await click('wallet-connect-any')
    expect(toastMock.error).toHaveBeenCalledWith('No supported wallets found. Please install a supported wallet app.')
    expect(toastMock.success).not.toHaveBeenCalled()
  })
})
