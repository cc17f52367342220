import type { WizardDraft } from './wizard'

export interface StepProps {
  draft: WizardDraft
  update: (patch: Partial<WizardDraft>) => void
  disabled?: boolean
}
