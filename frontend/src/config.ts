/**
 * The one place that reads the environment (VITE_* variables, see frontend/.env.example), but for
 * the attendee sponsor's program (attendee-sponsor-setting.ts). Kept free of heavy imports: the
 * resolver page loads it too.
 */
export type NetworkName = 'localnet' | 'testnet' | 'mainnet'

export interface ServiceConfig {
  server: string
  port: string
  token: string
}

export interface AppConfig {
  network: NetworkName
  /** 'LocalNet', 'TestNet' or 'MainNet', for texts such as 'Stored on Algorand TestNet'. */
  networkLabel: string
  algod: ServiceConfig
  /** A second algod the reads turn to when the first fails or does not answer. */
  algodFallback?: ServiceConfig
  /** Optional: every screen works without an indexer. */
  indexer?: ServiceConfig
  kmd: ServiceConfig & { wallet: string }
  /** 0n when missing or invalid; see appIdProblem. */
  appId: bigint
  /** Base64 of the compiled scan-sponsor LogicSig, APP_ID substituted. */
  scanSponsorProgram?: string
  scanSponsorAddress?: string
  /**
   * Base64 of the compiled attendee-sponsor LogicSig, APP_ID substituted: it pays the fees of
   * attendees' calls on events whose owner pays attendees' costs (its address is the program's).
   */
  attendeeSponsorProgram?: string
  /**
   * USDC's asset id, for prices in USDC: the public USDC on TestNet and MainNet, the test USDC that
   * npm run seed creates on LocalNet (VITE_USDC_ASSET_ID); 0n when there is none.
   */
  usdcAssetId: bigint
  resolverBaseUrl?: string
  explorerTxUrl?: string
  explorerAccountUrl?: string
}

export type Env = Record<string, string | boolean | undefined>

const LOCALNET_TOKEN = 'a'.repeat(64)
const LOCALNET_HOST = 'http://127.0.0.1'
/** Keyless public algod endpoints of each public network: the first, and the one to fall back to. */
export const PUBLIC_ALGOD: Record<Exclude<NetworkName, 'localnet'>, readonly [string, string]> = {
  testnet: ['https://testnet-api.4160.nodely.dev', 'https://testnet-api.algonode.cloud'],
  mainnet: ['https://mainnet-api.4160.nodely.dev', 'https://mainnet-api.algonode.cloud'],
}
/** USDC, the stable asset most Algorand wallets hold (6 decimals), on each public network. */
export const PUBLIC_USDC_ASSET_ID: Record<Exclude<NetworkName, 'localnet'>, bigint> = {
  testnet: 10458941n,
  mainnet: 31566704n,
}
const NETWORK_LABELS: Record<NetworkName, string> = { localnet: 'LocalNet', testnet: 'TestNet', mainnet: 'MainNet' }
const LORA = 'https://lora.algokit.io'

/** A setting's value, trimmed; undefined when it is missing, empty or not text. */
export function settingValue(value: Env[string]): string | undefined {
  if (typeof value !== 'string') return undefined
  const trimmed = value.trim()
  return trimmed === '' ? undefined : trimmed
}

function read(env: Env, key: string): string | undefined {
  return settingValue(env[key])
}

export function withoutTrailingSlash(url: string): string {
  return url.replace(/\/+$/, '')
}

function withTrailingSlash(url: string): string {
  return url.endsWith('/') ? url : `${url}/`
}

function parseNetwork(value: string | undefined): NetworkName {
  const name = value?.toLowerCase()
  return name === 'testnet' || name === 'mainnet' ? name : 'localnet'
}

/** An application's or an asset's id: 0n when missing or not a whole number. */
function parseId(value: string | undefined): bigint {
  return value && /^\d{1,20}$/.test(value) ? BigInt(value) : 0n
}

