import fs from 'node:fs'
import path from 'node:path'
import { StandardMerkleTree } from '@openzeppelin/merkle-tree'
import { currentDeploymentsDir } from '../scripts/deploy/deployments'
import { fail } from './action/errors'
import { csvFile, parseAddress, parseUint } from './action/params'
import { reads } from './action/readers'
import { defineGroup } from './action/run'
import { pauseActions, recoverActions } from './action/shared-actions'

type Tree = StandardMerkleTree<[string, string]>
/** Most boxes one address is owed over every round (a claim mints at most 50; the rest on later claims). */
const MAX_TOTAL = 1_000_000n

/** MysteryBoxClaim: a new airdrop round from a CSV of address,boxes; pause, recovery. */
export default defineGroup({
  group: 'claims',
  targets: { MysteryBoxClaim: 'MysteryBoxClaim' },
  actions: [
    {
      action: 'set-merkle-root',
      fn: 'setMerkleRoot',
      role: 'ADMIN_ROLE',
      description:
        "Starts an airdrop round from a CSV of address,boxes, where boxes is the address's total over every round so far (earlier claimers are listed again with their totals; a claim pays what the total exceeds the boxes already claimed); writes deployments/<chainId>.mystery-box-claims.json for the server",
      params: [
        csvFile('file', 'airdrop rows address,boxes', (c, ctx) => {
          if (c.length < 2) fail('expected address,boxes')
          return [parseAddress(c[0]!, ctx.deployment), parseUint(c[1]!, 1n, MAX_TOTAL).toString()] as [
            string,
            string,
          ]
        }),
      ],
      args: (v) => {
        const rows = v.file as [string, string][]
        const seen = new Set(rows.map((r) => r[0]))
        if (seen.size !== rows.length) fail('--file: an address appears twice')
        const tree: Tree = StandardMerkleTree.of(rows, ['address', 'uint256'])
        v.tree = tree
        return [tree.root]
      },
      current: reads('merkleRoot'),
      afterSend: (ctx, v, log) => {
        const file = path.join(currentDeploymentsDir(), `${ctx.chainId}.mystery-box-claims.json`)
        fs.writeFileSync(file, `${JSON.stringify((v.tree as Tree).dump(), null, 2)}\n`)
        log(`  wrote ${file} (the server serves its proofs)`)
      },
    },
    ...pauseActions('claims'),
    ...recoverActions(),
  ],
})
