import { finaTokenAbi } from '@finaverse/contracts'
import { getAddress, http, parseEther, zeroAddress } from 'viem'
import { estimateContractGas } from 'viem/actions'
import { describe, expect, it } from 'vitest'
import {
  allowance,
  approveToken,
  balanceOf,
  getTokenInfo,
  sendPreparedWrite,
  TRANSACTION_TIMEOUT_MS,
  totalSupply,
  transferToken,
  waitForTransaction,
} from '../src/exports/actions.js'
import { createFinaverseClients, FinaverseError, messageFor } from '../src/exports/index.js'
import { MULTICALL3 } from './devnet.js'
import { addressOf, alice, bob, createTestClients, deployer, useSnapshot } from './fixtures.js'

useSnapshot()
const { clients, wallet, testClient, bscUrl } = createTestClients()

async function expectFinaverseError(promise: Promise<unknown>): Promise<FinaverseError> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  )
  expect(error).toBeInstanceOf(FinaverseError)
  return error as FinaverseError
}

describe('token actions', () => {
  it('transfer: simulates with gas and fee, sends, and moves the balance', async () => {
    const before = await balanceOf(clients.bsc, { account: alice.address })
    const prepared = await transferToken(clients.bsc, {
      account: deployer,
      to: alice.address,
      amount: parseEther('100'),
    })
    expect(prepared.result).toBe(true)
    expect(prepared.gas).toBeGreaterThan(21_000n)
    expect(prepared.feePerGas).toBeGreaterThan(0n)
    expect(prepared.fee).toBe(prepared.gas * prepared.feePerGas)
    // The SDK asks the node for the estimate itself, without viem's transaction preparation: the same figure as
    // viem's estimateContractGas (which prepares the transaction for this local account first).
    expect(prepared.gas).toBe(
      await estimateContractGas(clients.bsc, {
        abi: finaTokenAbi,
        address: addressOf(clients.bsc, 'FinaToken'),
        functionName: 'transfer',
        args: [alice.address, parseEther('100')],
        account: deployer,
      }),
    )
    const hash = await sendPreparedWrite(wallet(deployer), prepared)
    const receipt = await waitForTransaction(clients.bsc, { hash })
    expect(receipt.status).toBe('success')
    expect(receipt.gasUsed).toBeLessThanOrEqual(prepared.gas)
    expect(await balanceOf(clients.bsc, { account: alice.address })).toBe(before + parseEther('100'))
  })

  it('transfer: a failed simulation throws the decoded ERC20InsufficientBalance with its args', async () => {
    const balance = await balanceOf(clients.bsc, { account: bob.address })
    const needed = balance + 1n
    const error = await expectFinaverseError(
      transferToken(clients.bsc, { account: bob, to: alice.address, amount: needed }),
    )
    expect(error.contractError).toEqual({
      name: 'ERC20InsufficientBalance',
      args: [bob.address, balance, needed],
    })
    expect(error.code).toBe('INSUFFICIENT_BALANCE')
    expect(error.shortMessage).toBe(messageFor('INSUFFICIENT_BALANCE'))
    expect(error.details).toMatch(
      new RegExp(
        `^ERC20InsufficientBalance\\(${JSON.stringify(bob.address)}, ${balance}, ${needed}\\) from transfer on 0x[0-9a-fA-F]{40}$`,
      ),
    )
    expect(typeof error.code).toBe('string')
    expect(error.cause).toBeDefined()
  })

  it('approve and allowance: the allowance equals the approved amount', async () => {
    const spender = bob.address
    const prepared = await approveToken(clients.bsc, { account: alice.address, spender, amount: 1234n })
    await waitForTransaction(clients.bsc, { hash: await sendPreparedWrite(wallet(alice), prepared) })
    expect(await allowance(clients.bsc, { owner: alice.address, spender })).toBe(1234n)
  })

  it('approve: the zero spender gives ERC20InvalidSpender(0x0)', async () => {
    const error = await expectFinaverseError(
      approveToken(clients.bsc, { account: alice.address, spender: zeroAddress, amount: 1n }),
    )
    expect(error.contractError).toEqual({ name: 'ERC20InvalidSpender', args: [zeroAddress] })
  })

  it('getTokenInfo: FINA has 18 decimals, the Polygon stablecoin 6', async () => {
    expect(await getTokenInfo(clients.bsc)).toMatchObject({ symbol: 'FINA', decimals: 18 })
    const usdc = await getTokenInfo(clients.polygon, { token: addressOf(clients.polygon, 'USDC') })
    expect(usdc.decimals).toBe(6)
  })

  it('totalSupply: FINA by default; an LP pair gives its liquidity supply', async () => {
    const fina = await totalSupply(clients.bsc)
    expect(fina).toBeGreaterThanOrEqual(await balanceOf(clients.bsc, { account: deployer.address }))
    const pair = addressOf(clients.bsc, 'FinaBusdPair')
    const lp = await totalSupply(clients.bsc, { token: pair })
    expect(lp).toBeGreaterThan(0n)
    expect(lp).not.toBe(fina)
    expect(lp).toBeGreaterThanOrEqual(
      await balanceOf(clients.bsc, { account: deployer.address, token: pair }),
    )
  })

  it('balanceOf: a chain without the deployment gives the wrong-network error', async () => {
    const testnet = createFinaverseClients({ mode: 'testnet', transports: { bsc: http(bscUrl) } })
    const error = await expectFinaverseError(balanceOf(testnet.bsc, { account: alice.address }))
    expect(error.shortMessage).toBe('Wrong network, please change your network.')
  })

  it('reads are batched into one multicall (batching is on)', async () => {
    let posts = 0
    const counted = createFinaverseClients({
      mode: 'local',
      transports: { bsc: http(bscUrl, { onFetchRequest: () => void posts++ }) },
      contracts: { bsc: { Multicall3: MULTICALL3 } },
    })
    const [a, b, c] = await Promise.all([
      balanceOf(counted.bsc, { account: alice.address }),
      balanceOf(counted.bsc, { account: bob.address }),
      allowance(counted.bsc, { owner: alice.address, spender: bob.address }),
    ])
    expect(posts).toBe(1)
    expect([a, b, c]).toEqual([
      await balanceOf(clients.bsc, { account: alice.address }),
      await balanceOf(clients.bsc, { account: bob.address }),
      await allowance(clients.bsc, { owner: alice.address, spender: bob.address }),
    ])
  })
})

