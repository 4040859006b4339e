import type { HardhatEthersSigner } from '@nomicfoundation/hardhat-ethers/signers'
import type { ContractTransactionResponse } from 'ethers'
import { ethers } from 'hardhat'
import { deployBareHeroCard } from '../../scripts/bench/bare-contracts'
import type { CardBridge, CardBridgeMinter, DevnetCCIPRouter, MockERC20 } from '../../typechain-types'

/** Bridge fee per card of the fixtures (0.01 native). */
export const FEE = ethers.parseEther('0.01')
/** CCIP chain selectors of the two chains the in-process network plays (BSC testnet's and Amoy's). */
export const BSC_SELECTOR = 13264668187771770619n
export const POLYGON_SELECTOR = 16281711391670634445n
export const DAILY_CAP = 100n
/** Gas of the minting on Polygon and of a refund on BSC. */
export const DEST_GAS = 1_000_000n
export const REFUND_GAS = 400_000n
/** Router fee figures: a base, per payload byte, per unit of destination gas (wei). */
export const ROUTER_FEES = { base: ethers.parseEther('0.001'), perByte: 1_000_000_000n, perGas: 1_000_000n }

/** Card types: hero ids rarity*10+k for rarity 1..9, k 1..2. */
function cardTypes() {
  const infos = []
  const attributes = []
  for (let rarity = 1; rarity <= 9; rarity++) {
    for (let k = 1; k <= 2; k++) {
      const cardId = rarity * 10 + k
      infos.push({
        cardId,
        camp: ((rarity + k) % 4) + 1,
        rarity,
        name: `Hero ${cardId}`,
        currentAmount: 0,
        maxAmount: 1000,
        cardURI: `ipfs://hero/${cardId}.png`,
      })
      attributes.push({ weapon: `Weapon ${k}`, background: `Background ${rarity}` })
    }
  }
  return { infos, attributes }
}

/** A HeroCard with every card type; `admin` holds MINTER_ROLE. */
export async function deployCard(admin: HardhatEthersSigner) {
  const { card } = await deployBareHeroCard(admin)
  const { infos, attributes } = cardTypes()
  await card.setCardInfos(infos, attributes)
  return card
}

/** A devnet CCIP router of `selector` serving `peer`, with the fixtures' fees; `admin` executes messages. */
export async function deployRouter(admin: HardhatEthersSigner, selector: bigint, peer: bigint, link: string) {
  const router = (await ethers.deployContract('DevnetCCIPRouter', [
    admin.address,
    selector,
    link,
  ])) as unknown as DevnetCCIPRouter
  await router.setLane(peer, true)
  await router.setFees(ROUTER_FEES.base, ROUTER_FEES.perByte, ROUTER_FEES.perGas, ethers.parseEther('2'))
  return router
}

/**
 * Two hero card collections and two CCIP routers standing in for BSC and Polygon (one in-process chain plays both),
 * the escrow bridge on the first and the minting bridge on the second, linked to each other. `admin` deploys and
 * holds the admin roles and the routers' EXECUTOR_ROLE (it plays CCIP's network); `keeper` holds OPERATOR_ROLE, the
 * role the keeper holds everywhere else. Alice owns tokens 1..12 (heroes 11, 21, 31, 31, 51, 12 x7), Bob 13..16.
 */
