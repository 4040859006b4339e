import { ethers } from 'hardhat'
import type { CardBridge, CardBridgeMinter, DevnetCCIPRouter } from '../../typechain-types'
import { deployBareHeroCard } from './bare-contracts'

type Measure = (name: string, tx: Promise<{ wait(): Promise<{ gasUsed: bigint } | null> }>) => Promise<void>

const BSC = 13264668187771770619n
const POLYGON = 16281711391670634445n

/**
 * Gas of the card bridge (called by scripts/bench/gas.ts): both sides on the in-process network, each on a
 * DevnetCCIPRouter (its fee figures do not change the gas). Sending: the user's transaction (escrow, fee quote and
 * `ccipSend`). Receiving: the gas the receiver's `ccipReceive` used, which is what the message's gas limit must cover
 * (CardBridge.destinationGasLimit, CardBridgeMinter.refundGasLimit). The user's cards were minted one by one, each a
 * different hero, so the minting side pays one mint run per card (its worst case).
 */
export async function measureBridge(measure: Measure) {
  const [admin, user, earlier] = await ethers.getSigners()
  if (!admin || !user || !earlier) throw new Error('the gas benchmark needs three accounts')
  const deployCard = async () => {
    const { card } = await deployBareHeroCard(admin)
    const ids = Array.from({ length: 12 }, (_, i) => i + 1)
    await card.setCardInfos(
      ids.map((cardId) => ({
        cardId,
        camp: (cardId % 4) + 1,
        rarity: (cardId % 9) + 1,
        name: `Hero ${cardId}`,
        currentAmount: 0,
        maxAmount: 1000,
        cardURI: '',
      })),
      ids.map(() => ({ weapon: 'Sword', background: 'Sky' })),
    )
    return card
  }
  const router = async (selector: bigint, peer: bigint) => {
    const r = (await ethers.deployContract('DevnetCCIPRouter', [
      admin.address,
      selector,
      ethers.ZeroAddress,
    ])) as unknown as DevnetCCIPRouter
    await r.setLane(peer, true)
    await r.setFees(10n ** 14n, 10n ** 9n, 10n ** 7n, 10n ** 18n)
    return r
  }
  const bscRouter = await router(BSC, POLYGON)
  const polygonRouter = await router(POLYGON, BSC)
  const bscCard = await deployCard()
  const polygonCard = await deployCard()
  const fee = ethers.parseEther('0.001')
  const bridge = (await ethers.deployContract('CardBridge', [
    admin.address,
    await bscCard.getAddress(),
    await bscRouter.getAddress(),
    POLYGON,
    fee,
    3_000_000,
    1000,
  ])) as unknown as CardBridge
  const minter = (await ethers.deployContract('CardBridgeMinter', [
    admin.address,
    await polygonCard.getAddress(),
    await polygonRouter.getAddress(),
    BSC,
    1000,
    3_000_000,
  ])) as unknown as CardBridgeMinter
  await bridge.setPeer(await minter.getAddress())
  await minter.setPeer(await bridge.getAddress())
  await polygonCard.grantRole(await polygonCard.MINTER_ROLE(), await minter.getAddress())
  for (let heroId = 1; heroId <= 12; heroId++)
    await bscCard.mintCards(user.address, heroId, (heroId % 9) + 1, 1)
  await bscCard.connect(user).setApprovalForAll(await bridge.getAddress(), true)
  // An earlier user's request: the bridge's counters are not zero any more (steady state), as for everyone but the
  // very first user.
  await bscCard.mintCards(earlier.address, 1, 2, 1)
  await bscCard.connect(earlier).setApprovalForAll(await bridge.getAddress(), true)
  const send = async (from: typeof user, ids: number[]) => {
    const [ccipFee, bridgeFee] = await bridge.quote(ids.length)
    return bridge.connect(from).exchange(ids, { value: ccipFee + bridgeFee })
  }
  const sent = async (r: DevnetCCIPRouter, tx: Promise<{ wait(): Promise<unknown> }>) => {
    const receipt = (await (await tx).wait()) as { logs: { topics: string[]; data: string }[] }
    const selector = await r.chainSelector()
    for (const log of receipt.logs) {
      const parsed = r.interface.parseLog(log)
      if (parsed?.name !== 'CCIPSendRequested') continue
      return {
        message: {
          messageId: parsed.args.messageId as string,
          sourceChainSelector: selector,
          sender: ethers.AbiCoder.defaultAbiCoder().encode(['address'], [parsed.args.sender]),
          data: parsed.args.data as string,
          destTokenAmounts: [],
        },
        receiver: parsed.args.receiver as string,
      }
    }
    throw new Error('no CCIP message')
  }
  /** Delivers on `r` and reports the gas the receiver's ccipReceive used. */
  const received = async (r: DevnetCCIPRouter, message: Awaited<ReturnType<typeof sent>>) => {
    const receipt = await (await r.execute(message.message, message.receiver, 3_000_000n)).wait()
    for (const log of receipt!.logs) {
      const parsed = r.interface.parseLog(log)
      if (parsed?.name !== 'ExecutionStateChanged') continue
      if (parsed.args.state !== 1n) throw new Error('the delivery failed')
      return { wait: async () => ({ gasUsed: parsed.args.gasUsed as bigint }) }
    }
    throw new Error('no delivery')
  }
  await (await send(earlier, [13])).wait()

  const oneTx = send(user, [1])
  await measure('CardBridge.exchange (1 card)', oneTx)
  const one = await sent(bscRouter, oneTx)
  const tenTx = send(user, [2, 3, 4, 5, 6, 7, 8, 9, 10, 11])
  await measure('CardBridge.exchange (10 cards)', tenTx)
  const ten = await sent(bscRouter, tenTx)
  await measure('CardBridgeMinter.ccipReceive (1 card)', received(polygonRouter, one))
  await measure('CardBridgeMinter.ccipReceive (10 cards)', received(polygonRouter, ten))

  // A refund of 10 cards: the minting fails (the minter lost MINTER_ROLE), the user has the message sent back.
  await polygonCard.revokeRole(await polygonCard.MINTER_ROLE(), await minter.getAddress())
  const first = Number(await bscCard.totalMinted()) + 1
  for (let i = 0; i < 10; i++) await bscCard.mintCards(user.address, i + 1, ((i + 1) % 9) + 1, 1)
  const failing = await sent(
    bscRouter,
    send(
      user,
      Array.from({ length: 10 }, (_, i) => first + i),
    ),
  )
  await (await polygonRouter.execute(failing.message, failing.receiver, 3_000_000n)).wait()
  const back = await sent(
    polygonRouter,
    minter.connect(user).refundMessage(failing.message.messageId, failing.message.data, {
      value: await minter.quoteRefund(),
    }),
  )
  await measure('CardBridge.ccipReceive (refund, 10 cards)', received(bscRouter, back))
}