describe('sendPreparedWrite and waitForTransaction', () => {
  it('defaults to the spec timeout of 10000 ms', () => {
    expect(TRANSACTION_TIMEOUT_MS).toBe(10_000)
  })

  it('times out with REQUEST_TIMEOUT and keeps the hash when nothing is mined', async () => {
    const test = testClient('bsc')
    await test.setAutomine(false)
    try {
      const prepared = await transferToken(clients.bsc, { account: deployer, to: bob.address, amount: 1n })
      const hash = await sendPreparedWrite(wallet(deployer), prepared)
      const error = await expectFinaverseError(waitForTransaction(clients.bsc, { hash, timeout: 600 }))
      expect(error.code).toBe('REQUEST_TIMEOUT')
      expect(error.hash).toBe(hash)
      await test.mine({ blocks: 1 })
      expect((await waitForTransaction(clients.bsc, { hash })).status).toBe('success')
    } finally {
      await test.setAutomine(true)
    }
  })

  it('a reverted transaction gives TRANSACTION_FAILED with the hash and the decoded error', async () => {
    const test = testClient('bsc')
    const prepared = await transferToken(clients.bsc, { account: bob, to: alice.address, amount: 0n })
    const balance = await balanceOf(clients.bsc, { account: bob.address })
    await test.setAutomine(false)
    try {
      // Same request with an amount the simulation would refuse: sent with a fixed gas limit, it reverts on chain.
      const hash = await sendPreparedWrite(wallet(bob), {
        ...prepared,
        request: { ...prepared.request, args: [alice.address, balance + 1n], gas: 100_000n },
      })
      await test.mine({ blocks: 1 })
      const error = await expectFinaverseError(waitForTransaction(clients.bsc, { hash }))
      expect(error.code).toBe('TRANSACTION_FAILED')
      expect(error.shortMessage).toBe('Transaction failed')
      expect(error.details).toMatch(/reverted in block \d+: ERC20InsufficientBalance\(/)
      expect(error.hash).toBe(hash)
      expect(error.contractError?.name).toBe('ERC20InsufficientBalance')
      expect(getAddress(error.contractError?.args[0] as string)).toBe(bob.address)
    } finally {
      await test.setAutomine(true)
    }
  })

  it('sendPreparedWrite: a wallet on the other chain is refused before signing', async () => {
    const prepared = await transferToken(clients.bsc, { account: deployer, to: bob.address, amount: 1n })
    const error = await expectFinaverseError(sendPreparedWrite(wallet(deployer, 'polygon'), prepared))
    expect(error.code).toBe('WRONG_NETWORK')
    expect(error.details).toBe('The wallet is on chain 31338; this transaction is for chain 31337')
  })
})
