import { CATEGORIES, MAX_NAME_BYTES, byteLimitMessage } from '../../lib/wizard'
import { SelectField, TextAreaField, TextField } from './fields'
import type { StepProps } from './types'

const CATEGORY_OPTIONS = CATEGORIES.map((category) => ({
  value: category,
  label: category.charAt(0).toUpperCase() + category.slice(1),
}))

export function BasicInfoStep({ draft, update }: StepProps) {
  return (
    <div className="wizard-grid">
      <TextField
        id="wizard-title"
        testId="wizard-title"
        label="Event Title"
        required
        maxLength={MAX_NAME_BYTES}
        placeholder="e.g. Algorand Developer Summit"
        value={draft.title}
        customError={byteLimitMessage(draft.title, MAX_NAME_BYTES)}
        onValue={(title) => update({ title })}
        className="wizard-grid__full"
      />
      <div className="wizard-grid__full">
        <TextAreaField
          id="wizard-description"
          testId="wizard-description"
          label="Description"
          required
          rows={4}
          placeholder="What is the event about?"
          value={draft.description}
          onValue={(description) => update({ description })}
        />
      </div>
      <SelectField
        id="wizard-category"
        testId="wizard-category"
        label="Category"
        required
        placeholder="Select a category"
        options={CATEGORY_OPTIONS}
        value={draft.category}
        onValue={(category) => update({ category })}
      />
      <TextField
        id="wizard-tags"
        testId="wizard-tags"
        label="Tags"
        placeholder="blockchain, algorand, web3"
        hint="Separate tags with commas."
        value={draft.tags}
        onValue={(tags) => update({ tags })}
      />
    </div>
  )
}
