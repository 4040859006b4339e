// The examples of the README and docs/reference.md (first read, first write, wagmi, cards and the bridge,
// errors), as written there (the devnet's addresses; the test devnet's free ports as BSC_RPC and POLYGON_RPC).
// test/install.test.mjs type-checks the documents' blocks themselves.
import { connect, createConfig, mock, waitForTransactionReceipt, writeContract } from '@wagmi/core'
import { type Chain, createWalletClient, formatEther, http, parseEther } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { expect, it } from 'vitest'
import {
  approveToken,
  balanceOf,
  bridgeCards,
  depositLP,
  getBoxIdsByAddress,
  getTokenInfosByAddress,
  openMulti,
  pendingLPRewardByTier,
  quoteBridge,
  sendPreparedWrite,
  setApprovalForAll,
  userLPInfo,
  verifyRandomness,
  waitForBoxReveal,
  waitForTransaction,
} from '../src/exports/actions.js'
import {
  createFinaverseClients,
  FinaverseError,
  finaverseChains,
  getContractAddress,
} from '../src/exports/index.js'
import { createTestClients, useSnapshot } from './fixtures.js'
import { fulfilRandomness } from './randomness.js'

useSnapshot()
const { bscUrl, polygonUrl } = createTestClients()

it('README: first read and first write on the devnet', async () => {
  const clients = createFinaverseClients({
    mode: 'local',
    transports: { bsc: http(bscUrl), polygon: http(polygonUrl) },
  })
  const account = privateKeyToAccount('0x59c6995e998f97a5a0044966f0945389dc9e86dae88c7a8412f4603b6b78690d')
  expect(account.address).toBe('0x70997970C51812dc3A010C7d01b50e0d17dc79C8')

  const fina = await balanceOf(clients.bsc, { account: account.address })
  const reward = await pendingLPRewardByTier(clients.bsc, { pid: 0n, user: account.address })
  expect(`${formatEther(fina)} FINA, ${formatEther(reward)} FINA claimable`).toMatch(
    /^[\d.]+ FINA, [\d.]+ FINA claimable$/,
  )
  expect(fina).toBeGreaterThan(0n) // demo account #1 is seeded

  const walletClient = createWalletClient({ account, chain: clients.bsc.chain, transport: http(bscUrl) })
  const before = (await userLPInfo(clients.bsc, { pid: 0n, user: account.address })).amount
  const approval = await approveToken(clients.bsc, {
    account,
    token: getContractAddress(clients.bsc, 'FinaBusdPair'),
    spender: getContractAddress(clients.bsc, 'FinaFarm'),
    amount: parseEther('1'),
  })
  await waitForTransaction(clients.bsc, { hash: await sendPreparedWrite(walletClient, approval) })
  const deposit = await depositLP(clients.bsc, { account, pid: 0n, amount: parseEther('1') })
  expect(deposit.fee).toBeGreaterThan(0n)
  const receipt = await waitForTransaction(clients.bsc, {
    hash: await sendPreparedWrite(walletClient, deposit),
  })
  expect(receipt.status).toBe('success')
  expect((await userLPInfo(clients.bsc, { pid: 0n, user: account.address })).amount).toBe(
    before + parseEther('1'),
  )
})

it('reference: cards, boxes and the bridge (the keeper fulfils the randomness here)', async () => {
  const clients = createFinaverseClients({
    mode: 'local',
    transports: { bsc: http(bscUrl), polygon: http(polygonUrl) },
  })
  const account = privateKeyToAccount('0x59c6995e998f97a5a0044966f0945389dc9e86dae88c7a8412f4603b6b78690d')
  const walletClient = createWalletClient({ account, chain: clients.bsc.chain, transport: http(bscUrl) })

  const tokenIds = await getBoxIdsByAddress(clients.bsc, { box: 'BlindBoxV1', owner: account.address })
  expect(tokenIds).toHaveLength(3) // the seed's boxes of demo account #1
  const opening = await openMulti(clients.bsc, { account, box: 'BlindBoxV1', tokenIds })
  const receipt = await waitForTransaction(clients.bsc, {
    hash: await sendPreparedWrite(walletClient, opening),
  })
  const revealed = waitForBoxReveal(clients.bsc, {
    box: 'BlindBoxV1',
    tokenIds,
    fromBlock: receipt.blockNumber,
    timeout: 120_000,
  })
  await fulfilRandomness(createTestClients().clients.bsc, opening.result)
  const { cards } = await revealed
  expect(cards.map((c) => c.tokenId)).toEqual(tokenIds)
  const { valid } = await verifyRandomness(clients.bsc, { requestId: opening.result })
  expect(valid).toBe(true)

  const owned = await getTokenInfosByAddress(clients.bsc, { owner: account.address })
  await waitForTransaction(clients.bsc, {
    hash: await sendPreparedWrite(
      walletClient,
      await setApprovalForAll(clients.bsc, {
        account,
        operator: getContractAddress(clients.bsc, 'CardBridge'),
        approved: true,
      }),
    ),
  })
  const bridging = await bridgeCards(clients.bsc, {
    account,
    tokenIds: owned.slice(0, 2).map((card) => card.tokenId),
  })
  const quote = await quoteBridge(clients.bsc, { count: 2 })
  expect(quote.bridgeFee).toBe(parseEther('0.004'))
  expect(bridging.request.value).toBe(quote.ccipFee + quote.bridgeFee)
  expect(bridging.fee).toBeGreaterThan(0n)
})

it('README: errors read as a sentence, a code to translate and the decoded call', async () => {
  const clients = createFinaverseClients({ mode: 'local', transports: { bsc: http(bscUrl) } })
  const account = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
  const error = await depositLP(clients.bsc, { account, pid: 0n, amount: 0n }).catch((e: unknown) => e)
  expect(error).toBeInstanceOf(FinaverseError)
  const { shortMessage, code, details, contractError } = error as FinaverseError
  expect(shortMessage).toBe('The amount is wrong')
  expect(code).toBe('WRONG_AMOUNT')
  expect(details).toBe(`WrongAmount(0) from depositLP on ${getContractAddress(clients.bsc, 'FinaFarm')}`)
  expect(contractError).toEqual({ name: 'WrongAmount', args: [0n] })
})

it('README: the prepared requests go to wagmi writeContract (approve and deposit, no value)', async () => {
  const BSC_RPC = bscUrl
  const bsc: Chain = { ...finaverseChains.local.bsc, rpcUrls: { default: { http: [BSC_RPC] } } }
  const clients = createFinaverseClients({ mode: 'local', transports: { bsc: http(BSC_RPC) } })
  const account = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
  const connector = mock({ accounts: [account] })
  const config = createConfig({
    chains: [bsc],
    connectors: [connector],
    transports: { [bsc.id]: http(BSC_RPC) },
  })
  await connect(config, { connector })
  const before = (await userLPInfo(clients.bsc, { pid: 0n, user: account })).amount

  const approval = await approveToken(clients.bsc, {
    account,
    token: getContractAddress(clients.bsc, 'FinaBusdPair'),
    spender: getContractAddress(clients.bsc, 'FinaFarm'),
    amount: parseEther('1'),
  })
  await waitForTransactionReceipt(config, { hash: await writeContract(config, approval.request) })
  const deposit = await depositLP(clients.bsc, { account, pid: 0n, amount: parseEther('1') })
  const hash = await writeContract(config, deposit.request)
  expect((await waitForTransactionReceipt(config, { hash })).status).toBe('success')
  expect((await userLPInfo(clients.bsc, { pid: 0n, user: account })).amount).toBe(before + parseEther('1'))
})
