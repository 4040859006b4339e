import { gameVaultAbi } from '@finaverse/contracts'
import { type Address, parseEther, parseEventLogs, zeroAddress } from 'viem'
import { beforeAll, describe, expect, it } from 'vitest'
import {
  approveToken,
  balanceOf,
  batchPaid,
  depositNFTs,
  depositToVault,
  getVaultDeposits,
  multiSend,
  nftDepositor,
  releaseNFTs,
  waitForContractEvent,
} from '../src/exports/actions.js'
import {
  addressOf,
  artifact,
  carol,
  createTestClients,
  dave,
  deployer,
  execute,
  fund,
  rejection,
  useSnapshot,
} from './fixtures.js'

useSnapshot()
const { clients, wallet } = createTestClients()
const bsc = clients.bsc
const vault = addressOf(bsc, 'GameVault')

beforeAll(async () => {
  await fund(bsc, carol.address, parseEther('100'))
  await execute(
    bsc,
    carol,
    approveToken(bsc, { account: carol.address, spender: vault, amount: parseEther('100') }),
  )
})

describe('game vault: FINA deposits', () => {
  it('deposit: moves FINA into the game account and emits the deposit id the server indexes', async () => {
    const before = await balanceOf(bsc, { account: vault })
    const prepared = await depositToVault(bsc, { account: carol.address, amount: parseEther('10') })
    expect(prepared.fee).toBeGreaterThan(0n)
    const receipt = await execute(bsc, carol, Promise.resolve(prepared))
    const [event] = parseEventLogs({ abi: gameVaultAbi, logs: receipt.logs, eventName: 'Deposited' })
    expect(event?.args.account).toBe(carol.address)
    expect(event?.args.amount).toBe(parseEther('10'))
    expect(event?.args.depositId).toBeGreaterThan(0n)
    expect(await balanceOf(bsc, { account: vault })).toBe(before + parseEther('10'))
  })

  it('deposit: under the minimum of 2 FINA gives WrongAmount(amount)', async () => {
    const error = await rejection(depositToVault(bsc, { account: carol.address, amount: parseEther('1.99') }))
    expect(error.contractError).toEqual({ name: 'WrongAmount', args: [parseEther('1.99')] })
    expect(error.code).toBe('WRONG_AMOUNT')
  })

  it('deposit: more than approved gives the token error ERC20InsufficientAllowance', async () => {
    const error = await rejection(depositToVault(bsc, { account: carol.address, amount: parseEther('1000') }))
    expect(error.contractError?.name).toBe('ERC20InsufficientAllowance')
  })
})

describe('game vault: NFT deposits', () => {
  it("the deployment sets the vault's card collection to the hero cards, so cards can enter the game account", async () => {
    const collection = await bsc.readContract({
      abi: gameVaultAbi,
      address: vault,
      functionName: 'cardCollection',
    })
    expect(collection).toBe(addressOf(bsc, 'HeroCard'))
  })

  it('depositNFTs: moves approved cards into custody; an empty list gives ArrayIsNull', async () => {
    // The card contract comes with a later issue: a plain ERC-721 of the contracts' test mocks stands in.
    const { abi, bytecode } = artifact('MockERC721')
    const admin = wallet(deployer)
    const hash = await admin.deployContract({ abi, bytecode })
    const cards = (await bsc.waitForTransactionReceipt({ hash })).contractAddress as Address
    await bsc.waitForTransactionReceipt({
      hash: await admin.writeContract({
        abi: gameVaultAbi,
        address: vault,
        functionName: 'setCardCollection',
        args: [cards],
      }),
    })
    const owner = wallet(carol)
    for (const id of [1n, 2n])
      await bsc.waitForTransactionReceipt({
        hash: await admin.writeContract({
          abi,
          address: cards,
          functionName: 'mint',
          args: [carol.address, id],
        }),
      })
    await bsc.waitForTransactionReceipt({
      hash: await owner.writeContract({
        abi,
        address: cards,
        functionName: 'setApprovalForAll',
        args: [vault, true],
      }),
    })

    const receipt = await execute(
      bsc,
      carol,
      depositNFTs(bsc, { account: carol.address, tokenIds: [1n, 2n] }),
    )
    const events = parseEventLogs({ abi: gameVaultAbi, logs: receipt.logs, eventName: 'NFTDeposited' })
    expect(events.map((e) => e.args.tokenId)).toEqual([1n, 2n])
    const ownerOf = (tokenId: bigint) =>
      bsc.readContract({ abi, address: cards, functionName: 'ownerOf', args: [tokenId] })
    expect(await ownerOf(1n)).toBe(vault)

    const empty = await rejection(depositNFTs(bsc, { account: carol.address, tokenIds: [] }))
    expect(empty.contractError).toEqual({ name: 'ArrayIsNull', args: [] })
    expect(empty.code).toBe('ARRAY_IS_NULL')
  })

  it('nftDepositor and releaseNFTs: the operator sends a card out of custody once; a player may not', async () => {
    const [deposit] = (await getVaultDeposits(bsc, { fromBlock: 0n, account: carol.address })).filter(
      (d) => d.kind === 'nft',
    )
    if (deposit?.kind !== 'nft') throw new Error('no card deposit')
    const collection = deposit.collection
    expect(await nftDepositor(bsc, { collection, tokenId: 1n })).toBe(carol.address)
    const player = await rejection(
      releaseNFTs(bsc, { account: carol.address, collection, to: carol.address, tokenIds: [1n] }),
    )
    expect(player.contractError?.name).toBe('AccessControlUnauthorizedAccount')
    const release = { collection, to: carol.address, tokenIds: [1n] }
    const prepared = await releaseNFTs(bsc, { account: deployer.address, ...release })
    expect(prepared.request.functionName).toBe('releaseNFTs')
    await execute(bsc, deployer, Promise.resolve(prepared))
    expect(await nftDepositor(bsc, { collection, tokenId: 1n })).toBe(zeroAddress)
    expect(await nftDepositor(bsc, { collection, tokenId: 2n })).toBe(carol.address)
    const again = await rejection(releaseNFTs(bsc, { account: deployer.address, ...release }))
    expect(again.contractError).toEqual({ name: 'NFTNotDeposited', args: [collection, 1n] })
  })
})

