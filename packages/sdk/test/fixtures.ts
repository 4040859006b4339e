// Shared fixtures of the integration tests: clients on the two test nodes, funded Hardhat accounts, snapshots.
import fs from 'node:fs'
import { fileURLToPath } from 'node:url'
import {
  type Abi,
  type Address,
  createTestClient,
  createWalletClient,
  getAddress,
  type Hex,
  http,
  type TransactionReceipt,
} from 'viem'
import { mnemonicToAccount } from 'viem/accounts'
import { afterAll, beforeAll, expect, inject } from 'vitest'
import { sendPreparedWrite, transferToken, waitForTransaction } from '../src/exports/actions.js'
import {
  bscLocal,
  type ContractName,
  createFinaverseClients,
  type FinaverseClient,
  FinaverseError,
  getContractAddresses,
  type PreparedWrite,
  polygonLocal,
} from '../src/exports/index.js'
import { MULTICALL3 } from './devnet.js'

/** Hardhat's default accounts (10 000 ETH each on a fresh node); #0 deploys and administers. */
const MNEMONIC = 'test test test test test test test test test test test junk'
export const deployer = mnemonicToAccount(MNEMONIC, { addressIndex: 0 })
export const alice = mnemonicToAccount(MNEMONIC, { addressIndex: 1 })
export const bob = mnemonicToAccount(MNEMONIC, { addressIndex: 2 })
/** Accounts the devnet seed leaves untouched (only native currency): tests fund them themselves. */
export const carol = mnemonicToAccount(MNEMONIC, { addressIndex: 5 })
export const dave = mnemonicToAccount(MNEMONIC, { addressIndex: 6 })

/** Sends a prepared write from `account` and waits for it (tests' shorthand). */
export async function execute(
  client: FinaverseClient,
  account: typeof alice,
  prepare: Promise<PreparedWrite>,
): Promise<TransactionReceipt> {
  const prepared = await prepare
  const walletClient = createWalletClient({
    account,
    chain: client.chain,
    transport: http((client.transport as { url?: string }).url),
  })
  return waitForTransaction(client, { hash: await sendPreparedWrite(walletClient, prepared) })
}

/** Gives `to` an amount of an ERC-20 from the deployer (who holds the devnet's FINA and LP tokens). */
export async function fund(
  client: FinaverseClient,
  to: Address,
  amount: bigint,
  token?: Address,
): Promise<void> {
  await execute(
    client,
    deployer,
    transferToken(client, { account: deployer, to, amount, ...(token ? { token } : {}) }),
  )
}

/** A Hardhat artifact of the contracts package (for test-only contracts the package does not export). */
export function artifact(name: string): { abi: Abi; bytecode: Hex } {
  const file = fileURLToPath(
    new URL(`../../../contracts/artifacts/contracts/mocks/${name}.sol/${name}.json`, import.meta.url),
  )
  return JSON.parse(fs.readFileSync(file, 'utf8')) as { abi: Abi; bytecode: Hex }
}

export function createTestClients() {
  const bscUrl = inject('bscRpcUrl')
  const polygonUrl = inject('polygonRpcUrl')
  const clients = createFinaverseClients({
    mode: 'local',
    // Hardhat answers a revert with -32603 (internal error), which viem retries with backoff (~1 s per failing
    // call); live nodes answer 3 (execution reverted), which it does not. No retries on the devnet.
    transports: { bsc: http(bscUrl, { retryCount: 0 }), polygon: http(polygonUrl, { retryCount: 0 }) },
    contracts: { bsc: { Multicall3: MULTICALL3 }, polygon: { Multicall3: MULTICALL3 } },
  })
  const wallet = (account: typeof alice, role: 'bsc' | 'polygon' = 'bsc') =>
    createWalletClient({
      account,
      chain: role === 'bsc' ? bscLocal : polygonLocal,
      transport: http(role === 'bsc' ? bscUrl : polygonUrl),
    })
  const testClient = (role: 'bsc' | 'polygon' = 'bsc') =>
    createTestClient({
      mode: 'hardhat',
      chain: role === 'bsc' ? bscLocal : polygonLocal,
      transport: http(role === 'bsc' ? bscUrl : polygonUrl),
    })
  return { clients, wallet, testClient, bscUrl, polygonUrl }
}

/** Reverts both chains after the file's tests, so each test file starts from the freshly deployed state. */
export function useSnapshot(): void {
  const { testClient } = createTestClients()
  let ids: [Hex, Hex] | undefined
  beforeAll(async () => {
    ids = [await testClient('bsc').snapshot(), await testClient('polygon').snapshot()]
  })
  afterAll(async () => {
    if (!ids) return
    await testClient('bsc').revert({ id: ids[0] })
    await testClient('polygon').revert({ id: ids[1] })
  })
}

/** A contract address of the client's chain from the deployments (fails the test when missing). */
export function addressOf(client: FinaverseClient, name: ContractName): Address {
  const address = getContractAddresses(client)[name]
  if (!address) throw new Error(`No ${name} on chain ${client.chain.id}`)
  return getAddress(address)
}

/** Awaits a promise that must reject with a FinaverseError, and returns that error. */
export async function rejection(promise: Promise<unknown>): Promise<FinaverseError> {
  const error = await promise.then(
    () => {
      throw new Error('expected a rejection')
    },
    (e: unknown) => e,
  )
  expect(error).toBeInstanceOf(FinaverseError)
  return error as FinaverseError
}
