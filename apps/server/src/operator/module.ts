// The chain operator's jobs in the keeper: randomness (the devnet's VRF node; Chainlink answers on live chains), the
// devnet's CCIP network for the card bridge (Chainlink's on live chains: no job there) and the World Cup raffle draw.
// They sign with the keeper's operator key.
import { z } from 'zod'
import type { KeeperModule } from '../keeper/module.js'
import { devnetCcipJob } from './bridge.js'
import { raffleJob } from './raffle.js'
import { randomnessJob } from './randomness.js'

/**
 * KEEPER_CCIP_CONFIRMATIONS: blocks a devnet CCIP message waits before the keeper delivers it (default 0: the
 * devnet's chains also mine on every transaction, so the next block may never come in a test; `pnpm dev` mines every
 * second, so a few confirmations still deliver within seconds).
 */
export const ccipConfirmations = (env: NodeJS.ProcessEnv = process.env): number =>
  z.coerce.number().int().min(0).max(1000).default(0).parse(env['KEEPER_CCIP_CONFIRMATIONS'])

export const operatorModule: KeeperModule = {
  name: 'operator',
  jobs: ({ config, metrics }) => [
    randomnessJob({ local: config.mode === 'local', metrics, intervalMs: config.pollMs }),
    ...(config.mode === 'local'
      ? [devnetCcipJob({ confirmations: ccipConfirmations(), metrics, intervalMs: config.pollMs })]
      : []),
    raffleJob({ metrics, intervalMs: config.pollMs }),
  ],
}
