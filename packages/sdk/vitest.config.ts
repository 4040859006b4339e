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
    // One module graph for all of them (`isolate: false`): no file replaces a module (`vi.mock`), and importing viem
    // and the SDK again for each file was about a third of this suite's CPU.
    isolate: false,
    testTimeout: 30_000,
    hookTimeout: 120_000,
  },
})
