// The one list of what the keeper runs: each module brings its log consumers and jobs from the folder of what it
// serves (src/keeper/module.ts: KeeperModule), and the keeper's own sweep of expired API rows sits beside the engine
// (src/keeper/sweep.ts). The engine knows none of them; the entry points (src/main.ts) hand this list to it.
import type { KeeperModule } from './keeper/module.js'
import { sweepModule } from './keeper/sweep.js'
import { ledgerModule } from './ledger/module.js'
import { operatorModule } from './operator/module.js'
import { readModelsModule } from './readmodels/consumers.js'

export const keeperModules: readonly KeeperModule[] = [
  readModelsModule,
  ledgerModule,
  operatorModule,
  sweepModule,
]
