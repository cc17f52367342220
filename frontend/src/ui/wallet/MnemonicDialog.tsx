import { useEffect, useRef, useState, type FormEvent, type KeyboardEvent } from 'react'
import { WALLET_MESSAGES } from '../../domain/messages'
import { followMnemonicQuestion, MNEMONIC_WORDS, normaliseMnemonic, type MnemonicQuestion } from './mnemonic-prompt'

/** The page's own dialog for the Mnemonic wallet's 25 words, with Cancel. */
export function MnemonicDialog() {
  const [question, setQuestion] = useState<MnemonicQuestion | null>(null)
  useEffect(() => followMnemonicQuestion(setQuestion), [])
  if (!question) return null
  return <MnemonicForm question={question} />
}

function MnemonicForm({ question }: { question: MnemonicQuestion }) {
  const [words, setWords] = useState('')
  const [problem, setProblem] = useState('')
  const input = useRef<HTMLTextAreaElement>(null)
  useEffect(() => input.current?.focus(), [])

  function submit(event: FormEvent) {
    event.preventDefault()
    const mnemonic = normaliseMnemonic(words)
    const count = mnemonic ? mnemonic.split(' ').length : 0
    if (count !== MNEMONIC_WORDS) {
      setProblem(WALLET_MESSAGES.mnemonicWordCount(count))
      return
    }
    question.answer(mnemonic)
  }

  function onKeyDown(event: KeyboardEvent) {
    if (event.key === 'Escape') question.answer(null)
  }

  return (
    <div className="dialog-backdrop" onKeyDown={onKeyDown}>
      <form
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
          <button type="button" className="btn btn--secondary" onClick={() => question.answer(null)}>
            Cancel
          </button>
          <button type="submit" className="btn btn--primary" data-testid="mnemonic-connect">
            Connect
          </button>
        </div>
      </form>
    </div>
  )
}
