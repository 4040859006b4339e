// Type tests (vitest typecheck): the SDK's calls are checked against the ABIs. Each `@ts-expect-error` line is a
// mistake that must not compile (a wrong function name, wrong arguments, a wrong result type); if the helpers lose
// their ABI typing the directive is unused and the run fails.
import {
  blindBoxAbi,
  type deployments,
  finaFarmAbi,
  heroCardAbi,
  randomnessAdapterAbi,
} from '@finaverse/contracts'
import type { Address } from 'viem'
import { describe, expectTypeOf, it } from 'vitest'
import type { deploymentData } from '../../../contracts/exports/generated/deployments.js'
import {
  type bridgeCards,
  cardInfoes,
  claimFarm,
  type completeCancelRandomness,
  deliverRandomness,
  depositLP,
  type drawRaffle,
  executeCcipMessage,
  getBoxInfo,
  getTiers,
  poolInfo,
  withdrawStakedCard,
} from '../src/exports/actions.js'
import type { ContractName, PreparedWrite } from '../src/exports/index.js'
import { contractAddress } from '../src/internal/address.js'
import { read, readGetters } from '../src/internal/read.js'
import { prepareWrite } from '../src/internal/write.js'

declare const client: Parameters<typeof read>[0]
declare const address: Address
declare const account: Address

describe('read', () => {
  it('infers the result from the ABI', () => {
    expectTypeOf(
      read(client, { abi: finaFarmAbi, address, functionName: 'poolLength', args: [] }),
    ).resolves.toEqualTypeOf<bigint>()
    expectTypeOf(
      read(client, { abi: heroCardAbi, address, functionName: 'cardInfoes', args: [1n] }),
    ).resolves.toEqualTypeOf<readonly [bigint, bigint, bigint, string, bigint, bigint, string]>()
    // A wrong result type does not match.
    expectTypeOf(
      read(client, { abi: finaFarmAbi, address, functionName: 'poolLength', args: [] }),
    ).resolves.not.toEqualTypeOf<number>()
  })

  it('refuses a wrong function name', () => {
    // @ts-expect-error: no such view function on the farm
    read(client, { abi: finaFarmAbi, address, functionName: 'poolLenght', args: [] })
    // @ts-expect-error: a write is not a read
    read(client, { abi: finaFarmAbi, address, functionName: 'depositLP', args: [0n, 1n] })
  })

  it('refuses wrong arguments', () => {
    // @ts-expect-error: cardInfoes takes a uint256, not a string
    read(client, { abi: heroCardAbi, address, functionName: 'cardInfoes', args: ['31'] })
    // @ts-expect-error: one argument too many
    read(client, { abi: finaFarmAbi, address, functionName: 'poolLength', args: [1n] })
  })

  it('readGetters types each getter and takes only getters', () => {
    expectTypeOf(
      readGetters(client, { abi: blindBoxAbi, address }, ['price', 'version']),
    ).resolves.toEqualTypeOf<{
      price: bigint
      version: string
    }>()
    // @ts-expect-error: ownerOf takes an argument, so it is no getter
    readGetters(client, { abi: blindBoxAbi, address }, ['price', 'ownerOf'])
  })
})

describe('prepareWrite', () => {
  it('infers the request and result from the ABI', () => {
    const prepared = prepareWrite(client, {
      abi: finaFarmAbi,
      address,
      functionName: 'depositLP',
      args: [0n, 1n],
      account,
    })
    expectTypeOf(prepared).resolves.toEqualTypeOf<PreparedWrite<typeof finaFarmAbi, 'depositLP'>>()
    expectTypeOf<Awaited<typeof prepared>['request']['args']>().toEqualTypeOf<readonly [bigint, bigint]>()
  })

  it('refuses a wrong function name and wrong arguments', () => {
    // @ts-expect-error: a view is not a write
    prepareWrite(client, { abi: finaFarmAbi, address, functionName: 'poolLength', args: [], account })
    // @ts-expect-error: depositLP takes (pid, amount)
    prepareWrite(client, { abi: finaFarmAbi, address, functionName: 'depositLP', args: [0n], account })
  })

  it('every action result is a PreparedWrite, with its own result type', () => {
    expectTypeOf(depositLP).returns.resolves.toExtend<PreparedWrite>()
    expectTypeOf(claimFarm).returns.resolves.toExtend<PreparedWrite>()
    expectTypeOf(withdrawStakedCard).returns.resolves.toExtend<PreparedWrite>()
    expectTypeOf<Awaited<ReturnType<typeof bridgeCards>>['result']>().toEqualTypeOf<bigint>()
  })
})

describe('actions keep their public result types', () => {
  it('struct results carry the same fields as before', () => {
    expectTypeOf(cardInfoes).returns.resolves.toEqualTypeOf<{
      id: bigint
      camp: bigint
      rarity: bigint
      name: string
      currentAmount: bigint
      maxAmount: bigint
      cardURI: string
    }>()
    expectTypeOf(poolInfo).returns.resolves.toEqualTypeOf<{
      lpToken: Address
      allocPoint: number
      lastRewardBlock: bigint
      accRewardPerShare: bigint
      totalStaked: bigint
    }>()
    expectTypeOf(getTiers).returns.resolves.toEqualTypeOf<
      readonly { minSeconds: bigint; rewardBps: number }[]
    >()
    expectTypeOf(getBoxInfo).returns.resolves.toHaveProperty('paymentToken').toEqualTypeOf<Address>()
    // The adapter's request, as the ABI types it.
    expectTypeOf(
      read(client, { abi: randomnessAdapterAbi, address, functionName: 'getRequest', args: [1n] }),
    ).resolves.toEqualTypeOf<{
      consumer: Address
      status: number
      cancelAfter: number
      cancelBlock: number
      redeliverable: boolean
      vrfRequestId: bigint
      randomness: bigint
    }>()
  })
})

describe('operator actions', () => {
  it('check their arguments against the ABI and keep its result types', () => {
    const message = {
      messageId: `0x${'ab'.repeat(32)}`,
      sourceChainSelector: 31337n,
      sender: `0x${'00'.repeat(32)}`,
      data: '0x',
      receiver: address,
      gasLimit: 700_000n,
    } as const
    executeCcipMessage(client, { account, message })
    // @ts-expect-error: the delivery needs the message's gas limit
    executeCcipMessage(client, { account, message: { ...message, gasLimit: undefined } })
    // @ts-expect-error: a chain selector is a bigint, not a number
    executeCcipMessage(client, { account, message: { ...message, sourceChainSelector: 31337 } })
    // @ts-expect-error: a request id is a bigint, not a string
    deliverRandomness(client, { account, requestId: '1' })
    expectTypeOf<Awaited<ReturnType<typeof drawRaffle>>['result']>().toEqualTypeOf<bigint>()
    expectTypeOf<
      Awaited<ReturnType<typeof completeCancelRandomness>>['request']['functionName']
    >().toEqualTypeOf<'completeCancel'>()
  })
})

describe('contract names', () => {
  it('are the deployed names, not any string', () => {
    type Data = typeof deploymentData
    type Deployed = { [id in keyof Data]: keyof Data[id]['contracts'] }[keyof Data]
    expectTypeOf<ContractName>().toEqualTypeOf<Deployed>()
    expectTypeOf<typeof deployments>().not.toBeAny()
    contractAddress(client, 'HeroCard')
    // @ts-expect-error: a misspelt contract name
    contractAddress(client, 'HeroCards')
  })
})
