// @ts-check
import js from '@eslint/js'
import reactHooks from 'eslint-plugin-react-hooks'
import { defineConfig } from 'eslint/config'
import tseslint from 'typescript-eslint'

const SOURCE = '**/*.{ts,tsx}'
/** Tests and the test doubles beside them (fake-*.ts, testing/). */
const TEST_FILES = ['**/*.spec.{ts,tsx}', '**/fake-*.{ts,tsx}', '**/testing/**']

/** A relative import that reaches into one of the given project folders (e.g. '../../ui/x', '../write/y'). */
function projectFolders(folders, message) {
  return { regex: `^\\.{1,2}/(?:.*/)?(?:${folders.join('|')})(?:/|$)`, message }
}

function packages(names, message) {
  return { regex: `^(?:${names.join('|')})(?:/|$)`, message }
}

const REACT = ['react', 'react-dom', 'react-router-dom', 'react-hot-toast']
const SDKS = ['algosdk', '@algorandfoundation/algokit-utils', '@txnlab/[^/]+', '@perawallet/[^/]+']

/**
 * The generated typed client imports algokit-utils at run time; its record types are plain data,
 * so the light layers may import those as types only.
 */
const typedClientTypesOnly = {
  regex: '(?:^|/)artifacts/dynaqr/DynaQr(?:Minimal)?Client$',
  allowTypeImports: true,
  message: 'only `import type` from the typed client here: its values pull in algokit-utils.',
}

/**
 * Test files follow the rules of their folder but may use algosdk as the reference implementation
 * their hand-written codecs are checked against.
 */
const TEST_REFERENCE_PACKAGES = ['algosdk']

const LIGHT_PACKAGES_MESSAGE = 'no SDKs, no React: fetch and the codecs of chain/node only.'

/**
 * Which imports each layer refuses. Inside chain/, node/ (the wire and codecs) is the bottom; scan/
 * (the resolver's read and the sponsored scan) and read/ (the screens' reads) stand on it; write/
 * and privacy/ above; api.ts and index.ts, the face, on top. ui/ may import every layer below it,
 * but chain/ only through its faces.
 */
const layers = [
  {
    name: 'chain',
    folder: 'frontend/src/chain',
    ignores: ['frontend/src/chain/{node,scan,read,privacy}/**'],
    folders: projectFolders(['ui'], 'chain/ must not import ui/: the screens depend on the chain layer, not back.'),
    packages: ['react', 'react-dom'],
    packagesMessage: 'chain/ has no React; React lives in ui/.',
  },
  {
    name: 'chain/node',
    folder: 'frontend/src/chain/node',
    folders: projectFolders(
      ['ui', 'scan', 'read', 'write', 'privacy'],
      'chain/node is the wire and its codecs: it imports no other room of chain/, and no ui/.',
    ),
    packages: [...REACT, ...SDKS],
    packagesMessage: `chain/node: ${LIGHT_PACKAGES_MESSAGE}`,
    typeOnly: true,
  },
  {
    name: 'chain/scan',
    folder: 'frontend/src/chain/scan',
    folders: projectFolders(
      ['ui', 'read', 'write', 'privacy'],
      "chain/scan is the resolver's path (the /resolve page loads it): chain/node only, no ui/.",
    ),
    packages: [...REACT, ...SDKS],
    packagesMessage: `chain/scan is the resolver's path: ${LIGHT_PACKAGES_MESSAGE}`,
    typeOnly: true,
  },
  {
    name: 'chain/read',
    folder: 'frontend/src/chain/read',
    folders: projectFolders(
      ['ui', 'scan', 'write', 'privacy'],
      "chain/read holds the screens' reads: chain/node only, no chain/write, no ui/.",
    ),
    packages: [...REACT, ...SDKS],
    packagesMessage: `chain/read reads over fetch: ${LIGHT_PACKAGES_MESSAGE}`,
    typeOnly: true,
  },
  {
    name: 'chain/privacy',
    folder: 'frontend/src/chain/privacy',
    folders: projectFolders(
      ['ui', 'scan', 'read', 'write'],
      'chain/privacy is cryptography over bytes: chain/node only.',
    ),
    packages: [...REACT, ...SDKS],
    packagesMessage: `chain/privacy: ${LIGHT_PACKAGES_MESSAGE}`,
    typeOnly: true,
  },
  {
    name: 'domain',
    folder: 'frontend/src/domain',
    folders: projectFolders(
      ['chain', 'ui', 'config'],
      'domain/ holds pure rules and types: it imports no other layer.',
    ),
    packages: [...REACT, ...SDKS, 'qrcode'],
    packagesMessage: 'domain/ holds pure rules and types: no framework, SDK or I/O library.',
    typeOnly: true,
  },
]

