import type { FormEvent } from 'react'
import { Button } from '../../components/Button'
import { Card } from '../../components/Card'
import { byteLimitProps } from '../../components/ByteLimit'
import { SelectField, TextAreaField, TextField } from '../../components/Field'
import { ACCESS_TYPE_LABELS } from '../../../domain/event/event-display'
import { DETAILS_MESSAGES } from '../../../domain/messages/messages'
import { ACCESS_INFO_MESSAGES, CREATE_MESSAGES } from '../../../domain/event/create-messages'
import { GUEST_LIST_MESSAGES } from '../../../domain/guest-list/guest-list-messages'
import type { AccessType } from '../../../domain/access/access-type'
import { generatorLimits, type GeneratorFormValues } from './generator-form'
import { scanDepositNote } from '../../../domain/qr/scan-budget'

interface GeneratorFormProps {
  values: GeneratorFormValues
  onChange: (values: GeneratorFormValues) => void
  onSubmit: () => void
  enabled: boolean
  busy: boolean
}

export function GeneratorForm({ values, onChange, onSubmit, enabled, busy }: GeneratorFormProps) {
  const disabled = !enabled || busy
  const set = (patch: Partial<GeneratorFormValues>) => onChange({ ...values, ...patch })
  const limits = generatorLimits(values)

  function submit(event: FormEvent) {
    event.preventDefault()
    onSubmit()
  }

  return (
    <Card title="Event Details">
      {/* noValidate: the screen reports missing fields with a toast instead of browser bubbles. */}
      <form className="form" onSubmit={submit} noValidate data-testid="qr-form">
        <TextField
          label="Event Name"
          required
          value={values.eventName}
          onChange={(event) => set({ eventName: event.target.value })}
          disabled={disabled}
          maxLength={64}
          {...byteLimitProps(limits.eventName, { testId: 'qr-event-name-count' })}
          data-testid="qr-event-name"
        />
        <TextField
          label="Event ID"
          hint="Auto-generated if empty"
          value={values.eventId}
          onChange={(event) => set({ eventId: event.target.value })}
          disabled={disabled}
          maxLength={32}
          pattern="[A-Za-z0-9_\-]+"
          data-testid="qr-event-id"
        />
        <TextField
          label="Initial Redirect URL"
          type="url"
          required
          placeholder="https://"
          hint="Where the QR code will redirect initially"
          value={values.currentUrl}
          onChange={(event) => set({ currentUrl: event.target.value })}
          disabled={disabled}
          data-testid="qr-url"
        />
        <TextAreaField
          label="Description"
          value={values.description}
          {...byteLimitProps(limits.description, {
            hint: DETAILS_MESSAGES.bytesExplained,
            always: true,
            testId: 'qr-description-count',
          })}
          onChange={(event) => set({ description: event.target.value })}
          disabled={disabled}
          data-testid="qr-description"
        />
        <SelectField
          label="Access Type"
          value={values.accessType}
          onChange={(event) => set({ accessType: event.target.value as AccessType })}
          disabled={disabled}
          hint={<span data-testid="qr-access-public-note">{ACCESS_INFO_MESSAGES.destinationPublic}</span>}
          data-testid="qr-access-type"
        >
          {(Object.keys(ACCESS_TYPE_LABELS) as AccessType[]).map((accessType) => (
            <option key={accessType} value={accessType}>
              {ACCESS_TYPE_LABELS[accessType]}
            </option>
          ))}
        </SelectField>
        <TextField
          label="Expiry Date"
          type="datetime-local"
          hint="Optional"
          value={values.expiry}
          onChange={(event) => set({ expiry: event.target.value })}
          disabled={disabled}
          data-testid="qr-expiry"
        />
        <p className="muted" data-testid="qr-scan-deposit-note">
          {scanDepositNote()} {GUEST_LIST_MESSAGES.keySignatureAtCreate}
        </p>
        <div>
          <Button
            type="submit"
            disabled={!enabled}
            busy={busy}
            busyLabel={CREATE_MESSAGES.creating}
            data-testid="qr-submit"
          >
            Create Dynamic QR Code
          </Button>
        </div>
      </form>
    </Card>
  )
}
