/** The Mnemonic wallet's question for the 25 words, as a form checked with algosdk before it answers. */
import { mnemonicToSecretKey } from 'algosdk'
import { useCallback, useRef, useState, type FormEvent } from 'react'
import { WALLET_MESSAGES } from '../../../domain/messages/messages'
import { MNEMONIC_WORDS, normaliseMnemonic, type MnemonicQuestion } from '../mnemonic-prompt'
import { Button } from '../../components/Button'
import { useModalDialog } from '../useModalDialog'
import '../WalletDialog.css'

/** Why the words cannot be a recovery phrase, or '' when they are one. */
function mnemonicProblem(mnemonic: string): string {
  const count = mnemonic ? mnemonic.split(' ').length : 0
  if (count !== MNEMONIC_WORDS) return WALLET_MESSAGES.mnemonicWordCount(count)
  try {
    mnemonicToSecretKey(mnemonic)
    return ''
  } catch {
    return WALLET_MESSAGES.mnemonicInvalid
  }
}

export default function MnemonicForm({ question }: { question: MnemonicQuestion }) {
  const [words, setWords] = useState('')
  const [problem, setProblem] = useState('')
  const form = useRef<HTMLFormElement>(null)
  const input = useRef<HTMLTextAreaElement>(null)

  const cancel = useCallback(() => question.answer(null), [question])
  useModalDialog(form, cancel, input)

  function submit(event: FormEvent) {
    event.preventDefault()
    const mnemonic = normaliseMnemonic(words)
    const found = mnemonicProblem(mnemonic)
    if (found) {
      setProblem(found)
      return
    }
    question.answer(mnemonic)
  }

  return (
    <div className="dialog-backdrop">
      <form
        ref={form}
        className="card dialog"
        role="dialog"
        aria-modal="true"
        aria-labelledby="mnemonic-title"
        aria-describedby="mnemonic-help"
        onSubmit={submit}
        data-testid="mnemonic-dialog"
      >
        <h2 id="mnemonic-title" className="card__title">
          Connect with a recovery phrase
        </h2>
        <p id="mnemonic-help" className="muted">
          {WALLET_MESSAGES.mnemonicHelp}
        </p>
        <label className="field">
          <span className="field__label">Your 25 words</span>
          <textarea
            ref={input}
            className="field__control"
            rows={4}
            value={words}
            onChange={(event) => {
              setWords(event.target.value)
              setProblem('')
            }}
            autoComplete="off"
            autoCapitalize="none"
            spellCheck={false}
            data-testid="mnemonic-input"
          />
        </label>
        {problem && (
          <p className="field__error" role="alert" data-testid="mnemonic-error">
            {problem}
          </p>
        )}
        <div className="dialog__actions">
          <Button variant="secondary" onClick={() => question.answer(null)}>
            Cancel
          </Button>
          <Button variant="primary" type="submit" data-testid="mnemonic-connect">
            Connect
          </Button>
        </div>
      </form>
    </div>
  )
}
