// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react'
import { useState } from 'react'
import { afterEach, describe, expect, it } from 'vitest'
import type { QuestionAnswers, RegistrationQuestion } from '../../../domain/details/registration-questions'
import { RegistrationQuestions } from './RegistrationQuestions'

const questions: RegistrationQuestion[] = [
  { id: 'q1', kind: 'text', label: 'Company', required: true, options: [] },
  { id: 'q3', kind: 'choice', label: 'Meal', required: false, options: ['Vegan', 'Any'] },
]

function Form({ asked = questions }: { asked?: RegistrationQuestion[] }) {
  const [answers, setAnswers] = useState<QuestionAnswers>({})
  return (
    <form>
      <RegistrationQuestions questions={asked} answers={answers} onChange={setAnswers} disabled={false} />
      <output data-testid="answers">{JSON.stringify(answers)}</output>
    </form>
  )
}

afterEach(cleanup)

describe('RegistrationQuestions', () => {
  it('shows nothing for an event without questions', () => {
    render(<Form asked={[]} />)
    expect(screen.queryByTestId('registration-questions')).toBeNull()
  })

  it('labels each question, marks the required ones and the optional ones, and says the answers are private', () => {
    render(<Form />)
    expect(screen.getByRole('group', { name: "The organiser's questions" }).textContent).toMatch(
      /only the organiser can read them/,
    )
    const company = screen.getByRole('textbox', { name: /Company/ }) as HTMLInputElement
    expect(company.required).toBe(true)
    const meal = screen.getByRole('combobox', { name: 'Meal (optional)' }) as HTMLSelectElement
    expect(Array.from(meal.options).map((option) => option.textContent)).toEqual(['Choose one', 'Vegan', 'Any'])
  })

  it('keeps the answers by question id, and counts an answer near its limit', () => {
    render(<Form />)
    fireEvent.change(screen.getByTestId('registration-question-0'), { target: { value: 'a'.repeat(70) } })
    fireEvent.change(screen.getByTestId('registration-question-1'), { target: { value: 'Any' } })
    expect(JSON.parse(screen.getByTestId('answers').textContent ?? '')).toEqual({ q1: 'a'.repeat(70), q3: 'Any' })
    expect(screen.getByTestId('registration-question-0-count').textContent).toBe('10 bytes left')
    fireEvent.change(screen.getByTestId('registration-question-0'), { target: { value: 'a'.repeat(81) } })
    const input = screen.getByTestId('registration-question-0') as HTMLInputElement
    expect(input.validity.valid).toBe(false)
    expect(input.getAttribute('aria-invalid')).toBe('true')
  })
})
