/** The one button that copies a link: the link's own label and toasts (ui/navigation/share-links.ts). */
import type { ShareLink } from '../navigation/share-links'
import { CopyButton, type CopyButtonProps } from './CopyButton'

export interface CopyLinkButtonProps extends Omit<
  CopyButtonProps,
  'text' | 'successMessage' | 'failureMessage' | 'fallbackLabel'
> {
  link: ShareLink
}

export function CopyLinkButton({ link, children, ...button }: CopyLinkButtonProps) {
  return (
    <CopyButton
      {...button}
      text={link.url}
      successMessage={link.copied}
      failureMessage={link.failed}
      fallbackLabel={link.fieldLabel}
      data-link={link.url}
    >
      {children ?? link.label}
    </CopyButton>
  )
}
