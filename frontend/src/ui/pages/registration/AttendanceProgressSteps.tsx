import { attendanceSteps, type AttendanceProgress, type StepState } from './completion-model'

const STATE_TEXT: Record<StepState, string> = {
  pending: 'Waiting',
  active: 'In progress',
  done: 'Done',
  failed: 'Failed',
}

/** Attendance recorded, token minted, token claimed: each step with where it stands. */
export function AttendanceProgressSteps({
  progress,
  plain = false,
}: {
  progress: AttendanceProgress
  plain?: boolean
}) {
  return (
    <ol className="registration__progress" aria-label="Attendance progress" data-testid="registration-progress">
      {attendanceSteps(plain).map((step) => (
        <li
          key={step.key}
          className={`registration__progress-step is-${progress[step.key]}`}
          data-testid={`registration-progress-${step.key}`}
        >
          <span className="registration__progress-dot" aria-hidden="true" />
          <span className="registration__progress-label">{step.label}</span>
          <span className="registration__progress-state">{STATE_TEXT[progress[step.key]]}</span>
        </li>
      ))}
    </ol>
  )
}
