/** Edit an event after creation: the wizard's fields, filled from the event, saved in one signed group. */
import { useState, type FormEvent } from 'react'
import toast from 'react-hot-toast'
import { useNavigate, useParams } from 'react-router-dom'
import { MANAGE_MESSAGES } from '../../../domain/messages/messages'
import { EDIT_MESSAGES } from '../../../domain/event/manage-messages'
import type { DynaEvent } from '../../../domain/event/event'
import { useChain } from '../../chain-hooks/useChain'
import { useEvent } from '../../chain-hooks/useEvent'
import { Button, LinkButton } from '../../components/Button'
import { Card } from '../../components/Card'
import { EventLoading, EventNotFound } from '../../components/EventLoadStates'
import { toastTxSuccess } from '../../components/tx-toast'
import { BasicInfoStep } from '../../event-form/BasicInfoStep'
import { DateTimeStep } from '../../event-form/DateTimeStep'
import { VenueStep } from '../../event-form/VenueStep'
import { QuestionsEditor } from '../../event-form/QuestionsEditor'
import { questionsProblem } from '../../../domain/details/registration-questions'
import type { WizardDraft } from '../../event-form/wizard'
import { managePath } from '../../navigation/event-paths'
import { TierTermsEditor } from './TierTermsEditor'
import {
  buildEventEdit,
  draftFromEvent,
  editChangesEvent,
  tierTermsOf,
  tierTermsProblem,
  type TierTerms,
} from './edit-draft'
import './EditEventPage.css'
import { useWalletAccount } from '../../wallet/wallet-account'

export default function EditEventPage() {
  const { eventId = '' } = useParams()
  const { state, reload } = useEvent(eventId, MANAGE_MESSAGES.loadFailed)
  if (state.status === 'loading') return <EventLoading testId="edit-loading" />
  if (state.status === 'failed' || !state.value) return <EventNotFound eventId={eventId} testId="edit-not-found" />
  return <EditEvent key={state.value.lastUpdatedAt} event={state.value} onSaved={reload} />
}

function EditEvent({ event, onSaved }: { event: DynaEvent; onSaved: () => Promise<void> }) {
  const chain = useChain()
  const navigate = useNavigate()
  const { activeAddress } = useWalletAccount()
  const [draft, setDraft] = useState<WizardDraft>(() => draftFromEvent(event))
  const [terms, setTerms] = useState<TierTerms[]>(() => tierTermsOf(event))
  const [saving, setSaving] = useState(false)
  const isOwner = activeAddress !== null && activeAddress === event.owner
  const update = (patch: Partial<WizardDraft>) => setDraft((current) => ({ ...current, ...patch }))

  async function save(submitted: FormEvent) {
    submitted.preventDefault()
    const problem = tierTermsProblem(terms) ?? questionsProblem(draft.questions)
    if (problem) {
      toast.error(problem)
      return
    }
    const edit = buildEventEdit(draft, terms, event, Math.floor(Date.now() / 1000))
    if (!editChangesEvent(edit, event)) {
      toast(EDIT_MESSAGES.nothingChanged)
      return
    }
    setSaving(true)
    const result = await chain.updateEventDetails(event, edit)
    setSaving(false)
    if (!result.ok) {
      toast.error(`${EDIT_MESSAGES.failed}: ${result.error}`)
      return
    }
    toastTxSuccess(EDIT_MESSAGES.saved, result.value.txId)
    await onSaved()
    void navigate(managePath(event.eventId))
  }

  const blocked = !isOwner ? MANAGE_MESSAGES.ownerNotConnected : !event.active ? EDIT_MESSAGES.inactive : null
  return (
    <div className="page" data-testid="edit-event-page">
      <div className="page__header">
        <div>
          <h1 className="page__title">{EDIT_MESSAGES.title}</h1>
          <p className="page__intro">{EDIT_MESSAGES.intro}</p>
        </div>
        <LinkButton variant="secondary" to={managePath(event.eventId)}>
          {EDIT_MESSAGES.backToManage}
        </LinkButton>
      </div>
      {blocked ? (
        <p className="alert alert--info" role="status" data-testid="edit-blocked">
          {blocked}
        </p>
      ) : (
        <form className="stack" onSubmit={(submitted) => void save(submitted)} data-testid="edit-event-form">
          <fieldset className="edit-event__fields stack" disabled={saving}>
            <Card title="Basic Info">
              <BasicInfoStep draft={draft} update={update} />
            </Card>
            <Card title="Date & Time">
              <DateTimeStep draft={draft} update={update} />
            </Card>
            <Card title="Venue">
              <VenueStep draft={draft} update={update} />
            </Card>
            {terms.length > 0 && (
              <Card title={EDIT_MESSAGES.ticketsTitle} subtitle={EDIT_MESSAGES.ticketsHint}>
                <TierTermsEditor terms={terms} currency={event.currency} onChange={setTerms} />
              </Card>
            )}
            <Card as="div">
              <QuestionsEditor
                questions={draft.questions}
                onChange={(questions) => update({ questions })}
                noKey={!event.sealKey}
              />
            </Card>
          </fieldset>
          <div className="edit-event__actions">
            <Button type="submit" disabled={saving} data-testid="edit-save">
              {saving ? EDIT_MESSAGES.saving : EDIT_MESSAGES.save}
            </Button>
          </div>
        </form>
      )}
    </div>
  )
}
