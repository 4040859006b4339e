// Type tests (vitest typecheck): what the SDK hands back fits the wallet libraries as they are typed. A prepared
// write's `request` goes to viem's `walletClient.writeContract` and to wagmi's `writeContract` (`@wagmi/core`, which
// the React hooks call) without a cast, for a payable write and for writes without value; contract addresses are
// keyed by contract name, so a misspelt name does not compile.
import { type Config, createConfig, mock, writeContract as wagmiWriteContract } from '@wagmi/core'
import { type Account, type Address, createWalletClient, type Hash, http, type WalletClient } from 'viem'
import { describe, expectTypeOf, it } from 'vitest'
import {
  type AddMintReturnType,
  addMint,
  approveToken,
  type BridgeCardsReturnType,
  type DepositLPReturnType,
  depositLP,
} from '../src/exports/actions.js'
import {
  bscLocal,
  type ContractAddresses,
  createFinaverseClients,
  getContractAddress,
  getContractAddresses,
  polygonLocal,
} from '../src/exports/index.js'

declare const account: Account
declare const owner: Address
const clients = createFinaverseClients({ mode: 'local' })
// A wallet client as an app makes it: with its chain and account, and one without either (a browser wallet).
const walletClient = createWalletClient({ account, chain: bscLocal, transport: http() })
declare const bareWalletClient: WalletClient
const config: Config = createConfig({
  chains: [bscLocal, polygonLocal],
  connectors: [mock({ accounts: [owner] })],
  transports: { [bscLocal.id]: http(), [polygonLocal.id]: http() },
})

describe('a prepared write fits viem and wagmi writeContract', () => {
  it('a write without value (approveToken, depositLP)', async () => {
    const approval = await approveToken(clients.bsc, { account, token: owner, spender: owner, amount: 1n })
    const deposit = await depositLP(clients.bsc, { account, pid: 0n, amount: 1n })
    expectTypeOf(await walletClient.writeContract(approval.request)).toEqualTypeOf<Hash>()
    expectTypeOf(await walletClient.writeContract(deposit.request)).toEqualTypeOf<Hash>()
    expectTypeOf(await bareWalletClient.writeContract(deposit.request)).toEqualTypeOf<Hash>()
    expectTypeOf(await wagmiWriteContract(config, approval.request)).toEqualTypeOf<Hash>()
    expectTypeOf(await wagmiWriteContract(config, deposit.request)).toEqualTypeOf<Hash>()
    // No value can ride along on a nonpayable function: the request says so as viem does (`value?: undefined`).
    expectTypeOf<DepositLPReturnType['request']['value']>().toEqualTypeOf<undefined>()
    // @ts-expect-error: depositLP is not payable
    walletClient.writeContract({ ...deposit.request, value: 1n })
  })

  it('a write with value (addMint, bridgeCards)', async () => {
    const mint = await addMint(clients.bsc, { account, amount: 1n, forWhitelist: false })
    expectTypeOf(await walletClient.writeContract(mint.request)).toEqualTypeOf<Hash>()
    expectTypeOf(await bareWalletClient.writeContract(mint.request)).toEqualTypeOf<Hash>()
    expectTypeOf(await wagmiWriteContract(config, mint.request)).toEqualTypeOf<Hash>()
    expectTypeOf<AddMintReturnType['request']['value']>().toEqualTypeOf<bigint | undefined>()
    expectTypeOf<BridgeCardsReturnType['request']['value']>().toEqualTypeOf<bigint | undefined>()
  })
})

describe('contract addresses are keyed by contract name', () => {
  it('a known name reads as an address; a misspelt one does not compile', () => {
    const addresses = getContractAddresses(clients.bsc)
    expectTypeOf(addresses.FinaFarm).toEqualTypeOf<Address | undefined>()
    expectTypeOf(addresses.Multicall3).toEqualTypeOf<Address | undefined>()
    // @ts-expect-error: a misspelt contract name
    addresses.FinaFram
    // @ts-expect-error: a misspelt contract name
    const { FinaFram } = getContractAddresses(clients.bsc)
    expectTypeOf(FinaFram).toBeAny()
  })

  it('getContractAddress gives an address (no `!`) and takes only contract names', () => {
    expectTypeOf(getContractAddress(clients.bsc, 'FinaFarm')).toEqualTypeOf<Address>()
    // @ts-expect-error: a misspelt contract name
    getContractAddress(clients.bsc, 'FinaFram')
  })

  it('the contracts override of createFinaverseClients takes contract names', () => {
    const own: ContractAddresses = { Multicall3: owner, FinaFarm: owner }
    createFinaverseClients({ mode: 'local', contracts: { bsc: own } })
    // @ts-expect-error: a misspelt contract name
    createFinaverseClients({ mode: 'local', contracts: { bsc: { FinaFram: owner } } })
  })
})
