import { createInterface } from 'node:readline'
import { deployAnnouncedCcipRouter } from './ccip-router'
import { deployAll } from './deploy'
import { deployAnnouncedVrfMock } from './vrf-mock'

/**
 * One chain's deploy for a devnet (devnet/index.mjs), every step in one process: each Hardhat process costs about
 * 1.5-2.5 s of CPU to start, and a devnet used to start one per step.
 * - DEVNET_VRF_MOCK=1 (chains 97 and 80002, without FINAVERSE_VRF_COORDINATOR): first
 *   scripts/deploy/vrf-mock.ts's mock coordinator and subscription (it prints `VRF <coordinator> <subscriptionId>`),
 *   then the deploy through the live VRF configuration path with them. Likewise (without FINAVERSE_CCIP_ROUTER)
 *   scripts/deploy/ccip-router.ts's stand-in CCIP router with the chain's published selector (`CCIP <router>`),
 *   passed as the live router: Chainlink's router has no code on a local node.
 * - Then scripts/deploy/deploy.ts's `deployAll`, and prints `DEVNET_DEPLOYED`.
 * - DEVNET_LINK=1 (both bridge sides on the devnet): then waits for a line on stdin, which the parent sends once
 *   every chain's deployment file is written, and deploys again: the idempotent second pass that links each side of
 *   the bridge to the other's file. Stdin closed without a line: exits with an error.
 * A deploy whose node closed the connection mid-call ("other side closed", on a loaded machine) runs again: each step
 * checks the chain first.
 */
const SOCKET_ERROR = /UND_ERR_SOCKET|other side closed|ECONNRESET|socket hang up/

async function withRetries(pass: string) {
  for (let attempt = 1; ; attempt++) {
    try {
      await deployAll()
      return
    } catch (error) {
      if (attempt >= 3 || !SOCKET_ERROR.test(String((error as Error)?.message))) throw error
      console.log(`${pass}: the node connection was closed mid-call (attempt ${attempt}), running again`)
    }
  }
}

/** Resolves on the first line of stdin; rejects when stdin ends without one. */
function nextLine(): Promise<string> {
  return new Promise((resolve, reject) => {
    const lines = createInterface({ input: process.stdin })
    lines.once('line', (line) => {
      resolve(line)
      lines.close()
    })
    lines.once('close', () => reject(new Error('stdin closed before the signal to link the bridge sides')))
  })
}

async function main() {
  if (process.env.DEVNET_VRF_MOCK === '1' && !process.env.FINAVERSE_VRF_COORDINATOR) {
    const { coordinator, subscriptionId } = await deployAnnouncedVrfMock()
    process.env.FINAVERSE_VRF_COORDINATOR = coordinator
    process.env.FINAVERSE_VRF_SUBSCRIPTION_ID = String(subscriptionId)
    process.env.FINAVERSE_VRF_MOCK = '1'
  }
  if (process.env.DEVNET_VRF_MOCK === '1' && !process.env.FINAVERSE_CCIP_ROUTER) {
    process.env.FINAVERSE_CCIP_ROUTER = (await deployAnnouncedCcipRouter()).router
  }
  await withRetries('deploy')
  console.log('DEVNET_DEPLOYED')
  if (process.env.DEVNET_LINK === '1') {
    await nextLine()
    await withRetries('link pass')
    console.log('DEVNET_LINKED')
  }
}

main()
  .then(() => process.exit(0))
  .catch((error) => {
    console.error(error)
    process.exit(1)
  })
