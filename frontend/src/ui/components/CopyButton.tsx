/**
 * Copies text to the clipboard, confirmed by a toast. When the clipboard is unavailable or
 * refuses, the text appears in a selected read-only field so it can still be copied by hand.
 */
import { useEffect, useRef, useState } from 'react'
import toast from 'react-hot-toast'
import { SHARE_MESSAGES } from '../../domain/qr/share-link-messages'
import { copyText } from '../platform/clipboard'
import { Button, type ButtonProps } from './Button'
import './CopyButton.css'

export interface CopyButtonProps extends Omit<ButtonProps, 'onClick'> {
  text: string
  successMessage: string
  failureMessage: string
  /** Label of the fallback field shown when copying fails. */
  fallbackLabel?: string
}

export function CopyButton({
  text,
  successMessage,
  failureMessage,
  fallbackLabel = 'Copy this text',
  children,
  variant = 'secondary',
  ...button
}: CopyButtonProps) {
  const [showFallback, setShowFallback] = useState(false)
  const fallbackRef = useRef<HTMLInputElement>(null)

  useEffect(() => {
    if (showFallback) fallbackRef.current?.select()
  }, [showFallback])

  async function copy() {
    const outcome = await copyText(text)
    if (outcome === 'copied') {
      setShowFallback(false)
      toast.success(successMessage)
      return
    }
    toast.error(outcome === 'unavailable' ? SHARE_MESSAGES.clipboardUnavailable : failureMessage)
    setShowFallback(true)
  }

  return (
    <>
      <Button {...button} variant={variant} onClick={() => void copy()}>
        {children}
      </Button>
      {showFallback && (
        <label className="copy-fallback">
          <span className="visually-hidden">{fallbackLabel}</span>
          <input
            ref={fallbackRef}
            className="field__control copy-fallback"
            readOnly
            value={text}
            onFocus={(event) => event.currentTarget.select()}
            data-testid="copy-fallback"
          />
        </label>
      )}
    </>
  )
}
