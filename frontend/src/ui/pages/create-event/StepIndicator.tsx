import { WIZARD_STEPS } from '../../event-form/wizard'

interface StepIndicatorProps {
  current: number
  /** Steps before the current one can be revisited; later steps are reached with Next. */
  onSelect: (step: number) => void
  disabled?: boolean
}

export function StepIndicator({ current, onSelect, disabled }: StepIndicatorProps) {
  return (
    <nav aria-label="Wizard steps" className="wizard-steps">
      <ol className="wizard-steps__list">
        {WIZARD_STEPS.map((step, index) => {
          const state = index < current ? 'done' : index === current ? 'current' : 'upcoming'
          return (
            <li key={step.id} className={`wizard-steps__item wizard-steps__item--${state}`}>
              <button
                type="button"
                className="wizard-steps__button"
                data-testid={`wizard-step-${index + 1}`}
                aria-current={index === current ? 'step' : undefined}
                disabled={disabled || index >= current}
                onClick={() => onSelect(index)}
              >
                <span className="wizard-steps__number" aria-hidden="true">
                  {index < current ? '✓' : index + 1}
                </span>
                <span className="wizard-steps__title">
                  <span className="visually-hidden">Step {index + 1}: </span>
                  {step.title}
                  {index < current && <span className="visually-hidden"> (completed)</span>}
                </span>
              </button>
            </li>
          )
        })}
      </ol>
    </nav>
  )
}
