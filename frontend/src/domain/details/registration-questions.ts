/**
 * The organiser's own questions on the registration form: a few short texts or one-of-several
 * choices, each required or optional. The questions are public event details (they travel in the
 * event's details notes, event-note.ts); the answers are private, sealed with the attendee's name
 * and email (registration-note.ts). Pure: no React, no network.
 *
 * Each question keeps an id for good ('q1', 'q2'…, never reused), and answers are sealed by id: a
 * question reworded or removed after people answered it does not move their answers to another.
 */
import { listBytes, textBytes, limitUse, type LimitUse } from './details-limits'
import { QUESTION_MESSAGES } from './registration-question-messages'

export type QuestionKind = 'text' | 'choice'

export interface RegistrationQuestion {
  id: string
  kind: QuestionKind
  label: string
  required: boolean
  /** The choices of a 'choice' question; empty for a text question. */
  options: string[]
}

/** The answers of one registration, by question id; unanswered questions are absent. */
export type QuestionAnswers = Record<string, string>

/**
 * Limits in bytes of UTF-8 as written (textBytes). The questions share the event's details notes
 * with its other texts (five questions at every limit take about 2.6 KB of the 15 KB): an event
 * that fills every other text to its limit too is refused before signing, as any texts that do not
 * fit (event-note.ts). The answers are sealed in the registration's one note beside the name and
 * email, which is why they are short (registration-note.ts checks the whole note before signing).
 */
export const QUESTION_LIMITS = {
  questions: 5,
  labelBytes: 150,
  options: 6,
  /** The choices as stored: each in quotes, separated by commas. */
  optionsBytes: 300,
  answerBytes: 80,
} as const

const ID_PATTERN = /^q\d{1,3}$/

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

/** A new question's id: one more than the highest ever given in this list, so ids are never reused. */
function nextQuestionId(questions: readonly RegistrationQuestion[]): string {
  const highest = Math.max(0, ...questions.map((question) => Number(question.id.slice(1)) || 0))
  return `q${highest + 1}`
}

export function newQuestion(existing: readonly RegistrationQuestion[] = []): RegistrationQuestion {
  return { id: nextQuestionId(existing), kind: 'text', label: '', required: false, options: [] }
}

export const canAddQuestion = (questions: readonly RegistrationQuestion[]) =>
  questions.length < QUESTION_LIMITS.questions

export function addQuestion(questions: readonly RegistrationQuestion[]): RegistrationQuestion[] {
  return canAddQuestion(questions) ? [...questions, newQuestion(questions)] : [...questions]
}

export function removeQuestion(questions: readonly RegistrationQuestion[], index: number): RegistrationQuestion[] {
  return questions.filter((_, i) => i !== index)
}

export function updateQuestion(
  questions: readonly RegistrationQuestion[],
  index: number,
  patch: Partial<RegistrationQuestion>,
): RegistrationQuestion[] {
  return questions.map((question, i) => (i === index ? { ...question, ...patch } : question))
}

/** A choice list as typed, one choice per line: trimmed, empties dropped. */
export function splitOptions(text: string): string[] {
  return text
    .split('\n')
    .map((option) => option.trim())
    .filter((option) => option.length > 0)
}

export const labelUse = (question: Pick<RegistrationQuestion, 'label'>): LimitUse =>
  limitUse(textBytes(question.label), QUESTION_LIMITS.labelBytes)

export const optionsUse = (options: readonly string[]): LimitUse =>
  limitUse(listBytes(options), QUESTION_LIMITS.optionsBytes)

export const answerUse = (answer: string): LimitUse => limitUse(textBytes(answer), QUESTION_LIMITS.answerBytes)

/** What keeps a question from being published, or null: its wording, its limits, its choices. */
export function questionProblem(question: RegistrationQuestion): string | null {
  const label = question.label.trim()
  if (!label) return QUESTION_MESSAGES.labelMissing
  if (labelUse(question).over) return QUESTION_MESSAGES.labelTooLong(label)
  if (question.kind !== 'choice') return null
  const options = question.options.map((option) => option.trim()).filter(Boolean)
  if (options.length < 2) return QUESTION_MESSAGES.needsTwoChoices(label)
  if (options.length > QUESTION_LIMITS.options) return QUESTION_MESSAGES.tooManyChoices(label, QUESTION_LIMITS.options)
  if (new Set(options).size !== options.length) return QUESTION_MESSAGES.repeatedChoice(label)
  if (optionsUse(options).over) return QUESTION_MESSAGES.choicesTooLong(label)
  return null
}

