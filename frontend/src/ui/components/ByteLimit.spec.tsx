// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { limitUse } from '../../domain/details/details-limits'
import { DETAILS_MESSAGES } from '../../domain/messages/messages'
import { byteLimitProps } from './ByteLimit'
import { TextAreaField, TextField } from './Field'

afterEach(cleanup)

function field(used: number, limit: number, options: Parameters<typeof byteLimitProps>[1] = {}) {
  render(
    <TextField id="venue" label="Address" data-testid="venue" {...byteLimitProps(limitUse(used, limit), options)} />,
  )
  return screen.getByTestId('venue') as HTMLInputElement
}

describe('byteLimitProps', () => {
  it('shows nothing far from the limit, then the bytes left, beside the field’s own hint', () => {
    field(10, 100, { hint: 'Street and number.', testId: 'count' })
    expect(screen.queryByTestId('count')).toBeNull()
    expect(document.getElementById('venue-hint')?.textContent).toBe('Street and number.')
    cleanup()

    const input = field(81, 100, { hint: 'Street and number.', testId: 'count' })
    expect(screen.getByTestId('count').textContent).toBe('19 bytes left')
    expect(document.getElementById('venue-hint')?.textContent).toBe('Street and number.19 bytes left')
    expect(input.validity.valid).toBe(true)
    cleanup()

    field(99, 100, { testId: 'count' })
    expect(screen.getByTestId('count').textContent).toBe('1 byte left')
  })

  it('past the limit: a plain message under the field, and the form will not go on', () => {
    const input = field(1_203, 1_200, { testId: 'count' })
    const message = DETAILS_MESSAGES.over('3', '1,200')
    expect(message).toBe(
      'This text is 3 bytes too long: Algorand stores at most 1,200 bytes here. Shorten it to continue.',
    )
    expect(screen.getByRole('alert').textContent).toBe(message)
    expect(input.validationMessage).toBe(message)
    expect(input.getAttribute('aria-invalid')).toBe('true')
    expect(screen.getByTestId('count').textContent).toBe('1,203 of 1,200 bytes')
  })

  it('a long text counts from its first letter, in a text area too', () => {
    render(
      <TextAreaField
        id="about"
        label="Description"
        data-testid="about"
        {...byteLimitProps(limitUse(1_234, 8_000), { always: true, testId: 'count' })}
      />,
    )
    expect(screen.getByTestId('count').textContent).toBe('1,234 of 8,000 bytes')
    expect((screen.getByTestId('about') as HTMLTextAreaElement).validity.valid).toBe(true)
    cleanup()
    render(
      <TextAreaField
        id="about"
        label="Description"
        data-testid="about"
        {...byteLimitProps(limitUse(8_001, 8_000), { always: true })}
      />,
    )
    expect((screen.getByTestId('about') as HTMLTextAreaElement).validationMessage).toBe(
      DETAILS_MESSAGES.over('1', '8,000'),
    )
  })
})