/** The chain layer's face to Node programs (scripts/, tests/): the ChainApi with its write path built at once. */
const NODE_FACE = 'frontend/src/chain/node-api.ts'

/**
 * The chain layer's face (chain/*.ts: api.ts, index.ts, the ChainApi and how the app builds it)
 * loads the write path only with the first write, by import(): at run time it takes from write/
 * nothing but the error helpers the screens word failures with, and no SDK. Types are free.
 */
const chainFace = {
  name: 'chain face',
  files: ['frontend/src/chain/*.ts'],
  /** The face to Node programs, which loads the write path at once: see nodeFace below. */
  ignores: [NODE_FACE],
  patterns: [
    projectFolders(['ui'], 'chain/ must not import ui/: the screens depend on the chain layer, not back.'),
    packages(['react', 'react-dom'], 'chain/ has no React; React lives in ui/.'),
    {
      regex: '^\\./write/(?!errors$|wallet-sdk-missing$)',
      allowTypeImports: true,
      message:
        "the chain's face loads the write path with the first write (import()), not with the screens: only `import type` from write/ here.",
    },
    {
      ...packages(SDKS, "the chain's face loads no SDK: the write path brings them with the first write."),
      allowTypeImports: true,
    },
  ],
}

/** The test doubles and fixtures live in frontend/src/testing/, which only tests import. */
const noTestDoubles = projectFolders(['testing'], 'Production code does not import the test doubles in testing/.')

function layerRestrictions(layer, allowedPackages = [], forTests = false) {
  const forbidden = layer.packages.filter((name) => !allowedPackages.includes(name))
  return {
    patterns: [
      layer.folders,
      ...(forTests ? [] : [noTestDoubles]),
      ...(forbidden.length > 0 ? [packages(forbidden, layer.packagesMessage)] : []),
      ...(layer.typeOnly ? [typedClientTypesOnly] : []),
    ],
  }
}

const chainFaceBoundaries = [
  {
    name: `boundaries/${chainFace.name}`,
    files: chainFace.files,
    ignores: [...chainFace.ignores, ...TEST_FILES],
    rules: { 'no-restricted-imports': ['error', { patterns: [...chainFace.patterns, noTestDoubles] }] },
  },
  {
    // Node programs sign at once: this face imports the write path and its SDKs, and still no ui/.
    name: 'boundaries/chain node face',
    files: [NODE_FACE],
    rules: {
      'no-restricted-imports': ['error', { patterns: [chainFace.patterns[0], chainFace.patterns[1], noTestDoubles] }],
    },
  },
]

const layerBoundaries = layers.flatMap((layer) => [
  {
    name: `boundaries/${layer.name}`,
    files: [`${layer.folder}/${SOURCE}`],
    ignores: [...(layer.ignores ?? []), ...TEST_FILES],
    rules: { 'no-restricted-imports': ['error', layerRestrictions(layer)] },
  },
  {
    name: `boundaries/${layer.name} tests`,
    files: TEST_FILES.map((pattern) => `${layer.folder}/${pattern}`),
    ignores: layer.ignores ?? [],
    rules: { 'no-restricted-imports': ['error', layerRestrictions(layer, TEST_REFERENCE_PACKAGES, true)] },
  },
])

/** The screens reach chain/ through its face (chain/index.ts), never a file behind it. */
const chainPastItsFace = {
  regex: '^\\.{1,2}/(?:.*/)?chain/(?:api|chain-api|node-api|node|read|write|privacy|scan/.+)(?:/|$)',
  message: "ui/ imports chain/ through its face: '…/chain' (the resolver: '…/chain/scan').",
}

/** The resolver page reaches chain/ only through chain/scan, the light path. */
const chainOtherThanScan = {
  regex: '^\\.{1,2}/(?:.*/)?chain(?:/(?!scan$).*)?$',
  message: "ui/resolve is the /resolve page: of chain/ it imports only '…/chain/scan'.",
}

/**
 * A screen's folder (ui/pages/<screen>/) imports no other screen's: what two screens share lives
 * below them, in ui/components, ui/event-form, ui/navigation or domain/.
 */
const anotherScreen = {
  regex: '^\\.\\./[^./][^/]*(?:/|$)',
  message:
    "a screen's folder imports no other screen's: move what both use to ui/components, ui/event-form, ui/navigation or domain/.",
}

const SCREENS = 'frontend/src/ui/pages/*'

/**
 * The wallet stack (ui/wallet/stack/: use-wallet, algosdk and, through use-wallet, each wallet's
 * SDK) loads when a visitor chooses a wallet or a kept session resumes, by import(): the rest of
 * ui/ imports neither it nor an SDK at run time, so that a visitor who only looks never downloads
 * them. Types are free.
 */
