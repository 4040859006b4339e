import { defineConfig } from '@wagmi/cli'
import { hardhat } from '@wagmi/cli/plugins'

/** Generates typed `as const` ABIs from the Hardhat artifacts (the build compiles first). */
export default defineConfig({
  out: 'exports/generated/abis.ts',
  plugins: [
    hardhat({
      project: '.',
      commands: { build: false, clean: false, rebuild: false },
      exclude: [
        '**/test/**',
        '**/mocks/**',
        '**/interfaces/**',
        '**/@openzeppelin/**',
        '**/@chainlink/**',
        '**/erc721a/**',
        '**/build-info/**',
        '*.dbg.json',
      ],
    }),
  ],
})