/** The first problem of any question, or null when all can be published. */
export function questionsProblem(questions: readonly RegistrationQuestion[]): string | null {
  if (questions.length > QUESTION_LIMITS.questions) return QUESTION_MESSAGES.tooMany(QUESTION_LIMITS.questions)
  for (const question of questions) {
    const problem = questionProblem(question)
    if (problem) return problem
  }
  return null
}

/** The questions as published: trimmed, a text question without choices. */
export function cleanQuestions(questions: readonly RegistrationQuestion[]): RegistrationQuestion[] {
  return questions.map((question) => ({
    id: question.id,
    kind: question.kind,
    label: question.label.trim(),
    required: question.required,
    options: question.kind === 'choice' ? question.options.map((option) => option.trim()).filter(Boolean) : [],
  }))
}

/**
 * The questions in a details note (untrusted: anyone reads and anyone could have written look-alike
 * JSON): well-formed ones only, at most the limit, ids unique.
 */
export function parseQuestions(value: unknown): RegistrationQuestion[] | undefined {
  if (!Array.isArray(value)) return undefined
  const seen = new Set<string>()
  const questions: RegistrationQuestion[] = []
  for (const item of value) {
    if (!isRecord(item) || typeof item.id !== 'string' || !ID_PATTERN.test(item.id) || seen.has(item.id)) continue
    if (typeof item.label !== 'string' || !item.label.trim()) continue
    const kind: QuestionKind = item.kind === 'choice' ? 'choice' : 'text'
    const options = Array.isArray(item.options)
      ? item.options.filter((option): option is string => typeof option === 'string' && option.trim() !== '')
      : []
    if (kind === 'choice' && options.length < 2) continue
    seen.add(item.id)
    questions.push({ id: item.id, kind, label: item.label, required: item.required === true, options })
    if (questions.length === QUESTION_LIMITS.questions) break
  }
  return questions
}

/**
 * The questions the registration form asks: none where the event has no guest-list key, since the
 * answers could not be kept private (its name and email are not sent either).
 */
export function questionsAsked(event: {
  sealKey?: string | null
  metadata?: { questions?: RegistrationQuestion[] }
}): RegistrationQuestion[] {
  return event.sealKey ? (event.metadata?.questions ?? []) : []
}

/**
 * The answers checked before anything is sent: every required question answered, every answer
 * within its limit, every choice one of the question's. The first problem, or null.
 */
export function answersProblem(questions: readonly RegistrationQuestion[], answers: QuestionAnswers): string | null {
  for (const question of questions) {
    const answer = (answers[question.id] ?? '').trim()
    if (!answer) {
      if (question.required) return QUESTION_MESSAGES.answerRequired(question.label)
      continue
    }
    if (answerUse(answer).over) return QUESTION_MESSAGES.answerTooLong(question.label, QUESTION_LIMITS.answerBytes)
    if (question.kind === 'choice' && !question.options.includes(answer)) {
      return QUESTION_MESSAGES.notAChoice(question.label)
    }
  }
  return null
}

/** The answers that are sealed: the current questions' only, trimmed, the unanswered left out. */
export function answersToSeal(questions: readonly RegistrationQuestion[], answers: QuestionAnswers): QuestionAnswers {
  const sealed: QuestionAnswers = {}
  for (const question of questions) {
    const answer = (answers[question.id] ?? '').trim()
    if (answer) sealed[question.id] = answer
  }
  return sealed
}

/** Answers in an opened box (untrusted JSON): string values under question ids only. */
export function parseAnswers(value: unknown): QuestionAnswers | undefined {
  if (!isRecord(value)) return undefined
  const answers: QuestionAnswers = {}
  for (const [id, answer] of Object.entries(value)) {
    if (ID_PATTERN.test(id) && typeof answer === 'string') answers[id] = answer
  }
  return Object.keys(answers).length > 0 ? answers : undefined
}

/** One answer as the owner reads it: the question (as worded now, or 'earlier question') and the answer. */
export interface AnswerLine {
  id: string
  question: string
  answer: string
}

/**
 * A registration's answers in the order of the event's questions, then answers to questions the
 * organiser removed since (named as such rather than lost).
 */
export function answerLines(
  questions: readonly RegistrationQuestion[],
  answers: QuestionAnswers | undefined,
): AnswerLine[] {
  if (!answers) return []
  const known = questions.flatMap((question) =>
    answers[question.id] ? [{ id: question.id, question: question.label, answer: answers[question.id] }] : [],
  )
  const ids = new Set(questions.map((question) => question.id))
  const removed = Object.entries(answers)
    .filter(([id]) => !ids.has(id))
    .map(([id, answer]) => ({ id, question: QUESTION_MESSAGES.removedQuestion(id), answer }))
  return [...known, ...removed]
}
