import { describe, expect, it } from 'vitest'
import { parseEventMetadata } from './metadata-schema'
import {
  addQuestion,
  answerLines,
  answersProblem,
  answersToSeal,
  answerUse,
  canAddQuestion,
  cleanQuestions,
  labelUse,
  newQuestion,
  parseAnswers,
  parseQuestions,
  QUESTION_LIMITS,
  questionProblem,
  questionsAsked,
  questionsProblem,
  removeQuestion,
  splitOptions,
  updateQuestion,
  type RegistrationQuestion,
} from './registration-questions'

const company: RegistrationQuestion = { id: 'q1', kind: 'text', label: 'Company', required: true, options: [] }
const meal: RegistrationQuestion = {
  id: 'q2',
  kind: 'choice',
  label: 'Meal',
  required: false,
  options: ['Vegan', 'Vegetarian', 'Any'],
}

describe('editing the questions', () => {
  it('adds up to five, each with an id never given before, even after a removal', () => {
    let questions: RegistrationQuestion[] = []
    for (let n = 0; n < 7; n++) questions = addQuestion(questions)
    expect(questions.map((q) => q.id)).toEqual(['q1', 'q2', 'q3', 'q4', 'q5'])
    expect(canAddQuestion(questions)).toBe(false)
    questions = addQuestion(removeQuestion(questions, 4))
    expect(questions.map((q) => q.id)).toEqual(['q1', 'q2', 'q3', 'q4', 'q5'])
    questions = addQuestion(removeQuestion(questions, 1))
    expect(questions.map((q) => q.id)).toEqual(['q1', 'q3', 'q4', 'q5', 'q6'])
    expect(newQuestion()).toEqual({ id: 'q1', kind: 'text', label: '', required: false, options: [] })
  })

  it('updates one question and leaves the others', () => {
    const updated = updateQuestion([company, meal], 1, { required: true })
    expect(updated).toEqual([company, { ...meal, required: true }])
  })

  it('splits choices one per line, trimmed, empties dropped', () => {
    expect(splitOptions(' Vegan \n\nAny\n')).toEqual(['Vegan', 'Any'])
  })

  it('publishes trimmed questions, a text question without choices', () => {
    const typed = [
      { ...company, label: '  Company ', options: ['left over'] },
      { ...meal, options: [' Vegan', '', 'Any '] },
    ]
    expect(cleanQuestions(typed)).toEqual([
      { ...company, options: [] },
      { ...meal, options: ['Vegan', 'Any'] },
    ])
  })
})

describe('questionProblem', () => {
  it('accepts a worded text question and a choice between two or more', () => {
    expect(questionProblem(company)).toBeNull()
    expect(questionProblem(meal)).toBeNull()
    expect(questionsProblem([company, meal])).toBeNull()
  })

  it('names what keeps a question from being published', () => {
    expect(questionProblem({ ...company, label: '  ' })).toMatch(/write each question/)
    expect(questionProblem({ ...company, label: 'x'.repeat(QUESTION_LIMITS.labelBytes + 1) })).toMatch(/too long/)
    expect(questionProblem({ ...meal, options: ['Vegan', ''] })).toBe(
      'The question "Meal" needs at least 2 choices, one per line.',
    )
    expect(questionProblem({ ...meal, options: ['Vegan', 'Vegan'] })).toMatch(/same choice twice/)
    expect(questionProblem({ ...meal, options: ['1', '2', '3', '4', '5', '6', '7'] })).toMatch(/more than 6 choices/)
    expect(questionProblem({ ...meal, options: ['a'.repeat(200), 'b'.repeat(200)] })).toMatch(/too long together/)
    const six = Array.from({ length: 6 }, (_, i) => ({ ...company, id: `q${i + 1}` }))
    expect(questionsProblem(six)).toBe('An event asks at most 5 questions.')
  })

  it('counts bytes as written on chain as the organiser types', () => {
    expect(labelUse({ label: 'é'.repeat(75) })).toMatchObject({ used: 150, over: false, near: true })
    expect(labelUse({ label: 'é'.repeat(76) }).over).toBe(true)
    expect(answerUse('a'.repeat(80)).over).toBe(false)
    expect(answerUse('a'.repeat(81)).over).toBe(true)
  })
})

describe('parseQuestions', () => {
  it('reads the questions of a details note back as written', () => {
    expect(parseEventMetadata({ questions: [company, meal] })?.questions).toEqual([company, meal])
    expect(parseEventMetadata({ description: 'x' })?.questions).toBeUndefined()
  })

  it('keeps only well-formed questions with unique ids, at most five', () => {
    const parsed = parseQuestions([
      company,
      { ...company, label: 'Same id' },
      { id: 'x1', kind: 'text', label: 'Bad id' },
      { id: 'q3', kind: 'choice', label: 'One choice', options: ['Only'] },
      { id: 'q4', label: 'No kind: text', required: 'yes', options: [1, 'x'] },
      'not a question',
      ...Array.from({ length: 6 }, (_, i) => ({ ...company, id: `q${i + 10}` })),
    ])
    expect(parsed?.map((q) => q.id)).toEqual(['q1', 'q4', 'q10', 'q11', 'q12'])
    expect(parsed?.[1]).toEqual({ id: 'q4', kind: 'text', label: 'No kind: text', required: false, options: ['x'] })
    expect(parseQuestions('nope')).toBeUndefined()
  })
})

describe('answers', () => {
  it('asks the questions only where the answers can be sealed', () => {
    const metadata = { questions: [company] }
    expect(questionsAsked({ sealKey: 'key', metadata })).toEqual([company])
    expect(questionsAsked({ sealKey: null, metadata })).toEqual([])
    expect(questionsAsked({ sealKey: 'key', metadata: {} })).toEqual([])
  })

  it('checks required answers, lengths and choices, in question order', () => {
    expect(answersProblem([company, meal], {})).toBe('Please fill in all required fields: "Company" needs an answer.')
    expect(answersProblem([company, meal], { q1: 'Acme' })).toBeNull()
    expect(answersProblem([company, meal], { q1: 'Acme', q2: 'Fish' })).toBe(
      'Please choose one of the answers offered for "Meal".',
    )
    expect(answersProblem([company], { q1: 'é'.repeat(41) })).toBe(
      'Your answer to "Company" is too long: 80 letters at most (accented letters count as 2).',
    )
  })

  it('seals the answered questions only, trimmed', () => {
    expect(answersToSeal([company, meal], { q1: ' Acme ', q2: ' ', q7: 'old' })).toEqual({ q1: 'Acme' })
  })

  it('reads answers from an opened box: strings under question ids only', () => {
    expect(parseAnswers({ q1: 'Acme', q2: 3, x: 'no', q3: 'Any' })).toEqual({ q1: 'Acme', q3: 'Any' })
    expect(parseAnswers({})).toBeUndefined()
    expect(parseAnswers(['Acme'])).toBeUndefined()
  })

  it("lists a guest's answers in question order, then those to questions removed since", () => {
    expect(answerLines([company, meal], { q2: 'Vegan', q1: 'Acme', q9: 'Blue' })).toEqual([
      { id: 'q1', question: 'Company', answer: 'Acme' },
      { id: 'q2', question: 'Meal', answer: 'Vegan' },
      { id: 'q9', question: 'Earlier question (q9)', answer: 'Blue' },
    ])
    expect(answerLines([company], undefined)).toEqual([])
  })
})
