// The chain operator's jobs in the keeper: randomness (the devnet's VRF node; Chainlink answers on live chains), the
// bridge relayer and the World Cup raffle draw. They sign with the keeper's operator key.
import type { KeeperModule } from '../keeper/module.js'
import { bridgeJob } from './bridge.js'
import { raffleJob } from './raffle.js'
import { randomnessJob } from './randomness.js'

export const operatorModule: KeeperModule = {
  name: 'operator',
  jobs: ({ config, metrics }) => [
    randomnessJob({ local: config.mode === 'local', metrics, intervalMs: config.pollMs }),
    bridgeJob({
      keeperKey: config.keeperKey,
      signerKeys: config.bridgeSignerKeys,
      maxAttempts: config.bridgeMaxAttempts,
      metrics,
      intervalMs: config.pollMs,
    }),
    raffleJob({ metrics, intervalMs: config.pollMs }),
  ],
}
