/** QR Generator: an event with only a name and a destination. */
import { useState } from 'react'
import toast from 'react-hot-toast'
import { useCreateWithRetry } from '../../chain-hooks/useCreateWithRetry'
import { toastTxSuccess } from '../../components/tx-toast'
import { config } from '../../../config'
import { resolverUrlFor } from '../../../config-links'
import { CREATE_MESSAGES, GENERATOR_MESSAGES } from '../../../domain/event/create-messages'
import { EMPTY_GENERATOR_FORM, generatorCreateInput, generatorLimitProblem, hasRequiredFields } from './generator-form'
import { qrImageDataUrl } from '../../platform/qr'
import { ConnectBanner } from './ConnectBanner'
import { CreatedView, type CreatedQr } from './CreatedView'
import { GeneratorForm } from './GeneratorForm'
import { HowItWorks } from './HowItWorks'
import './QrGeneratorPage.css'
import { useWalletAccount } from '../../wallet/wallet-account'

export default function QrGeneratorPage() {
  const { activeAddress } = useWalletAccount()
  const [values, setValues] = useState(EMPTY_GENERATOR_FORM)
  const [busy, setBusy] = useState(false)
  const [created, setCreated] = useState<CreatedQr | null>(null)
  const attempts = useCreateWithRetry()

  async function create() {
    if (!activeAddress) {
      toast.error(GENERATOR_MESSAGES.notConnected)
      return
    }
    if (!hasRequiredFields(values)) {
      toast.error(GENERATOR_MESSAGES.missingFields)
      return
    }
    const tooLong = generatorLimitProblem(values)
    if (tooLong) {
      toast.error(tooLong)
      return
    }
    const context = {
      now: Date.now(),
      random: Math.random,
      resolverUrlFor: (eventId: string) => resolverUrlFor(config, eventId, window.location.origin),
    }
    const input =
      attempts.retriedInput((eventId) => generatorCreateInput({ ...values, eventId }, context)) ??
      generatorCreateInput(values, context)
    setBusy(true)
    const result = await attempts.create(input)
    if (!result.ok) {
      setBusy(false)
      toast.error(GENERATOR_MESSAGES.failed(result.error || CREATE_MESSAGES.failed))
      return
    }
    const { txId } = result.value
    toastTxSuccess(GENERATOR_MESSAGES.created, txId)
    let imageDataUrl: string | null = null
    try {
      imageDataUrl = await qrImageDataUrl(input.resolverUrl)
    } catch {
      toast.error(GENERATOR_MESSAGES.qrImageFailed)
    }
    setBusy(false)
    setCreated({ input, imageDataUrl, txId })
  }

  function createAnother() {
    setCreated(null)
    setValues(EMPTY_GENERATOR_FORM)
  }

  return (
    <div className="page">
      <div className="page__header">
        <div>
          <h1 className="page__title">Dynamic QR Generator</h1>
          <p className="page__intro">
            Create a QR code whose destination lives on Algorand. Print it once, then change where it leads whenever you
            need to.
          </p>
        </div>
      </div>
      {created ? (
        <CreatedView created={created} onCreateAnother={createAnother} />
      ) : (
        <div className="stack">
          <ConnectBanner />
          <div className="layout-split">
            <GeneratorForm
              values={values}
              onChange={setValues}
              onSubmit={() => void create()}
              enabled={activeAddress !== null}
              busy={busy}
            />
            <HowItWorks />
          </div>
        </div>
      )}
    </div>
  )
}
