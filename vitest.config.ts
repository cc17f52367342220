import { puyaTsTransformer } from '@algorandfoundation/algorand-typescript-testing/vitest-transformer'
import typescript from '@rollup/plugin-typescript'
import react from '@vitejs/plugin-react'
import { defineConfig } from 'vitest/config'

export default defineConfig({
  test: {
    projects: [
      {
        // Contract logic in the emulator: Algorand TypeScript run in-process, no node needed.
        esbuild: {},
        plugins: [typescript({ tsconfig: './tsconfig.json', transformers: { before: [puyaTsTransformer] } })],
        test: {
          name: 'unit',
          include: ['smart_contracts/**/*.algo.spec.ts', 'tests/unit/**/*.spec.ts'],
          setupFiles: ['tests/unit/setup.ts'],
        },
      },
      {
        // Frontend logic and components: pure lib tests in node, component tests in jsdom.
        plugins: [react()],
        test: {
          name: 'frontend',
          include: ['frontend/src/**/*.spec.{ts,tsx}'],
          environment: 'node',
          // expect(element).toBeVisible() for the component tests.
          setupFiles: ['frontend/src/testing/visible.ts'],
          // A fixed zone, so that times shown in this device's zone are exact; the zone tests name theirs.
          env: { TZ: 'UTC' },
        },
      },
      {
        // Chain tests on a real algod (npm run test:chain): the web app's chain layer, deploy, seed.
        test: {
          name: 'integration',
          include: ['tests/integration/**/*.spec.ts'],
          globalSetup: ['tests/integration/global-setup.ts'],
          testTimeout: 120_000,
          hookTimeout: 300_000,
        },
      },
      {
        // Browser tests without a chain (npm test): the production build in headless Chromium.
        test: {
          name: 'e2e',
          include: ['tests/e2e/**/*.spec.ts'],
          globalSetup: ['tests/e2e/global-setup.ts'],
          testTimeout: 180_000,
          hookTimeout: 600_000,
        },
      },
      {
        // Browser chain flows (npm run test:chain): the production build on LocalNet, signing
        // with the KMD and Mnemonic wallets.
        test: {
          name: 'e2e-chain',
          include: ['tests/e2e-chain/**/*.spec.ts'],
          globalSetup: ['tests/e2e-chain/global-setup.ts'],
          testTimeout: 240_000,
          hookTimeout: 600_000,
        },
      },
    ],
  },
})
