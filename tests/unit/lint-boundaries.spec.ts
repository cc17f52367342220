/**
 * The layer boundaries in eslint.config.js, tried on one-line files placed in each layer: every
 * forbidden import must be reported, and the imports a layer relies on must not be.
 */
import { ESLint } from 'eslint'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'

const repoRoot = fileURLToPath(new URL('../..', import.meta.url))
/** The probes are not files of the TypeScript project: the type-aware rules, which need one, are off here. */
const eslint = new ESLint({
  cwd: repoRoot,
  overrideConfig: {
    languageOptions: { parserOptions: { projectService: false } },
    rules: { '@typescript-eslint/no-floating-promises': 'off', '@typescript-eslint/no-misused-promises': 'off' },
  },
})

const DOMAIN = 'frontend/src/domain/event/probe.ts'
const DOMAIN_SPEC = 'frontend/src/domain/event/probe.spec.ts'
const READ = 'frontend/src/chain/read/probe.ts'
const READ_SPEC = 'frontend/src/chain/read/probe.spec.ts'
const WRITE = 'frontend/src/chain/write/probe.ts'
const WRITE_SPEC = 'frontend/src/chain/write/probe.spec.ts'
const NODE = 'frontend/src/chain/node/probe.ts'
const NODE_SPEC = 'frontend/src/chain/node/probe.spec.ts'
const SCAN = 'frontend/src/chain/scan/probe.ts'
const PRIVACY = 'frontend/src/chain/privacy/probe.ts'
const CHAIN = 'frontend/src/chain/probe.ts'
const CONFIG = 'frontend/src/config.ts'
const UI = 'frontend/src/ui/pages/probe.tsx'
const UI_SPEC = 'frontend/src/ui/pages/probe.spec.tsx'
const RESOLVER = 'frontend/src/ui/resolve/probe.ts'
/** Beside the wallet panel, and inside the wallet stack that loads apart. */
const WALLET = 'frontend/src/ui/wallet/probe.ts'
const WALLET_STACK = 'frontend/src/ui/wallet/stack/probe.ts'
/** A file in one screen's folder, and a test beside it. */
const SCREEN = 'frontend/src/ui/pages/manage/probe.tsx'
const SCREEN_SPEC = 'frontend/src/ui/pages/dashboard/probe.spec.tsx'
/** The chain's face to Node programs, and the scripts and tests that use it. */
const NODE_FACE = 'frontend/src/chain/node-api.ts'
const SCRIPT = 'scripts/lib/probe.ts'
const BENCH = 'scripts/bench/probe.ts'
const CHAIN_TEST = 'tests/integration/probe.spec.ts'
const TEST_SUPPORT = 'tests/support/probe.ts'
/** The one file of tests/ that may reach beneath the chain's faces. */
const CHAIN_INTERNALS = 'tests/support/chain-internals.ts'

async function boundaryErrors(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: `${repoRoot}${filePath}` })
  return result.messages.filter((message) => message.ruleId === 'no-restricted-imports').map((m) => m.message)
}

const importOf = (source: string) => `import { probe } from '${source}'\nexport const used = probe\n`

