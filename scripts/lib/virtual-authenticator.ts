/**
 * Chromium's virtual authenticator (the DevTools protocol's WebAuthn domain) standing in for a
 * phone's screen lock: it answers passkey requests with user verification, with the PRF extension
 * unless told otherwise. Shared by the browser tests and the bench.
 */
import type { CDPSession, Page } from 'playwright-core'

export interface VirtualAuthenticator {
  cdp: CDPSession
  id: string
}

/** A virtual platform authenticator on the page's browser context. */
export async function addVirtualAuthenticator(page: Page, hasPrf = true): Promise<VirtualAuthenticator> {
  const cdp = await page.context().newCDPSession(page)
  await cdp.send('WebAuthn.enable')
  const { authenticatorId } = await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport: 'internal',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      hasPrf,
    },
  })
  return { cdp, id: authenticatorId }
}

/** How many passkeys the authenticator holds. */
export async function passkeyCount({ cdp, id }: VirtualAuthenticator): Promise<number> {
  return (await cdp.send('WebAuthn.getCredentials', { authenticatorId: id })).credentials.length
}
