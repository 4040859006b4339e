// The one list of what the keeper runs: each module brings its log consumers and jobs from the folder of what it
// serves (src/keeper/types.ts: KeeperModule). The engine in src/keeper knows none of them; the entry points
// (src/main.ts) hand this list to it.
import type { KeeperModule } from './keeper/module.js'
import { ledgerModule } from './ledger/module.js'
import { operatorModule } from './operator/module.js'
import { readModelsModule } from './readmodels/consumers.js'
import { sweepModule } from './services/sweep.js'

export const keeperModules: readonly KeeperModule[] = [
  readModelsModule,
  ledgerModule,
  operatorModule,
  sweepModule,
]
