// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react'
import { generateAccount, secretKeyToMnemonic } from 'algosdk'
import { afterEach, beforeAll, describe, expect, it } from 'vitest'
import { WALLET_MESSAGES } from '../../domain/messages/messages'
import { MnemonicDialog } from './MnemonicDialog'
import { isMnemonicCancel, normaliseMnemonic, promptForMnemonic } from './mnemonic-prompt'

const WORDS = secretKeyToMnemonic(generateAccount().sk)

// The form loads with the first question (algosdk checks the words): loaded here once, ahead of the tests.
beforeAll(async () => {
  await import('./stack/MnemonicForm')
})
afterEach(cleanup)

/** Asks for the words, and waits for the form (loaded with the first question) to show. */
async function ask(): Promise<{ answer: Promise<string | null> }> {
  let answer: Promise<string | null> = Promise.resolve('not asked')
  act(() => {
    answer = promptForMnemonic()
  })
  await screen.findByTestId('mnemonic-dialog')
  return { answer }
}

describe('MnemonicDialog', () => {
  it('shows nothing until the wallet asks, then answers with the words typed', async () => {
    render(<MnemonicDialog />)
    expect(screen.queryByTestId('mnemonic-dialog')).toBeNull()
    const { answer } = await ask()
    const dialog = screen.getByRole('dialog', { name: 'Connect with a recovery phrase' })
    expect(dialog.textContent).toContain(WALLET_MESSAGES.mnemonicHelp)
    expect(document.activeElement).toBe(screen.getByTestId('mnemonic-input'))
    fireEvent.change(screen.getByTestId('mnemonic-input'), { target: { value: `  ${WORDS.toUpperCase()}\n` } })
    fireEvent.click(screen.getByTestId('mnemonic-connect'))
    expect(await answer).toBe(WORDS)
    expect(screen.queryByTestId('mnemonic-dialog')).toBeNull()
  })

  it('says how many words are missing and keeps the dialog open', async () => {
    render(<MnemonicDialog />)
    await ask()
    fireEvent.change(screen.getByTestId('mnemonic-input'), { target: { value: 'one two three' } })
    fireEvent.click(screen.getByTestId('mnemonic-connect'))
    expect(screen.getByTestId('mnemonic-error').textContent).toBe(WALLET_MESSAGES.mnemonicWordCount(3))
    expect(screen.getByTestId('mnemonic-dialog')).toBeVisible()
  })

  it('refuses 25 words that are not a recovery phrase, keeping the dialog open', async () => {
    render(<MnemonicDialog />)
    await ask()
    const wrong = Array.from({ length: 25 }, () => 'abandon').join(' ')
    fireEvent.change(screen.getByTestId('mnemonic-input'), { target: { value: wrong } })
    fireEvent.click(screen.getByTestId('mnemonic-connect'))
    expect(screen.getByTestId('mnemonic-error').textContent).toBe(WALLET_MESSAGES.mnemonicInvalid)
    expect(screen.getByTestId('mnemonic-dialog')).toBeVisible()
  })

  it('is modal: Escape anywhere cancels, Tab stays inside, and focus returns to what opened it', async () => {
    render(
      <>
        <button type="button">Open</button>
        <MnemonicDialog />
      </>,
    )
    const opener = screen.getByRole('button', { name: 'Open' })
    opener.focus()
    const { answer } = await ask()
    const connect = screen.getByTestId('mnemonic-connect')
    connect.focus()
    fireEvent.keyDown(document, { key: 'Tab' })
    expect(document.activeElement).toBe(screen.getByTestId('mnemonic-input'))
    fireEvent.keyDown(document, { key: 'Tab', shiftKey: true })
    expect(document.activeElement).toBe(connect)
    act(() => document.body.focus())
    act(() => {
      fireEvent.keyDown(document, { key: 'Escape' })
    })
    expect(await answer).toBeNull()
    expect(screen.queryByTestId('mnemonic-dialog')).toBeNull()
    expect(document.activeElement).toBe(opener)
  })

  it('answers nothing on Cancel and on Escape', async () => {
    render(<MnemonicDialog />)
    const cancelled = await ask()
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }))
    expect(await cancelled.answer).toBeNull()
    const escaped = await ask()
    fireEvent.keyDown(screen.getByTestId('mnemonic-input'), { key: 'Escape' })
    expect(await escaped.answer).toBeNull()
    expect(screen.queryByTestId('mnemonic-dialog')).toBeNull()
  })
})

describe('mnemonic prompt', () => {
  it('cancels a question still open when a new one is asked', async () => {
    const first = promptForMnemonic()
    void promptForMnemonic()
    expect(await first).toBeNull()
  })

  it("recognises use-wallet's cancel and tidies the words", () => {
    expect(isMnemonicCancel(new Error('No mnemonic provided'))).toBe(true)
    expect(isMnemonicCancel(new Error('Invalid mnemonic'))).toBe(false)
    expect(normaliseMnemonic(' Abc\tdef \n ghi ')).toBe('abc def ghi')
  })
})
