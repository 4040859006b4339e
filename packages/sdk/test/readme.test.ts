// The README's examples (first read, first write, cards), as written there (the devnet's addresses; free ports instead of 8545).
import { createWalletClient, formatEther, http, parseEther } from 'viem'
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
  sendPreparedWrite,
  setApprovalForAll,
  userLPInfo,
  verifyRandomness,
  waitForBoxReveal,
  waitForTransaction,
} from '../src/exports/actions.js'
import { createFinaverseClients, getContractAddresses } from '../src/exports/index.js'
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
  const { FinaFarm: farm, FinaBusdPair: lp } = getContractAddresses(clients.bsc)
  const before = (await userLPInfo(clients.bsc, { pid: 0n, user: account.address })).amount
  const approval = await approveToken(clients.bsc, {
    account,
    token: lp!,
    spender: farm!,
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

it('README: cards, boxes and the bridge (the keeper fulfils the randomness here)', async () => {
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

  const [a, b] = await getTokenInfosByAddress(clients.bsc, { owner: account.address })
  const { CardBridge: bridge } = getContractAddresses(clients.bsc)
  await waitForTransaction(clients.bsc, {
    hash: await sendPreparedWrite(
      walletClient,
      await setApprovalForAll(clients.bsc, { account, operator: bridge!, approved: true }),
    ),
  })
  const bridging = await bridgeCards(clients.bsc, { account, tokenIds: [a!.tokenId, b!.tokenId] })
  expect(`bridge fee ${formatEther(bridging.request.value!)} BNB`).toBe('bridge fee 0.004 BNB')
  expect(bridging.fee).toBeGreaterThan(0n)
})
