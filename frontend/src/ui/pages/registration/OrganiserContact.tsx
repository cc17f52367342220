import type { ContactLink, PublicContact } from '../../../domain/event/public-contact'

function Contact({ link, testId }: { link: ContactLink; testId: string }) {
  if (!link.href) return <span data-testid={testId}>{link.text}</span>
  return (
    <a className="registration__contact" href={link.href} data-testid={testId}>
      {link.text}
    </a>
  )
}

/** Who organises the event, and how to reach them, as far as they chose to show it. */
export function OrganiserContact({ contact }: { contact: PublicContact }) {
  return (
    <>
      {contact.name && <span data-testid="registration-organiser">{contact.name}</span>}
      {contact.email && <Contact link={contact.email} testId="registration-organiser-email" />}
      {contact.phone && <Contact link={contact.phone} testId="registration-organiser-phone" />}
    </>
  )
}
