import { useState } from 'react'
import toast from 'react-hot-toast'
import { config } from '../../../config'
import { resolverUrlFor } from '../../../config-links'
import { generateWizardEventId, isValidEventId } from '../../../domain/event/ids'
import { CHAIN_MESSAGES, DETAILS_MESSAGES, WALLET_MESSAGES } from '../../../domain/messages/messages'
import { CREATE_MESSAGES } from '../../../domain/event/create-messages'
import { useChain } from '../../chain-hooks/useChain'
import { useCreateWithRetry } from '../../chain-hooks/useCreateWithRetry'
import { WIZARD_STEPS, buildCreateEventInput, firstIncompleteStep, type WizardDraft } from '../../event-form/wizard'
import { firstOverLimitStep } from '../../event-form/text-limits'
import { useWalletAccount } from '../../wallet/wallet-account'

export interface CreatedEvent {
  eventId: string
  resolverUrl: string
  txId?: string
}

export interface EventCreationInput {
  /** Says where the wizard stands, in its live region: an error or news. */
  announce: (text: string, tone?: 'error' | 'info') => void
  /** Opens a step of the wizard (the first incomplete one, when one is). */
  showStep: (step: number) => void
}

/**
 * Creating the wizard's event on the chain: refused without a wallet or with a step incomplete,
 * announced while the wallet signs, and remembered when it fails so that trying again creates the
 * same event (same id) instead of a second one.
 */
export function useEventCreation({ announce, showStep }: EventCreationInput) {
  const chain = useChain()
  const { activeAddress } = useWalletAccount()
  const [busy, setBusy] = useState(false)
  const [created, setCreated] = useState<CreatedEvent | null>(null)
  const attempts = useCreateWithRetry()

  function fail(message: string) {
    announce(message)
    toast.error(message)
  }

  async function create(draft: WizardDraft): Promise<void> {
    if (!activeAddress) return fail(WALLET_MESSAGES.connectFirst)
    const incomplete = firstIncompleteStep(draft)
    if (incomplete !== null) {
      showStep(incomplete)
      announce(CREATE_MESSAGES.incompleteStep(WIZARD_STEPS[incomplete].title))
      return
    }
    const overLimit = firstOverLimitStep(draft)
    if (overLimit !== null) {
      showStep(overLimit)
      announce(DETAILS_MESSAGES.overLimitInStep(WIZARD_STEPS[overLimit].title))
      return
    }
    const origin = window.location.origin
    const inputWithId = (eventId: string) =>
      buildCreateEventInput(draft, { eventId, origin, resolverUrl: resolverUrlFor(config, eventId, origin) })
    let input = attempts.retriedInput(inputWithId)
    if (!input) {
      const eventId = generateWizardEventId(draft.title, Date.now())
      if (!isValidEventId(eventId)) return fail(CREATE_MESSAGES.failedBecause(CREATE_MESSAGES.idRequired))
      input = inputWithId(eventId)
    }
    setBusy(true)
    announce(CREATE_MESSAGES.creating, 'info')
    const result = await attempts.create(input)
    setBusy(false)
    if (!result.ok) return fail(CREATE_MESSAGES.failedBecause(result.error || CHAIN_MESSAGES.unknown))
    toast.success(CREATE_MESSAGES.created)
    setCreated({ ...result.value, resolverUrl: input.resolverUrl })
    announce(CREATE_MESSAGES.created, 'info')
  }

  return {
    busy,
    created,
    create,
    /** Back to the form, for another event. */
    clearCreated: () => setCreated(null),
    explorerUrl: created?.txId ? chain.explorerTxUrl(created.txId) : undefined,
  }
}
