import react from '@vitejs/plugin-react'
import { build as esbuild } from 'esbuild'
import { createHash } from 'node:crypto'
import { existsSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import type { OutputBundle, OutputChunk } from 'rollup'
import { defineConfig, loadEnv, type Alias, type Plugin } from 'vite'
import { parseConfig, type AppConfig } from './src/config'
import { isValidAddress } from './src/domain/text/algorand-address'
import { publicBuildRefusal } from './src/domain/settings/public-build-settings'
import { structFieldOffset } from './src/chain/node/contract-structs'
import { earlyReadsScript } from './src/ui/app/early-reads'
import { PRELOADED_ROUTES, routePreloadScript } from './src/ui/app/route-preload'
import { earlyBoxReadScript } from './src/ui/resolve/early-box-read'

const frontendDir = fileURLToPath(new URL('.', import.meta.url))
const repoRoot = fileURLToPath(new URL('..', import.meta.url))

/**
 * use-wallet imports each wallet's SDK lazily, when that wallet connects. SDKs that are not
 * installed resolve to a stub that throws, so the build succeeds and connecting such a wallet
 * shows the "{wallet} is not installed" message instead of crashing.
 */
const OPTIONAL_WALLET_SDKS = [
  '@perawallet/connect',
  '@blockshake/defly-connect',
  'lute-connect',
  '@agoralabs-sh/avm-web-provider',
  '@walletconnect/sign-client',
  '@walletconnect/modal',
  '@web3auth/modal',
  '@web3auth/base',
  '@web3auth/base-provider',
  '@web3auth/single-factor-auth',
]

function isInstalled(name: string): boolean {
  return existsSync(`${repoRoot}node_modules/${name}/package.json`)
}

const missingWalletSdkAliases: Alias[] = OPTIONAL_WALLET_SDKS.filter((name) => !isInstalled(name)).map((name) => ({
  find: new RegExp(`^${name.replace(/[/]/g, '\\/')}$`),
  replacement: `${frontendDir}src/ui/wallet/missing-wallet-sdk.ts`,
}))

/**
 * React Router's package exports only its development build (its invariants' messages, its
 * warnings); it ships the production build beside it, the same API without them. A production
 * build of the app takes that one (react-router-dom re-exports react-router): about 3 KB less on
 * every page's first screen. `vite dev` and the tests keep the development build and its warnings.
 */
const reactRouterProductionAliases: Alias[] = [
  { find: /^react-router$/, replacement: `${repoRoot}node_modules/react-router/dist/production/index.mjs` },
  { find: /^react-router\/dom$/, replacement: `${repoRoot}node_modules/react-router/dist/production/dom-export.mjs` },
]

/**
 * Every module of a production build that imports 'react-hot-toast' gets ui/app/lazy-toasts.tsx
 * instead, the same API, which loads the library with the first toast: no page shows one before
 * its visitor acts, and the library is about 4.5 KB (gzipped) of every page's first screen.
 */
function lazyToasts(): Plugin {
  const lazyModule = `${frontendDir}src/ui/app/lazy-toasts.tsx`
  return {
    name: 'dynaqr-lazy-toasts',
    apply: 'build',
    enforce: 'pre',
    resolveId(source, importer) {
      return source === 'react-hot-toast' && importer !== lazyModule ? lazyModule : null
    },
  }
}

/**
 * Puts the reads a page starts before its code has arrived right after the charset declaration:
 * ahead of the stylesheet, which an inline script would otherwise wait for. /resolve's box read
 * (ui/resolve/early-box-read.ts) and an event page's box and details block (ui/app/early-reads.ts).
 */
function earlyReads(config: AppConfig): Plugin {
  const charset = '<meta charset="UTF-8" />'
  const scripts = [
    earlyBoxReadScript(config),
    earlyReadsScript(config, structFieldOffset('EventRecord', 'detailsRound')),
  ].filter((script) => script !== null)
  const script = scripts.length > 0 ? scripts.join(';\n') : null
  return {
    name: 'dynaqr-early-reads',
    transformIndexHtml(html) {
      if (!script) return html
      if (!html.includes(charset)) throw new Error(`index.html must declare ${charset}`)
      return html.replace(charset, `${charset}\n    <script>${script}</script>`)
    },
  }
}

/** The chunk of the public pages' first paints (firstPaintChunk). */
const FIRST_PAINT_CHUNK = /(^|\/)first-paint-[\w-]+\.js$/

type ModuleInfoOf = (id: string) => { importedIds: readonly string[] } | null

/** The modules `roots` import statically, themselves included. */
function staticClosure(roots: readonly string[], moduleInfo: ModuleInfoOf): Set<string> {
  const seen = new Set<string>()
  const visit = (id: string) => {
    if (seen.has(id)) return
    seen.add(id)
    moduleInfo(id)?.importedIds.forEach(visit)
  }
  roots.forEach(visit)
  return seen
}

/**
 * Puts everything the public pages' first paints (ui/app/route-preload.ts) need before they draw
 * into one chunk, but what the entry has already: left to itself, the bundler splits it into a
 * dozen small chunks shared with the app's pages, and on a phone network each file costs a round
 * trip. The app's pages then import what they share with a first paint from that chunk.
 */
function firstPaintChunk(): (id: string, api: { getModuleInfo: ModuleInfoOf }) => string | undefined {
  const roots = PRELOADED_ROUTES.flatMap(({ firstPaint }) => (firstPaint ? [`${frontendDir}src/${firstPaint}`] : []))
  let chunked: Set<string> | undefined
  return (id, { getModuleInfo }) => {
    if (!chunked) {
      const entry = staticClosure([`${frontendDir}src/main.ts`], getModuleInfo)
      chunked = new Set([...staticClosure(roots, getModuleInfo)].filter((module) => !entry.has(module)))
    }
    return chunked.has(id) ? 'first-paint' : undefined
  }
}

/** The chunk that holds this module of frontend/src; the build fails when there is none. */
function chunkOf(bundle: OutputBundle, module: string): OutputChunk {
  const path = `${frontendDir}src/${module}`
  const chunk = Object.values(bundle).find(
    (output): output is OutputChunk => output.type === 'chunk' && output.moduleIds.includes(path),
  )
  if (!chunk) throw new Error(`No chunk holds ${module}: route-preload.ts names a module the build does not have`)
  return chunk
}

/** A chunk and everything it imports statically, with their stylesheets: what loads before it runs. */
function staticFiles(
  bundle: OutputBundle,
  chunk: OutputChunk,
  scripts = new Set<string>(),
  styles = new Set<string>(),
) {
  if (scripts.has(chunk.fileName)) return { scripts, styles }
  scripts.add(chunk.fileName)
  chunk.viteMetadata?.importedCss.forEach((css) => styles.add(css))
  for (const name of chunk.imports) {
    const imported = bundle[name]
    if (imported?.type === 'chunk') staticFiles(bundle, imported, scripts, styles)
  }
  return { scripts, styles }
}

/**
 * Writes into index.html, after the early reads, the files of the app's shell and of each public
 * page (ui/app/route-preload.ts), so that a page's HTML starts downloading all of its code at once;
 * the files that draw a page before the app has loaded (its first paint) are asked for first.
 * The entry itself is left out: index.html loads it already.
 */
function routePreload(): Plugin {
  return {
    name: 'dynaqr-route-preload',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, { bundle, chunk: entry }) {
        if (!bundle || !entry) return html
        const shell = staticFiles(bundle, chunkOf(bundle, 'ui/app/mount-app.tsx'))
        const routes = PRELOADED_ROUTES.map(({ path, module, firstPaint }) => {
          const urls = (files: Set<string>) => [...files].map((file) => `/${file}`)
          // The first paint's files are asked for first, then the shell's and the page's.
          const first = firstPaint ? staticFiles(bundle, chunkOf(bundle, firstPaint)) : undefined
          first?.scripts.delete(entry.fileName)
          entry.viteMetadata?.importedCss.forEach((css) => first?.styles.delete(css))
          const { scripts, styles } = staticFiles(
            bundle,
            chunkOf(bundle, module),
            new Set([...(first?.scripts ?? []), ...shell.scripts]),
            new Set([...(first?.styles ?? []), ...shell.styles]),
          )
          scripts.delete(entry.fileName)
          entry.viteMetadata?.importedCss.forEach((css) => styles.delete(css))
          const firstFiles = first && { scripts: urls(first.scripts), styles: urls(first.styles) }
          const without = (files: Set<string>, taken: string[] = []) =>
            urls(files).filter((url) => !taken.includes(url))
          return {
            path,
            scripts: without(scripts, firstFiles?.scripts),
            styles: without(styles, firstFiles?.styles),
            ...(firstFiles ? { firstPaint: firstFiles } : {}),
          }
        })
        const marker = '<title>'
        if (!html.includes(marker)) throw new Error(`index.html must have a ${marker}`)
        return html.replace(marker, `<script>${routePreloadScript(routes)}</script>\n    ${marker}`)
      },
    },
  }
}

