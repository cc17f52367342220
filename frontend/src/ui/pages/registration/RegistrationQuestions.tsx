/**
 * The organiser's questions on the registration form: a short text field or a choice for each,
 * required ones marked, answers limited in length as the attendee types. The answers are sealed
 * with the name and email (chain/write/registrations.ts).
 */
import { QUESTION_MESSAGES } from '../../../domain/details/registration-question-messages'
import {
  answerUse,
  type QuestionAnswers,
  type RegistrationQuestion,
} from '../../../domain/details/registration-questions'
import { byteLimitProps } from '../../components/ByteLimit'
import { SelectField, TextField } from '../../components/Field'
import './RegistrationQuestions.css'

interface RegistrationQuestionsProps {
  questions: readonly RegistrationQuestion[]
  answers: QuestionAnswers
  onChange: (answers: QuestionAnswers) => void
  disabled: boolean
}

const labelOf = (question: RegistrationQuestion) =>
  question.required ? question.label : `${question.label} ${QUESTION_MESSAGES.optional}`

export function RegistrationQuestions({ questions, answers, onChange, disabled }: RegistrationQuestionsProps) {
  if (questions.length === 0) return null
  const answer = (id: string, value: string) => onChange({ ...answers, [id]: value })
  return (
    <fieldset className="registration__fieldset registration__questions" data-testid="registration-questions">
      <legend className="registration__questions-legend">{QUESTION_MESSAGES.formLegend}</legend>
      <p className="field__hint registration__questions-hint">{QUESTION_MESSAGES.formHint}</p>
      {questions.map((question, index) => {
        const id = `registration-question-${index}`
        const value = answers[question.id] ?? ''
        const field = { id, 'data-testid': id, label: labelOf(question), required: question.required, disabled, value }
        return question.kind === 'choice' ? (
          <SelectField
            key={question.id}
            {...field}
            placeholder={QUESTION_MESSAGES.choose}
            options={question.options.map((option) => ({ value: option, label: option }))}
            onChange={(event) => answer(question.id, event.target.value)}
          />
        ) : (
          <TextField
            key={question.id}
            {...field}
            type="text"
            {...byteLimitProps(answerUse(value), { testId: `${id}-count` })}
            onChange={(event) => answer(question.id, event.target.value)}
          />
        )
      })}
    </fieldset>
  )
}