export function parseConfig(env: Env): AppConfig {
  const network = parseNetwork(read(env, 'VITE_ALGOD_NETWORK'))
  const isLocal = network === 'localnet'
  const defaultToken = isLocal ? LOCALNET_TOKEN : ''
  const indexerServer = read(env, 'VITE_INDEXER_SERVER')
  const explorerTxUrl = read(env, 'VITE_EXPLORER_TX_URL') ?? `${LORA}/${network}/transaction/`
  const publicAlgod = network === 'localnet' ? undefined : PUBLIC_ALGOD[network]
  const algodServer = read(env, 'VITE_ALGOD_SERVER')
  const fallbackServer = read(env, 'VITE_ALGOD_FALLBACK_SERVER') ?? (algodServer ? undefined : publicAlgod?.[1])
  return {
    network,
    networkLabel: NETWORK_LABELS[network],
    algod: {
      server: withoutTrailingSlash(algodServer ?? publicAlgod?.[0] ?? LOCALNET_HOST),
      port: read(env, 'VITE_ALGOD_PORT') ?? (isLocal ? '4001' : ''),
      token: read(env, 'VITE_ALGOD_TOKEN') ?? defaultToken,
    },
    algodFallback: fallbackServer
      ? {
          server: withoutTrailingSlash(fallbackServer),
          port: read(env, 'VITE_ALGOD_FALLBACK_PORT') ?? '',
          token: read(env, 'VITE_ALGOD_FALLBACK_TOKEN') ?? '',
        }
      : undefined,
    indexer: indexerServer
      ? {
          server: withoutTrailingSlash(indexerServer),
          port: read(env, 'VITE_INDEXER_PORT') ?? '',
          token: read(env, 'VITE_INDEXER_TOKEN') ?? defaultToken,
        }
      : undefined,
    kmd: {
      server: withoutTrailingSlash(read(env, 'VITE_KMD_SERVER') ?? LOCALNET_HOST),
      port: read(env, 'VITE_KMD_PORT') ?? '4002',
      token: read(env, 'VITE_KMD_TOKEN') ?? LOCALNET_TOKEN,
      wallet: read(env, 'VITE_KMD_WALLET') ?? 'unencrypted-default-wallet',
    },
    appId: parseId(read(env, 'VITE_APP_ID')),
    scanSponsorProgram: read(env, 'VITE_SCAN_SPONSOR_PROGRAM'),
    scanSponsorAddress: read(env, 'VITE_SCAN_SPONSOR_ADDRESS'),
    attendeeSponsorProgram: read(env, 'VITE_ATTENDEE_SPONSOR_PROGRAM'),
    usdcAssetId:
      parseId(read(env, 'VITE_USDC_ASSET_ID')) || (network === 'localnet' ? 0n : PUBLIC_USDC_ASSET_ID[network]),
    resolverBaseUrl: read(env, 'VITE_RESOLVER_BASE_URL') && withoutTrailingSlash(read(env, 'VITE_RESOLVER_BASE_URL')!),
    explorerTxUrl: withTrailingSlash(explorerTxUrl),
    explorerAccountUrl: withTrailingSlash(
      read(env, 'VITE_EXPLORER_ACCOUNT_URL') ?? explorerTxUrl.replace(/transaction\/?$/, 'account/'),
    ),
  }
}

/** Algod/indexer base URL including the port, e.g. http://127.0.0.1:4001. */
export function serviceUrl(service: ServiceConfig): string {
  return service.port ? `${service.server}:${service.port}` : service.server
}

/**
 * The settings `config` holds, each read by name: a build writes into the entry (which /resolve
 * loads alone) only the values named here, where `import.meta.env` whole would bring every VITE_
 * setting, the attendee sponsor's program among them.
 */
function namedSettings(): Env {
  try {
    return {
      VITE_ALGOD_NETWORK: import.meta.env.VITE_ALGOD_NETWORK,
      VITE_ALGOD_SERVER: import.meta.env.VITE_ALGOD_SERVER,
      VITE_ALGOD_PORT: import.meta.env.VITE_ALGOD_PORT,
      VITE_ALGOD_TOKEN: import.meta.env.VITE_ALGOD_TOKEN,
      VITE_ALGOD_FALLBACK_SERVER: import.meta.env.VITE_ALGOD_FALLBACK_SERVER,
      VITE_ALGOD_FALLBACK_PORT: import.meta.env.VITE_ALGOD_FALLBACK_PORT,
      VITE_ALGOD_FALLBACK_TOKEN: import.meta.env.VITE_ALGOD_FALLBACK_TOKEN,
      VITE_INDEXER_SERVER: import.meta.env.VITE_INDEXER_SERVER,
      VITE_INDEXER_PORT: import.meta.env.VITE_INDEXER_PORT,
      VITE_INDEXER_TOKEN: import.meta.env.VITE_INDEXER_TOKEN,
      VITE_KMD_SERVER: import.meta.env.VITE_KMD_SERVER,
      VITE_KMD_PORT: import.meta.env.VITE_KMD_PORT,
      VITE_KMD_TOKEN: import.meta.env.VITE_KMD_TOKEN,
      VITE_KMD_WALLET: import.meta.env.VITE_KMD_WALLET,
      VITE_APP_ID: import.meta.env.VITE_APP_ID,
      VITE_SCAN_SPONSOR_PROGRAM: import.meta.env.VITE_SCAN_SPONSOR_PROGRAM,
      VITE_SCAN_SPONSOR_ADDRESS: import.meta.env.VITE_SCAN_SPONSOR_ADDRESS,
      VITE_USDC_ASSET_ID: import.meta.env.VITE_USDC_ASSET_ID,
      VITE_RESOLVER_BASE_URL: import.meta.env.VITE_RESOLVER_BASE_URL,
      VITE_EXPLORER_TX_URL: import.meta.env.VITE_EXPLORER_TX_URL,
      VITE_EXPLORER_ACCOUNT_URL: import.meta.env.VITE_EXPLORER_ACCOUNT_URL,
    }
  } catch {
    // import.meta.env is undefined outside Vite (e.g. scripts importing the chain layer under tsx).
    return {}
  }
}

/** The web app's settings; the attendee sponsor's program is attendee-sponsor-setting.ts's. */
export type WebAppConfig = Omit<AppConfig, 'attendeeSponsorProgram'>

export const config: WebAppConfig = parseConfig(namedSettings())