/**
 * The service worker that keeps the app's shell (src/ui/platform/offline-shell/): bundled on its
 * own into sw.js with the build's files (everything but source maps) and a version made from them,
 * so each build's worker keeps exactly that build and drops the older ones.
 */
function shellWorker(): Plugin {
  return {
    name: 'dynaqr-shell-worker',
    apply: 'build',
    enforce: 'post',
    async generateBundle(_options, bundle) {
      const files = Object.keys(bundle)
        .filter((name) => !name.endsWith('.map'))
        .sort()
      if (!files.includes('index.html')) throw new Error('The shell worker needs index.html in the build')
      const version = createHash('sha256')
      for (const name of files) {
        const output = bundle[name]
        version.update(name).update(output.type === 'chunk' ? output.code : output.source)
      }
      const built = await esbuild({
        entryPoints: [`${frontendDir}src/ui/platform/offline-shell/shell-worker.ts`],
        bundle: true,
        write: false,
        format: 'iife',
        minify: true,
        target: 'es2020',
        define: {
          __SHELL_FILES__: JSON.stringify(files),
          __SHELL_VERSION__: JSON.stringify(version.digest('hex').slice(0, 16)),
        },
      })
      this.emitFile({ type: 'asset', fileName: 'sw.js', source: built.outputFiles[0].text })
    },
  }
}