describe('game vault: indexing and payouts', () => {
  it('getVaultDeposits: FINA and card deposits in deposit-id order, filterable by account', async () => {
    const all = await getVaultDeposits(bsc, { fromBlock: 0n })
    const ids = all.map((d) => d.depositId)
    expect(ids).toEqual([...ids].sort((a, b) => (a < b ? -1 : 1)))
    const carols = await getVaultDeposits(bsc, { fromBlock: 0n, account: carol.address })
    expect(carols.map((d) => d.kind)).toEqual(['fina', 'nft', 'nft'])
    expect(carols[0]).toMatchObject({ kind: 'fina', account: carol.address, amount: parseEther('10') })
    expect(carols.slice(1).map((d) => (d.kind === 'nft' ? d.tokenId : undefined))).toEqual([1n, 2n])
  })

  it('waitForContractEvent: resolves with the matching event once it happens', async () => {
    const fromBlock = await bsc.getBlockNumber({ cacheTime: 0 })
    const waiting = waitForContractEvent(bsc, {
      abi: gameVaultAbi,
      address: vault,
      eventName: 'Deposited',
      args: { account: carol.address },
      fromBlock: fromBlock + 1n,
      pollingInterval: 50,
      timeout: 20_000,
    })
    await execute(bsc, carol, depositToVault(bsc, { account: carol.address, amount: parseEther('3') }))
    const log = await waiting
    expect(log.args.amount).toBe(parseEther('3'))
    expect(log.args.account).toBe(carol.address)
  })

  it('waitForContractEvent: gives REQUEST_TIMEOUT when nothing comes', async () => {
    const error = await rejection(
      waitForContractEvent(bsc, {
        abi: gameVaultAbi,
        address: vault,
        eventName: 'Deposited',
        args: { account: dave.address },
        pollingInterval: 50,
        timeout: 300,
      }),
    )
    expect(error.code).toBe('REQUEST_TIMEOUT')
  })

  it('multiSend: the operator pays a batch once; a second time gives AlreadyClaimed(batchId)', async () => {
    const before = await balanceOf(bsc, { account: dave.address })
    const batch = { batchId: 7n, recipients: [dave.address], amounts: [parseEther('5')] }
    expect(await batchPaid(bsc, { batchId: 7n })).toBe(false)
    await execute(bsc, deployer, multiSend(bsc, { account: deployer.address, ...batch }))
    expect(await batchPaid(bsc, { batchId: 7n })).toBe(true)
    expect(await balanceOf(bsc, { account: dave.address })).toBe(before + parseEther('5'))
    const again = await rejection(multiSend(bsc, { account: deployer.address, ...batch }))
    expect(again.contractError).toEqual({ name: 'AlreadyClaimed', args: [7n] })
    expect(again.code).toBe('ALREADY_CLAIMED')
  })

  it('multiSend: mismatched lists give ArrayLengthError; a player gives AccessControlUnauthorizedAccount', async () => {
    const mismatch = await rejection(
      multiSend(bsc, {
        account: deployer.address,
        batchId: 8n,
        recipients: [dave.address],
        amounts: [1n, 2n],
      }),
    )
    expect(mismatch.contractError).toEqual({ name: 'ArrayLengthError', args: [2n, 1n] })
    expect(mismatch.code).toBe('ARRAY_LENGTH_ERROR')
    const player = await rejection(
      multiSend(bsc, { account: carol.address, batchId: 8n, recipients: [dave.address], amounts: [1n] }),
    )
    expect(player.contractError?.name).toBe('AccessControlUnauthorizedAccount')
    expect(player.contractError?.args[0]).toBe(carol.address)
  })
})
