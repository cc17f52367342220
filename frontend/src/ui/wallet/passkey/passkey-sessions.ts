/** The page's one passkey session per network and app: the panel opens it, the passkey wallet signs with it. */
import { createAccountNode } from '../../../chain'
import type { AppConfig } from '../../../config'
import { browserStorage } from '../../platform/json-storage'
import { browserWebAuthn } from './passkey-ceremonies'
import { createPasskeySession, type PasskeySession } from './passkey-session'

const sessions = new Map<string, PasskeySession>()

export function passkeySessionFor(config: AppConfig): PasskeySession {
  const key = `${config.network}:${config.appId}:${config.algod.server}`
  let session = sessions.get(key)
  if (!session) {
    session = createPasskeySession({
      appId: config.appId,
      network: config.network,
      node: createAccountNode(config),
      storage: browserStorage,
      webAuthn: browserWebAuthn,
      subtle: () => globalThis.crypto?.subtle,
    })
    sessions.set(key, session)
  }
  return session
}
