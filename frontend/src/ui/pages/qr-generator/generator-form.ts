/** The QR Generator form: its values, its required fields and the create input it submits. */
import { formatCount } from '../../../domain/text/format'
import { generateGeneratorEventId } from '../../../domain/event/ids'
import { DETAILS_MESSAGES } from '../../../domain/messages/messages'
import type { AccessType } from '../../../domain/access/access-type'
import type { CreateEventInput } from '../../../domain/event/event'
import { textUse, titleUse } from '../../event-form/text-limits'

export interface GeneratorFormValues {
  eventName: string
  eventId: string
  currentUrl: string
  description: string
  accessType: AccessType
  /** datetime-local value ('2025-06-01T18:00'), '' when none. */
  expiry: string
}

export const EMPTY_GENERATOR_FORM: GeneratorFormValues = {
  eventName: '',
  eventId: '',
  currentUrl: '',
  description: '',
  accessType: 'public',
  expiry: '',
}

/** The name's and the description's limits, as the form shows them. */
export const generatorLimits = (values: GeneratorFormValues) => ({
  eventName: titleUse(values.eventName),
  description: textUse(values.description, 'description'),
})

/** Why the form's texts cannot be sent (one past its limit), or null. */
export function generatorLimitProblem(values: GeneratorFormValues): string | null {
  const { eventName, description } = generatorLimits(values)
  const [label, over] = eventName.over ? ['Event Name', eventName] : ['Description', description]
  return over.over ? DETAILS_MESSAGES.overIn(label, formatCount(-over.left), formatCount(over.limit)) : null
}

export function hasRequiredFields(values: GeneratorFormValues): boolean {
  return values.eventName.trim() !== '' && values.currentUrl.trim() !== ''
}

/** Local date-time input to unix seconds; 0 (never expires) when empty or invalid. */
export function expiryToUnixSeconds(value: string): number {
  if (!value) return 0
  const time = new Date(value).getTime()
  return Number.isFinite(time) ? Math.floor(time / 1000) : 0
}

export interface GeneratorContext {
  now: number
  random: () => number
  resolverUrlFor: (eventId: string) => string
}

export function generatorCreateInput(values: GeneratorFormValues, context: GeneratorContext): CreateEventInput {
  const eventId =
    values.eventId.trim() || generateGeneratorEventId(values.eventName.trim(), context.now, context.random)
  return {
    eventId,
    eventName: values.eventName.trim(),
    currentUrl: values.currentUrl.trim(),
    description: values.description.trim(),
    accessType: values.accessType,
    expiryDate: expiryToUnixSeconds(values.expiry),
    resolverUrl: context.resolverUrlFor(eventId),
    maxCapacity: 0,
    ticketTiers: [],
  }
}