/**
 * The /resolve page sends scans from the scan sponsor's address without checking its checksum
 * (that takes a SHA-512/256 the page does without): a build with a mistyped address fails here.
 */
function checkScanSponsor({ scanSponsorAddress }: AppConfig): void {
  if (scanSponsorAddress && !isValidAddress(scanSponsorAddress)) {
    throw new Error(`VITE_SCAN_SPONSOR_ADDRESS is not an Algorand address: ${scanSponsorAddress}`)
  }
}

/**
 * A build for a public network (`npm run build:testnet`, `build:mainnet`) is configured by the env
 * file the deploy wrote for it, and carries no algod token nor any other secret-looking setting
 * (domain/settings/public-build-settings.ts): every VITE_ setting is public.
 */
function checkPublicBuild(mode: string, env: Record<string, string>, config: AppConfig): void {
  if (mode !== 'testnet' && mode !== 'mainnet') return
  if (config.network !== mode) {
    throw new Error(`A ${mode} build needs frontend/.env.${mode}.local: npm run deploy -- --network ${mode} writes it`)
  }
  if (config.algod.token || config.algodFallback?.token) {
    throw new Error(`A ${mode} build must not carry an algod token: every VITE_ setting ends up in the public files`)
  }
  const refusal = publicBuildRefusal(mode, env)
  if (refusal) throw new Error(refusal)
}

export default defineConfig(({ command, mode }) => {
  // Vite restarts when an env file changes, so the settings are read once per mode.
  const env = loadEnv(mode, frontendDir, 'VITE_')
  const config = parseConfig(env)
  checkPublicBuild(mode, env, config)
  checkScanSponsor(config)
  return {
    root: frontendDir,
    envDir: frontendDir,
    plugins: [lazyToasts(), react(), earlyReads(config), routePreload(), shellWorker()],
    resolve: {
      alias: [...missingWalletSdkAliases, ...(command === 'build' ? reactRouterProductionAliases : [])],
    },
    build: {
      outDir: `${frontendDir}dist`,
      emptyOutDir: true,
      sourcemap: true,
      // Browsers without modulepreload only lose the early fetch of the app's chunks; the polyfill
      // would cost every /resolve visitor its bytes and a scan of the document.
      modulePreload: {
        polyfill: false,
        // The first paints (ui/first-paint) load only on the pages whose HTML asks for their files
        // already (routePreload): the entry, which /resolve loads too, does not list them.
        resolveDependencies: (file, deps) => (FIRST_PAINT_CHUNK.test(file) ? [] : deps),
      },
      // Terser's second pass makes every chunk 2 to 3 % smaller than esbuild's minifier does, and
      // the phone pays for each byte; a build takes about 20 seconds more.
      minify: 'terser',
      terserOptions: { compress: { passes: 2 } },
      // The full app (algosdk, algokit-utils, the typed client) is large by nature; /resolve is not.
      chunkSizeWarningLimit: 1500,
      rollupOptions: { output: { manualChunks: firstPaintChunk(), onlyExplicitManualChunks: true } },
    },
    server: {
      port: 5173,
      strictPort: true,
      // artifacts/ (the typed client and ARC-56 spec) lives outside the Vite root.
      fs: { allow: [repoRoot] },
    },
    preview: { port: 4173, strictPort: true },
  }
})
