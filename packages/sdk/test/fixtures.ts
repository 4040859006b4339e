// Shared fixtures of the integration tests: clients on the two test nodes, funded Hardhat accounts, snapshots.
import { createTestClient, createWalletClient, type Hex, http } from 'viem'
import { mnemonicToAccount } from 'viem/accounts'
import { afterAll, beforeAll, inject } from 'vitest'
import { bscLocal, createFinaverseClients, polygonLocal } from '../src/index.js'
import { MULTICALL3 } from './devnet.js'

/** Hardhat's default accounts (10 000 ETH each on a fresh node); #0 deploys and administers. */
const MNEMONIC = 'test test test test test test test test test test test junk'
export const deployer = mnemonicToAccount(MNEMONIC, { addressIndex: 0 })
export const alice = mnemonicToAccount(MNEMONIC, { addressIndex: 1 })
export const bob = mnemonicToAccount(MNEMONIC, { addressIndex: 2 })

export function createTestClients() {
  const bscUrl = inject('bscRpcUrl')
  const polygonUrl = inject('polygonRpcUrl')
  const clients = createFinaverseClients({
    mode: 'local',
    transports: { bsc: http(bscUrl), polygon: http(polygonUrl) },
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
