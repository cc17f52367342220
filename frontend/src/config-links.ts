/**
 * What the settings mean beyond reaching the node: the missing-app message, the resolver links a
 * QR code encodes, the explorer links. Apart from config.ts so that the /resolve page, which needs
 * none of it, does not ship it.
 */
import { withoutTrailingSlash, type AppConfig } from './config'

export const APP_ID_MISSING_MESSAGE =
  'DynaQR contract application ID is missing. Set VITE_APP_ID to the deployed DynaQR application and reload.'

/** The "application id missing" message when no app is configured. */
export function appIdProblem(config: Pick<AppConfig, 'appId'>): string | null {
  return config.appId > 0n ? null : APP_ID_MISSING_MESSAGE
}

export function resolverBase(config: Pick<AppConfig, 'resolverBaseUrl'>, origin: string): string {
  return config.resolverBaseUrl ?? withoutTrailingSlash(origin)
}

/** The permanent QR target: {base}/resolve?event={id}. */
export function resolverUrlFor(config: Pick<AppConfig, 'resolverBaseUrl'>, eventId: string, origin: string): string {
  return `${resolverBase(config, origin)}/resolve?event=${encodeURIComponent(eventId)}`
}

export function explorerTxLink(config: Pick<AppConfig, 'explorerTxUrl'>, txId: string): string | undefined {
  return config.explorerTxUrl ? `${config.explorerTxUrl}${encodeURIComponent(txId)}` : undefined
}

export function explorerAccountLink(
  config: Pick<AppConfig, 'explorerAccountUrl'>,
  address: string,
): string | undefined {
  return config.explorerAccountUrl ? `${config.explorerAccountUrl}${encodeURIComponent(address)}` : undefined
}
