import { lazy, Suspense, useEffect, useState } from 'react'
import { followKmdAccountQuestion, type KmdAccountQuestion } from './kmd-account-prompt'

/** Loaded when KMD first asks, so that the app's first screen does not carry it. */
const KmdAccountChooser = lazy(() => import('./KmdAccountChooser'))

/** The page's own dialog for choosing which of the KMD wallet's accounts to connect, while one is asked. */
export function KmdAccountDialog() {
  const [question, setQuestion] = useState<KmdAccountQuestion | null>(null)
  useEffect(() => followKmdAccountQuestion(setQuestion), [])
  if (!question) return null
  return (
    <Suspense fallback={null}>
      <KmdAccountChooser question={question} />
    </Suspense>
  )
}
