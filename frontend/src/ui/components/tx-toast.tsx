import toast from 'react-hot-toast'
import { TxLink } from './TxLink'

/** A success toast with an explorer link for the transaction behind it. */
export function toastTxSuccess(message: string, txId?: string): void {
  if (!txId) {
    toast.success(message)
    return
  }
  toast.success(
    () => (
      <span>
        {message}
        <br />
        <TxLink txId={txId} />
      </span>
    ),
    { duration: 8000 },
  )
}
