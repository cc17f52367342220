import react from '@vitejs/plugin-react'
import { existsSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { defineConfig, type Alias } from 'vite'

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

export default defineConfig({
  root: frontendDir,
  envDir: frontendDir,
  plugins: [react()],
  resolve: { alias: missingWalletSdkAliases },
  build: {
    outDir: `${frontendDir}dist`,
    emptyOutDir: true,
    sourcemap: true,
    // The full app (algosdk, algokit-utils, the typed client) is large by nature; /resolve is not.
    chunkSizeWarningLimit: 1500,
  },
  server: {
    port: 5173,
    strictPort: true,
    // artifacts/ (the typed client and ARC-56 spec) lives outside the Vite root.
    fs: { allow: [repoRoot] },
  },
  preview: { port: 4173, strictPort: true },
})
