import { defineConfig } from 'vitest/config'

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    // Type tests (`*.test-d.ts`): tsc checks them in the same run, so a call that no longer fits the ABIs fails it.
    typecheck: {
      enabled: true,
      include: ['src/**/*.test-d.ts', 'test/**/*.test-d.ts'],
      tsconfig: './tsconfig.json',
      ignoreSourceErrors: false,
    },
    // Two Hardhat nodes, started once for the whole run (see test/devnet.ts).
    globalSetup: ['test/devnet.ts'],
    // Files share the two chains: run them one after another; each reverts its changes with evm snapshots.
    fileParallelism: false,
    testTimeout: 30_000,
    hookTimeout: 120_000,
  },
})
