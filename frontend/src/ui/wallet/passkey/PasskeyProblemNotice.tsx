/** Why a passkey did not open an account, as an alert: news when none answered, else a warning. */
import type { PasskeyProblem } from './passkey-problem'

interface PasskeyProblemNoticeProps {
  problem: Pick<PasskeyProblem, 'kind' | 'message'> | null
  className?: string
}

export function PasskeyProblemNotice({ problem, className }: PasskeyProblemNoticeProps) {
  if (!problem) return null
  const tone = problem.kind === 'none-found' ? 'alert--info' : 'alert--warning'
  return (
    <p
      className={className ? `alert ${tone} ${className}` : `alert ${tone}`}
      role="alert"
      data-testid="passkey-problem"
      data-kind={problem.kind}
    >
      {problem.message}
    </p>
  )
}
