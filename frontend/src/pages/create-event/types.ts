import type { WizardDraft } from '../../lib/wizard'

export interface StepProps {
  draft: WizardDraft
  update: (patch: Partial<WizardDraft>) => void
  disabled?: boolean
}