export async function deployBridges() {
  const [admin, keeper, alice, bob, carol] = (await ethers.getSigners()) as HardhatEthersSigner[]
  const link = (await ethers.deployContract('MockERC20', ['ChainLink Token', 'LINK'])) as unknown as MockERC20
  const bscRouter = await deployRouter(admin!, BSC_SELECTOR, POLYGON_SELECTOR, await link.getAddress())
  const polygonRouter = await deployRouter(admin!, POLYGON_SELECTOR, BSC_SELECTOR, await link.getAddress())
  const bscCard = await deployCard(admin!)
  const polygonCard = await deployCard(admin!)
  const bridge = (await ethers.deployContract('CardBridge', [
    admin!.address,
    await bscCard.getAddress(),
    await bscRouter.getAddress(),
    POLYGON_SELECTOR,
    FEE,
    DEST_GAS,
    DAILY_CAP,
  ])) as unknown as CardBridge
  const minter = (await ethers.deployContract('CardBridgeMinter', [
    admin!.address,
    await polygonCard.getAddress(),
    await polygonRouter.getAddress(),
    BSC_SELECTOR,
    DAILY_CAP,
    REFUND_GAS,
  ])) as unknown as CardBridgeMinter
  await bridge.setPeer(await minter.getAddress())
  await minter.setPeer(await bridge.getAddress())
  await bridge.setWaitingTime(1200)
  const operatorRole = await bridge.OPERATOR_ROLE()
  await bridge.grantRole(operatorRole, keeper!.address)
  await minter.grantRole(operatorRole, keeper!.address)
  await polygonCard.grantRole(await polygonCard.MINTER_ROLE(), await minter.getAddress())

  await bscCard.mintCards(alice!.address, 11, 1, 1)
  await bscCard.mintCards(alice!.address, 21, 2, 1)
  await bscCard.mintCards(alice!.address, 31, 3, 2)
  await bscCard.mintCards(alice!.address, 51, 5, 1)
  await bscCard.mintCards(alice!.address, 12, 1, 7)
  await bscCard.mintCards(bob!.address, 41, 4, 4)
  const bridgeAddress = await bridge.getAddress()
  await bscCard.connect(alice!).setApprovalForAll(bridgeAddress, true)
  await bscCard.connect(bob!).setApprovalForAll(bridgeAddress, true)
  return {
    admin: admin!,
    keeper: keeper!,
    alice: alice!,
    bob: bob!,
    carol: carol!,
    link,
    bscRouter,
    polygonRouter,
    bscCard,
    polygonCard,
    bridge,
    minter,
  }
}
export type Bridges = Awaited<ReturnType<typeof deployBridges>>

/** A message a router sent, as the destination router delivers it. */
export type Sent = {
  message: {
    messageId: string
    sourceChainSelector: bigint
    sender: string
    data: string
    destTokenAmounts: []
  }
  receiver: string
  gasLimit: bigint
  fee: bigint
  feeToken: string
}

/** The CCIP messages `router` sent in a transaction. */
export async function sentBy(
  router: DevnetCCIPRouter,
  tx: ContractTransactionResponse | Promise<ContractTransactionResponse>,
): Promise<Sent[]> {
  const receipt = await (await tx).wait()
  const selector = await router.chainSelector()
  const address = (await router.getAddress()).toLowerCase()
  const out: Sent[] = []
  for (const log of receipt!.logs) {
    if (log.address.toLowerCase() !== address) continue
    const parsed = router.interface.parseLog(log)
    if (parsed?.name !== 'CCIPSendRequested') continue
    out.push({
      message: {
        messageId: parsed.args.messageId,
        sourceChainSelector: selector,
        sender: ethers.AbiCoder.defaultAbiCoder().encode(['address'], [parsed.args.sender]),
        data: parsed.args.data,
        destTokenAmounts: [],
      },
      receiver: parsed.args.receiver,
      gasLimit: parsed.args.gasLimit,
      fee: parsed.args.fee,
      feeToken: parsed.args.feeToken,
    })
  }
  return out
}

/** The one CCIP message `router` sent in a transaction. */
export async function sentOne(
  router: DevnetCCIPRouter,
  tx: ContractTransactionResponse | Promise<ContractTransactionResponse>,
): Promise<Sent> {
  const sent = await sentBy(router, tx)
  if (sent.length !== 1) throw new Error(`expected one CCIP message, got ${sent.length}`)
  return sent[0]!
}

/** Delivers `sent` on `router` as CCIP's network does (the router's EXECUTOR_ROLE, the message's gas limit). */
export async function deliver(router: DevnetCCIPRouter, sent: Sent, gasLimit = sent.gasLimit) {
  return router.execute(sent.message, sent.receiver, gasLimit, { gasLimit: 5_000_000n })
}

/** Alice bridges `tokenIds`, paying the quote; returns the CCIP message. */
export async function exchange(f: Bridges, tokenIds: bigint[], from = f.alice) {
  const [ccipFee, fee] = await f.bridge.quote(tokenIds.length)
  return sentOne(f.bscRouter, f.bridge.connect(from).exchange(tokenIds, { value: ccipFee + fee }))
}

/** The request payload CardBridge sends (`(1, nonce, user, receiver, tokenIds, heroIds, rarities)`). */
export function requestPayload(
  nonce: bigint,
  user: string,
  receiver: string,
  tokenIds: bigint[],
  heroIds: bigint[],
  rarities: bigint[],
) {
  return ethers.AbiCoder.defaultAbiCoder().encode(
    ['uint8', 'uint256', 'address', 'address', 'uint256[]', 'uint256[]', 'uint256[]'],
    [1, nonce, user, receiver, tokenIds, heroIds, rarities],
  )
}
