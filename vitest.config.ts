import { puyaTsTransformer } from '@algorandfoundation/algorand-typescript-testing/vitest-transformer'
import typescript from '@rollup/plugin-typescript'
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
          include: ['smart_contracts/**/*.algo.spec.ts', 'tests/unit/**/*.spec.ts', 'frontend/src/**/*.spec.ts'],
          setupFiles: ['tests/unit/setup.ts'],
        },
      },
      {
        test: {
          name: 'integration',
          include: ['tests/integration/**/*.spec.ts'],
          globalSetup: ['tests/integration/global-setup.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
    ],
  },
})
