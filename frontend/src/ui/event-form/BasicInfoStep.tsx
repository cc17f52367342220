import { byteLimitProps } from '../components/ByteLimit'
import { SelectField, TextAreaField, TextField } from '../components/Field'
import { DETAILS_MESSAGES } from '../../domain/messages/messages'
import { CATEGORIES, MAX_NAME_BYTES } from './wizard'
import { listUse, textUse, titleUse } from './text-limits'
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
        {...byteLimitProps(titleUse(draft.title), { testId: 'wizard-title-count' })}
        onChange={(event) => update({ title: event.target.value })}
        fieldClassName="wizard-grid__full"
      />
      <div className="wizard-grid__full">
        <TextAreaField
          id="wizard-description"
          data-testid="wizard-description"
          label="Description"
          required
          rows={6}
          placeholder="What is the event about?"
          value={draft.description}
          {...byteLimitProps(textUse(draft.description, 'description'), {
            hint: DETAILS_MESSAGES.bytesExplained,
            always: true,
            testId: 'wizard-description-count',
          })}
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
        value={draft.tags}
        {...byteLimitProps(listUse(draft.tags, 'tags'), {
          hint: 'Separate tags with commas.',
          testId: 'wizard-tags-count',
        })}
        onChange={(event) => update({ tags: event.target.value })}
      />
    </div>
  )
}
