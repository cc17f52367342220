import { lazy, Suspense, useEffect, useState } from 'react'
import { followMnemonicQuestion, type MnemonicQuestion } from './mnemonic-prompt'

/** Loaded when the Mnemonic wallet first asks (it checks the words with algosdk, which the wallet stack loads anyway). */
const MnemonicForm = lazy(() => import('./stack/MnemonicForm'))

/** The page's own dialog for the Mnemonic wallet's 25 words, with Cancel, while the wallet asks for them. */
export function MnemonicDialog() {
  const [question, setQuestion] = useState<MnemonicQuestion | null>(null)
  useEffect(() => followMnemonicQuestion(setQuestion), [])
  if (!question) return null
  return (
    <Suspense fallback={null}>
      <MnemonicForm question={question} />
    </Suspense>
  )
}
