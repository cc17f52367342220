/**
 * A text field's byte limit as the person types: a counter (always, for a long text; otherwise once
 * the text nears its limit) beside the field's own hint, and past the limit a plain message that
 * also keeps the form from going on (the control's custom validity).
 */
import type { ReactNode } from 'react'
import type { LimitUse } from '../../domain/details/details-limits'
import { formatCount } from '../../domain/text/format'
import { DETAILS_MESSAGES } from '../../domain/messages/messages'
import './ByteLimit.css'

export interface ByteLimitOptions {
  /** The field's own hint, kept before the counter. */
  hint?: ReactNode
  /** Show the counter from the first letter (a long text), not only near the limit. */
  always?: boolean
  /** data-testid of the counter. */
  testId?: string
}

/** The counter's words: how much is used, or how much is left. */
function figure(use: LimitUse, always: boolean): string | null {
  if (always || use.over) return DETAILS_MESSAGES.used(formatCount(use.used), formatCount(use.limit))
  return use.near ? DETAILS_MESSAGES.left(formatCount(use.left)) : null
}

/** The hint, error and custom validity props of a TextField or TextAreaField whose text has a byte limit. */
export function byteLimitProps(use: LimitUse, { hint, always = false, testId }: ByteLimitOptions = {}) {
  const over = use.over ? DETAILS_MESSAGES.over(formatCount(-use.left), formatCount(use.limit)) : ''
  const counter = figure(use, always)
  const tone = use.over ? 'over' : use.near ? 'near' : 'plain'
  return {
    hint:
      hint || counter ? (
        <span className="byte-limit">
          {hint && <span className="byte-limit__hint">{hint}</span>}
          {counter && (
            <span className={`byte-limit__count byte-limit__count--${tone}`} data-testid={testId}>
              {counter}
            </span>
          )}
        </span>
      ) : undefined,
    error: over || undefined,
    customValidity: over,
  }
}