const WALLET_STACK = 'frontend/src/ui/wallet/stack'
const walletStackOnlyByImport = {
  regex: '^\\.{1,2}/(?:.*/)?stack(?:/|$)',
  allowTypeImports: true,
  message:
    'ui/ loads the wallet stack with import() when it is needed (ui/wallet/wallet-stack.ts), never with a screen.',
}
const sdksOnlyInTheStack = {
  ...packages(
    [...SDKS, 'buffer'],
    'ui/ outside ui/wallet/stack loads no SDK: the wallet stack and the write path bring them.',
  ),
  allowTypeImports: true,
}

const uiBoundaries = [
  {
    name: 'boundaries/ui',
    files: [`frontend/src/ui/${SOURCE}`, `frontend/src/*.ts`],
    ignores: [...TEST_FILES, 'frontend/src/config.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [noTestDoubles, chainPastItsFace, walletStackOnlyByImport, sdksOnlyInTheStack] },
      ],
    },
  },
  {
    name: 'boundaries/ui/wallet/stack',
    files: [`${WALLET_STACK}/${SOURCE}`],
    ignores: TEST_FILES,
    rules: { 'no-restricted-imports': ['error', { patterns: [noTestDoubles, chainPastItsFace] }] },
  },
  {
    name: 'boundaries/ui/pages',
    files: [`${SCREENS}/${SOURCE}`],
    ignores: TEST_FILES,
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [noTestDoubles, chainPastItsFace, anotherScreen, walletStackOnlyByImport, sdksOnlyInTheStack] },
      ],
    },
  },
  {
    name: 'boundaries/ui/pages tests',
    files: TEST_FILES.map((pattern) => `${SCREENS}/${pattern}`),
    rules: { 'no-restricted-imports': ['error', { patterns: [anotherScreen] }] },
  },
  {
    name: 'boundaries/ui/resolve',
    files: [`frontend/src/ui/resolve/${SOURCE}`],
    ignores: TEST_FILES,
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            noTestDoubles,
            chainOtherThanScan,
            packages([...REACT, ...SDKS], `ui/resolve is the /resolve page: ${LIGHT_PACKAGES_MESSAGE}`),
          ],
        },
      ],
    },
  },
]

/**
 * scripts/ and tests/ drive the chain as the web app does, through its faces: index.ts (the
 * browser's ChainApi and its types) and node-api.ts (the ChainApi built in Node, and what the
 * scripts measure beneath it). What the chain tests must check beneath the faces they import from
 * tests/support/chain-internals.ts, the one file allowed to reach into chain/'s rooms.
 */
const CHAIN_INTERNALS_FOR_TESTS = 'tests/support/chain-internals.ts'
const scriptsAndTestsUseTheChainFaces = {
  name: 'boundaries/scripts and tests',
  files: ['scripts/**/*.{ts,tsx}', 'tests/**/*.{ts,tsx}'],
  ignores: [CHAIN_INTERNALS_FOR_TESTS],
  rules: {
    'no-restricted-imports': [
      'error',
      {
        patterns: [
          {
            regex: '^(?:\\.{1,2}/)+frontend/src/chain/(?!(?:node-api|index)$)',
            message: `scripts/ and tests/ import chain/ through its faces: '…/frontend/src/chain' or '…/frontend/src/chain/node-api' (tests reaching further in: ${CHAIN_INTERNALS_FOR_TESTS}).`,
          },
        ],
      },
    ],
  },
}

const configImportsNothing = {
  name: 'boundaries/config',
  files: ['frontend/src/config.ts'],
  rules: {
    'no-restricted-imports': [
      'error',
      { patterns: [{ regex: '.', message: 'config.ts imports nothing, so every layer can read the settings.' }] },
    ],
  },
}

export default defineConfig(
  {
    name: 'ignores',
    ignores: [
      'artifacts/',
      'dist/',
      'frontend/dist/',
      '**/.dist/',
      'node_modules/',
      'bench/results/',
      'coverage/',
      '.dynaqr/',
      '.scratch/',
    ],
  },
  js.configs.recommended,
  tseslint.configs.recommended,
  {
    // The two classic hook rules. The plugin's React Compiler rules (set-state-in-effect, purity,
    // refs...) assume the compiler, which this app does not use.
    name: 'react-hooks',
    files: [`frontend/src/${SOURCE}`],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
    },
  },
  {
    // Type-aware: a promise nobody awaits or handles, or one handed to a slot that ignores it
    // (an onClick, a server callback), loses its rejection silently.
    name: 'promises',
    files: ['**/*.{ts,tsx}'],
    languageOptions: {
      parserOptions: {
        projectService: true,
        tsconfigRootDir: import.meta.dirname,
      },
    },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': 'error',
    },
  },
  ...layerBoundaries,
  ...chainFaceBoundaries,
  ...uiBoundaries,
  scriptsAndTestsUseTheChainFaces,
  configImportsNothing,
)
