import { SelectField, TextAreaField, TextField } from '../components/Field'
import { CATEGORIES, MAX_NAME_BYTES, byteLimitMessage } from './wizard'
import type { StepProps } from './types'
import './event-form.css'

const CATEGORY_OPTIONS = CATEGORIES.map((category) => ({
  value: category,
  label: category.charAt(0).toUpperCase() + category.slice(1),
}))

export function BasicInfoStep({ draft, update }: StepProps) {
  return (
    <div className="wizard-grid">
      <TextField
        id="wizard-title"
        data-testid="wizard-title"
        label="Event Title"
        required
        maxLength={MAX_NAME_BYTES}
        placeholder="e.g. Algorand Developer Summit"
        value={draft.title}
        customValidity={byteLimitMessage(draft.title, MAX_NAME_BYTES)}
        onChange={(event) => update({ title: event.target.value })}
        fieldClassName="wizard-grid__full"
      />
      <div className="wizard-grid__full">
        <TextAreaField
          id="wizard-description"
          data-testid="wizard-description"
          label="Description"
          required
          rows={4}
          placeholder="What is the event about?"
          value={draft.description}
          onChange={(event) => update({ description: event.target.value })}
        />
      </div>
      <SelectField
        id="wizard-category"
        data-testid="wizard-category"
        label="Category"
        required
        placeholder="Select a category"
        options={CATEGORY_OPTIONS}
        value={draft.category}
        onChange={(event) => update({ category: event.target.value })}
      />
      <TextField
        id="wizard-tags"
        data-testid="wizard-tags"
        label="Tags"
        placeholder="blockchain, algorand, web3"
        hint="Separate tags with commas."
        value={draft.tags}
        onChange={(event) => update({ tags: event.target.value })}
      />
    </div>
  )
}
