/**
 * The organiser's registration questions, in the wizard's Settings step and on the Edit page: up
 * to five, each a short text or one of several choices, required or optional, with byte limits
 * shown as the organiser types.
 */
import { useEffect, useRef } from 'react'
import { QUESTION_MESSAGES } from '../../domain/details/registration-question-messages'
import {
  addQuestion,
  canAddQuestion,
  labelUse,
  optionsUse,
  QUESTION_LIMITS,
  questionProblem,
  removeQuestion,
  splitOptions,
  updateQuestion,
  type QuestionKind,
  type RegistrationQuestion,
} from '../../domain/details/registration-questions'
import { byteLimitProps } from '../components/ByteLimit'
import { Button } from '../components/Button'
import { SelectField, TextAreaField, TextField } from '../components/Field'
import './QuestionsEditor.css'

const KIND_OPTIONS: ReadonlyArray<{ value: QuestionKind; label: string }> = [
  { value: 'text', label: QUESTION_MESSAGES.kindText },
  { value: 'choice', label: QUESTION_MESSAGES.kindChoice },
]

interface QuestionsEditorProps {
  questions: RegistrationQuestion[]
  onChange: (questions: RegistrationQuestion[]) => void
  /** The event has no guest-list key: answers could not be private, so attendees are not asked. */
  noKey?: boolean
}

export function QuestionsEditor({ questions, onChange, noKey = false }: QuestionsEditorProps) {
  const previousCount = useRef(questions.length)
  const addButton = useRef<HTMLButtonElement>(null)

  useEffect(() => {
    // Keyboard users land on the question they just added, or back on 'Add a question' after a removal.
    if (questions.length > previousCount.current) {
      document.getElementById(`question-${questions.length - 1}-label`)?.focus()
    } else if (questions.length < previousCount.current) {
      addButton.current?.focus()
    }
    previousCount.current = questions.length
  }, [questions.length])

  const set = (index: number, patch: Partial<RegistrationQuestion>) => onChange(updateQuestion(questions, index, patch))

  return (
    <fieldset className="questions-editor" data-testid="questions-editor">
      <legend className="questions-editor__legend">{QUESTION_MESSAGES.title}</legend>
      <p className="field__hint questions-editor__intro">{QUESTION_MESSAGES.intro}</p>
      {noKey && (
        <p className="alert alert--info" role="status" data-testid="questions-no-key">
          {QUESTION_MESSAGES.noKey}
        </p>
      )}
      {questions.map((question, index) => (
        <QuestionFields
          key={question.id}
          index={index}
          question={question}
          onChange={(patch) => set(index, patch)}
          onRemove={() => onChange(removeQuestion(questions, index))}
        />
      ))}
      <div className="questions-editor__add">
        <Button
          ref={addButton}
          variant="secondary"
          size="small"
          disabled={!canAddQuestion(questions)}
          onClick={() => onChange(addQuestion(questions))}
          data-testid="questions-add"
        >
          {QUESTION_MESSAGES.add}
        </Button>
        <span className="muted">{QUESTION_MESSAGES.limitReached(QUESTION_LIMITS.questions)}</span>
      </div>
    </fieldset>
  )
}

interface QuestionFieldsProps {
  index: number
  question: RegistrationQuestion
  onChange: (patch: Partial<RegistrationQuestion>) => void
  onRemove: () => void
}

function QuestionFields({ index, question, onChange, onRemove }: QuestionFieldsProps) {
  const id = `question-${index}`
  const options = splitOptions(question.options.join('\n'))
  const optionsLimit = byteLimitProps(optionsUse(options), {
    hint: QUESTION_MESSAGES.optionsHint(QUESTION_LIMITS.options),
    testId: `${id}-options-count`,
  })
  // The choices' own problem (too few, repeated) once the label is written: the form does not go on.
  const problem = question.kind === 'choice' && question.label.trim() ? questionProblem(question) : null
  const optionsProblem = optionsLimit.customValidity || problem || ''
  return (
    <fieldset className="questions-editor__question" data-testid={id}>
      <legend className="questions-editor__question-legend">{QUESTION_MESSAGES.label(index + 1)}</legend>
      <div className="wizard-grid">
        <TextField
          id={`${id}-label`}
          data-testid={`${id}-label`}
          label={QUESTION_MESSAGES.wording}
          required
          value={question.label}
          {...byteLimitProps(labelUse(question), { testId: `${id}-label-count` })}
          onChange={(event) => onChange({ label: event.target.value })}
          fieldClassName="wizard-grid__full"
        />
        <SelectField
          id={`${id}-kind`}
          data-testid={`${id}-kind`}
          label={QUESTION_MESSAGES.kind}
          options={KIND_OPTIONS}
          value={question.kind}
          onChange={(event) => onChange({ kind: event.target.value as QuestionKind })}
        />
        <div className="questions-editor__required">
          <input
            id={`${id}-required`}
            data-testid={`${id}-required`}
            type="checkbox"
            checked={question.required}
            onChange={(event) => onChange({ required: event.target.checked })}
          />
          <label htmlFor={`${id}-required`}>{QUESTION_MESSAGES.required}</label>
        </div>
        {question.kind === 'choice' && (
          <TextAreaField
            id={`${id}-options`}
            data-testid={`${id}-options`}
            label={QUESTION_MESSAGES.options}
            rows={4}
            required
            // Kept line by line as typed (an empty last line must survive); cleaned when published.
            value={question.options.join('\n')}
            {...optionsLimit}
            error={optionsProblem || undefined}
            customValidity={optionsProblem}
            onChange={(event) => onChange({ options: event.target.value.split('\n') })}
            fieldClassName="wizard-grid__full"
          />
        )}
      </div>
      <div className="questions-editor__actions">
        <Button
          variant="ghost"
          size="small"
          className="questions-editor__remove"
          onClick={onRemove}
          aria-label={`${QUESTION_MESSAGES.remove} ${index + 1}`}
          data-testid={`${id}-remove`}
        >
          {QUESTION_MESSAGES.remove}
        </Button>
      </div>
    </fieldset>
  )
}