describe('layer boundaries', () => {
  it.each([
    [DOMAIN, '../../chain/node/box-keys'],
    [DOMAIN, '../../chain/write/client'],
    [DOMAIN, '../../ui/platform/storage'],
    [DOMAIN, '../../config'],
    [DOMAIN, 'react'],
    [DOMAIN, 'react/jsx-runtime'],
    [DOMAIN, 'react-dom/client'],
    [DOMAIN, 'react-router-dom'],
    [DOMAIN, 'react-hot-toast'],
    [DOMAIN, 'algosdk'],
    [DOMAIN, '@algorandfoundation/algokit-utils'],
    [DOMAIN, '@algorandfoundation/algokit-utils/types/amount'],
    [DOMAIN, '@txnlab/use-wallet-react'],
    [DOMAIN, 'qrcode'],
    [DOMAIN, '../../../../artifacts/dynaqr/DynaQrClient'],
    [DOMAIN, '../../../../artifacts/dynaqr/DynaQrMinimalClient'],
    [DOMAIN_SPEC, '../../chain/node/box-keys'],
    [DOMAIN_SPEC, '../../ui/platform/storage'],
    [DOMAIN_SPEC, 'react'],
    [READ, 'algosdk'],
    [READ, '@algorandfoundation/algokit-utils/types/algorand-client'],
    [READ, 'react'],
    [READ, 'react-dom'],
    [READ, '@txnlab/use-wallet-react'],
    [READ, '../write/client'],
    [READ, '../../chain/write/errors'],
    [READ, '../../ui/platform/storage'],
    [READ, '../../../../artifacts/dynaqr/DynaQrClient'],
    [READ, '../../../../artifacts/dynaqr/DynaQrMinimalClient'],
    [READ, '../scan/sponsored-scan'],
    [READ, '../privacy/sealed-box'],
    [READ_SPEC, '../write/client'],
    [NODE, '../read/get-event'],
    [NODE, '../scan/resolve-event'],
    [NODE, '../write/client'],
    [NODE, '../privacy/sealed-box'],
    [NODE, 'algosdk'],
    [NODE, 'react'],
    [NODE_SPEC, '../scan/sponsored-scan'],
    [SCAN, '../read/get-event'],
    [SCAN, '../write/errors'],
    [SCAN, '../privacy/sealed-box'],
    [SCAN, '../../ui/resolve/resolver-view'],
    [SCAN, 'algosdk'],
    [SCAN, '@algorandfoundation/algokit-utils/types/amount'],
    [SCAN, 'react'],
    [SCAN, '../../../../artifacts/dynaqr/DynaQrMinimalClient'],
    [PRIVACY, '../write/client'],
    [PRIVACY, 'algosdk'],
    [UI, '../../chain/write/client'],
    [UI, '../../chain/write/errors'],
    [UI, '../../chain/read/event-pages'],
    [UI, '../../chain/node/algod-rest'],
    [UI, '../../chain/scan/resolve-event'],
    [UI, '../../chain/api'],
    [UI, '../../chain/chain-api'],
    [RESOLVER, '../../chain'],
    [RESOLVER, '../../chain/node/algod-core'],
    [RESOLVER, '../../chain/scan/chain-reader'],
    [RESOLVER, 'react'],
    [RESOLVER, 'react-dom'],
    [RESOLVER, 'algosdk'],
    [RESOLVER, '@txnlab/use-wallet-react'],
    [READ_SPEC, '../../ui/platform/storage'],
    [WRITE, '../../ui/platform/storage'],
    [WRITE, '../../ui/wallet/wallet-options'],
    [WRITE, 'react'],
    [WRITE, 'react-dom'],
    [WRITE_SPEC, '../../ui/platform/storage'],
    [CHAIN, '../ui/chain-hooks'],
    [CHAIN, 'react'],
    [CHAIN, './write/client'],
    [CHAIN, './write/write-path'],
    [CHAIN, 'algosdk'],
    [CHAIN, '@algorandfoundation/algokit-utils/types/algorand-client'],
    [UI, '@txnlab/use-wallet-react'],
    [UI, 'algosdk'],
    [UI, '@algorandfoundation/algokit-utils'],
    [UI, 'buffer'],
    [SCREEN, '../../wallet/stack/wallet-stack'],
    [WALLET, './stack/wallet-stack'],
    [WALLET, '@txnlab/use-wallet-react'],
    ['frontend/src/main.ts', 'algosdk'],
    [CONFIG, './domain/contract/limits'],
    [CONFIG, './chain/api'],
    [CONFIG, 'vite'],
    [DOMAIN, '../../testing/event-record-fixture'],
    [READ, '../../testing/fake-fetch'],
    [WRITE, '../../testing/fake-write-context'],
    [UI, '../../testing/fake-chain'],
    [SCREEN, '../door/door-paths'],
    [SCREEN, '../registration/registration-model'],
    [SCREEN, '../create-event'],
    [SCREEN, '../../../chain/api'],
    [SCREEN, '../../../testing/fake-chain'],
    [SCREEN_SPEC, '../analytics/AnalyticsPage'],
    [UI, '../../chain/node-api'],
    [SCREEN, '../../../chain/node-api'],
    [NODE_FACE, '../ui/platform/storage'],
    [NODE_FACE, 'react'],
    [NODE_FACE, '../testing/fake-chain'],
    [SCRIPT, '../../frontend/src/chain/write/client'],
    [SCRIPT, '../../frontend/src/chain/chain-api'],
    [SCRIPT, '../../frontend/src/chain/api'],
    [BENCH, '../../frontend/src/chain/node/algod-core'],
    [BENCH, '../../frontend/src/chain/privacy/guest-list'],
    [CHAIN_TEST, '../../frontend/src/chain/node/algod-rest'],
    [CHAIN_TEST, '../../frontend/src/chain/scan/sponsored-scan'],
    [CHAIN_TEST, '../../frontend/src/chain/scan'],
    [CHAIN_TEST, '../../frontend/src/chain/read/event-pages'],
    [TEST_SUPPORT, '../../frontend/src/chain/node/bytes'],
  ])('%s may not import %s', async (filePath, source) => {
    expect(await boundaryErrors(filePath, importOf(source))).toHaveLength(1)
  })

  it.each([
    [DOMAIN, '../contract/limits'],
    [DOMAIN, '../../../../artifacts/dynaqr/DynaQr.arc56.json'],
    [DOMAIN, '@noble/hashes/sha2.js'],
    [DOMAIN_SPEC, 'algosdk'],
    [READ, '../node/box-keys'],
    [READ, './event-pages'],
    [NODE, './bytes'],
    [NODE, '../../domain/text/algorand-address'],
    [NODE, '../../config'],
    [SCAN, '../node/algod-core'],
    [SCAN, '../../domain/access/url-safety'],
    [PRIVACY, '../node/bytes'],
    [PRIVACY, '@noble/ciphers/chacha.js'],
    [UI_SPEC, '../../chain/node/box-keys'],
    [RESOLVER, '../../chain/scan'],
    [RESOLVER, '../../domain/access/url-safety'],
    [RESOLVER, '../wallet/wallet-session'],
    [READ, '../../domain/contract/limits'],
    [READ, '../../config'],
    [READ, '../../../../artifacts/dynaqr/DynaQr.arc56.json'],
    [READ_SPEC, 'algosdk'],
    [WRITE, 'algosdk'],
    [WRITE, '@algorandfoundation/algokit-utils'],
    [WRITE, '../node/box-keys'],
    [WRITE, '../read/get-registration'],
    [WRITE, '../../../../artifacts/dynaqr/DynaQrClient'],
    [CHAIN, './write/errors'],
    [CHAIN, './write/wallet-sdk-missing'],
    [CHAIN, './scan/resolve-event'],
    [WALLET_STACK, '@txnlab/use-wallet-react'],
    [WALLET_STACK, 'algosdk'],
    [WALLET_STACK, 'buffer'],
    [WALLET_STACK, '../wallet-account'],
    [WALLET, './wallet-account'],
    [UI, '../../chain'],
    [UI, '../../chain-hooks/useChain'],
    [UI, '../../domain/contract/limits'],
    [UI, '../../config'],
    [UI, 'react'],
    [DOMAIN_SPEC, '../../testing/event-record-fixture'],
    [READ_SPEC, '../../testing/fake-fetch'],
    [WRITE_SPEC, '../../testing/fake-write-context'],
    ['frontend/src/ui/pages/probe.spec.tsx', '../../testing/fake-chain'],
    [SCREEN, './AttendeesCard'],
    [SCREEN, '../../components/Card'],
    [SCREEN, '../../event-form/wizard'],
    [SCREEN, '../../navigation/event-paths'],
    [SCREEN, '../../../domain/event/event-time'],
    [SCREEN, '../../../chain'],
    [SCREEN_SPEC, './DashboardPage'],
    [SCREEN_SPEC, '../../../testing/fake-chain'],
    [NODE_FACE, './write/client'],
    [NODE_FACE, './write/chain-writes'],
    [NODE_FACE, './node/box-keys'],
    [NODE_FACE, '@algorandfoundation/algokit-utils'],
    [SCRIPT, '../../frontend/src/chain/node-api'],
    [BENCH, '../../frontend/src/chain/node-api'],
    [CHAIN_TEST, '../../frontend/src/chain/node-api'],
    [CHAIN_TEST, '../../frontend/src/chain'],
    [CHAIN_TEST, '../support/chain-internals'],
    [CHAIN_TEST, '../../frontend/src/domain/contract/limits'],
    [CHAIN_TEST, '../../frontend/src/ui/platform/storage'],
    [CHAIN_TEST, '../../frontend/src/testing/method-selector'],
    [CHAIN_INTERNALS, '../../frontend/src/chain/node/algod-rest'],
    [CHAIN_INTERNALS, '../../frontend/src/chain/write/actions'],
  ])('%s may import %s', async (filePath, source) => {
    expect(await boundaryErrors(filePath, importOf(source))).toEqual([])
  })

  it('lets the light layers import the typed client for its types only', async () => {
    const typeImport =
      "import type { EventRecord } from '../../../../artifacts/dynaqr/DynaQrClient'\nexport type R = EventRecord\n"
    expect(await boundaryErrors(READ, typeImport)).toEqual([])
    expect(await boundaryErrors(DOMAIN, typeImport)).toEqual([])
  })

  it('lets the chain face and ui/ name the write path, the wallet stack and the SDKs in types, and load them with import()', async () => {
    const types = (source: string) => `import type { T } from '${source}'\nexport type U = T\n`
    expect(await boundaryErrors(CHAIN, types('./write/client'))).toEqual([])
    expect(await boundaryErrors(CHAIN, types('algosdk'))).toEqual([])
    expect(await boundaryErrors(UI, types('@txnlab/use-wallet-react'))).toEqual([])
    expect(await boundaryErrors(WALLET, types('./stack/wallet-stack'))).toEqual([])
    const loaded = (source: string) => `export const load = () => import('${source}')\n`
    expect(await boundaryErrors(CHAIN, loaded('./write/write-path'))).toEqual([])
    expect(await boundaryErrors(WALLET, loaded('./stack/wallet-stack'))).toEqual([])
  })

  it('also holds for re-exports', async () => {
    expect(await boundaryErrors(READ, "export { toast } from 'react-hot-toast'\n")).toHaveLength(1)
    expect(await boundaryErrors(CHAIN, "export * from '../ui/chain-hooks'\n")).toHaveLength(1)
  })
})
