// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { SelectField, TextField } from './Field'

afterEach(cleanup)

describe('Field', () => {
  it('labels the control, marks it required and links its hint', () => {
    render(
      <TextField
        id="tags"
        label="Tags"
        hint="Separate tags with commas."
        required
        fieldClassName="wide"
        data-testid="tags"
      />,
    )
    const input = screen.getByTestId('tags')
    expect(screen.getByText('Tags').closest('label')?.htmlFor).toBe(input.id)
    expect(input.closest('.field')?.className).toBe('field wide')
    expect(input.className).toBe('field__control')
    expect(input.closest('.field')?.querySelector('.field__required')?.textContent).toBe(' *')
    expect(input.getAttribute('aria-describedby')).toBe('tags-hint')
    expect(document.getElementById('tags-hint')?.textContent).toBe('Separate tags with commas.')
  })

  it('sets a custom validity message on the input', () => {
    const { rerender } = render(<TextField id="title" label="Title" customValidity="Too long" data-testid="title" />)
    const input = screen.getByTestId('title') as HTMLInputElement
    expect(input.validationMessage).toBe('Too long')
    rerender(<TextField id="title" label="Title" customValidity="" data-testid="title" />)
    expect(input.validationMessage).toBe('')
    expect(input.validity.valid).toBe(true)
  })

  it('renders a placeholder and options before any children', () => {
    render(
      <SelectField
        label="Category"
        placeholder="Select a category"
        options={[{ value: 'music', label: 'Music' }]}
        data-testid="category"
      >
        <option value="other">Other</option>
      </SelectField>,
    )
    const select = screen.getByTestId('category') as HTMLSelectElement
    expect(Array.from(select.options, (option) => [option.value, option.textContent])).toEqual([
      ['', 'Select a category'],
      ['music', 'Music'],
      ['other', 'Other'],
    ])
  })
})
