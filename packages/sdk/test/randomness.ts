// The devnet keeper's part in the card tests: the deployer committed the hash chain of a known seed (the contracts'
// DEVNET_RANDOMNESS), so a test can fulfil any randomness request with the right preimage, as the keeper would.
import { randomnessCoordinatorAbi } from '@finaverse/contracts'
import { type Hex, keccak256, parseEventLogs, stringToHex, type TransactionReceipt } from 'viem'
import { fulfillRandomness, getRandomnessRequest } from '../src/exports/actions.js'
import type { FinaverseClient } from '../src/exports/index.js'
import { createTestClients, deployer, execute } from './fixtures.js'

const SEED = keccak256(stringToHex('finaverse-devnet-randomness'))
const LENGTH = 10_000
let hashChain: Hex[] | undefined

/** `H^k(seed)`: the chain is computed once (10 001 hashes). */
function chainAt(k: number): Hex {
  if (!hashChain) {
    hashChain = [SEED]
    for (let i = 1; i <= LENGTH; i++) hashChain.push(keccak256(hashChain[i - 1] as Hex))
  }
  return hashChain[k] as Hex
}

/** The coordinator request ids a transaction made (its `RandomnessRequested` events). */
export function requestIdsOf(receipt: TransactionReceipt): bigint[] {
  return parseEventLogs({
    abi: randomnessCoordinatorAbi,
    logs: receipt.logs,
    eventName: 'RandomnessRequested',
  }).map((log) => log.args.requestId)
}

/** The preimage of chain 0 (the devnet's committed chain) at `index`: `H^(LENGTH - index)(seed)`. */
export function devnetPreimage(index: bigint): Hex {
  return chainAt(LENGTH - Number(index))
}

/** Fulfils a randomness request as the keeper does: waits for `requestBlock + 2`, reveals `H^(n - index)(seed)`. */
export async function fulfilRandomness(
  client: FinaverseClient,
  requestId: bigint,
): Promise<TransactionReceipt> {
  const { testClient } = createTestClients()
  const role = client.chain.id === 31337 ? 'bsc' : 'polygon'
  const request = await getRandomnessRequest(client, { requestId })
  const current = await client.getBlockNumber({ cacheTime: 0 })
  if (current < request.blockNumber + 2n)
    await testClient(role).mine({ blocks: Number(request.blockNumber + 2n - current) })
  return execute(
    client,
    deployer,
    fulfillRandomness(client, {
      account: deployer.address,
      requestId,
      preimage: devnetPreimage(request.index),
    }),
  )
}
