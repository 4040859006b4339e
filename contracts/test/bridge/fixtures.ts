import type { HardhatEthersSigner } from '@nomicfoundation/hardhat-ethers/signers'
import { type BigNumberish, type BytesLike, Signature, TypedDataEncoder, Wallet } from 'ethers'
import { ethers } from 'hardhat'
import { deployBareHeroCard } from '../../scripts/bare-contracts'
import {
  BRIDGE_DOMAIN_NAME,
  BRIDGE_DOMAIN_VERSION,
  BRIDGE_REQUEST_TYPES,
  BRIDGE_SETTLEMENT_TYPES,
} from '../../scripts/bridge-attestation'
import type { CardBridge, CardBridgeMinter } from '../../typechain-types'

/** Fee per card of the fixtures (0.01 native). */
export const FEE = ethers.parseEther('0.01')
/** The in-process network plays both chains: the source (BSC) id is its chain id. */
export const SOURCE_CHAIN_ID = 31337n
export const DAILY_CAP = 100n
export const DOMAIN_NAME = BRIDGE_DOMAIN_NAME

/** Three relayer signers, ascending by address (the order attestations need). */
export const SIGNERS = [
  new Wallet('0x1000000000000000000000000000000000000000000000000000000000000001'),
  new Wallet('0x1000000000000000000000000000000000000000000000000000000000000002'),
  new Wallet('0x1000000000000000000000000000000000000000000000000000000000000003'),
].sort((a, b) => (BigInt(a.address) < BigInt(b.address) ? -1 : 1))
export const OUTSIDER = new Wallet('0x2000000000000000000000000000000000000000000000000000000000000001')

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

/**
 * Two hero card collections standing in for BSC and Polygon, the escrow bridge on the first and the minting bridge
 * on the second (2-of-3 signers both), `relayer` holding OPERATOR_ROLE on both. Alice owns tokens 1..12 (heroes 11,
 * 21, 31, 31, 51, ...), Bob 13..16.
 */
export async function deployBridges() {
  const [admin, relayer, alice, bob, carol] = (await ethers.getSigners()) as HardhatEthersSigner[]
  const bscCard = await deployCard(admin!)
  const polygonCard = await deployCard(admin!)
  const signerAddresses = SIGNERS.map((s) => s.address)
  const bridge = (await ethers.deployContract('CardBridge', [
    admin!.address,
    await bscCard.getAddress(),
    FEE,
    SOURCE_CHAIN_ID + 1n,
    ethers.ZeroAddress,
    signerAddresses,
    2,
  ])) as unknown as CardBridge
  const minter = (await ethers.deployContract('CardBridgeMinter', [
    admin!.address,
    await polygonCard.getAddress(),
    SOURCE_CHAIN_ID,
    await bridge.getAddress(),
    DAILY_CAP,
    signerAddresses,
    2,
  ])) as unknown as CardBridgeMinter
  await bridge.setDestination(SOURCE_CHAIN_ID + 1n, await minter.getAddress())
  await bridge.setTiming(15, 3, 120)
  const operatorRole = await bridge.OPERATOR_ROLE()
  await bridge.grantRole(operatorRole, relayer!.address)
  await minter.grantRole(operatorRole, relayer!.address)
  await polygonCard.grantRole(await polygonCard.MINTER_ROLE(), await minter.getAddress())

  // Alice: 1 (11 B), 2 (21 A), 3-4 (31 S), 5 (51 SS), 6-12 (12 B); Bob: 13-16 (41 S+).
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
    relayer: relayer!,
    alice: alice!,
    bob: bob!,
    carol: carol!,
    bscCard,
    polygonCard,
    bridge,
    minter,
  }
}
export type Bridges = Awaited<ReturnType<typeof deployBridges>>

type Domain = { chainId: BigNumberish; verifyingContract: string }

export async function domainOf(
  contract: { getAddress(): Promise<string> },
  chainId = SOURCE_CHAIN_ID,
): Promise<Domain> {
  return { chainId, verifyingContract: await contract.getAddress() }
}

const fullDomain = (domain: Domain) => ({ name: DOMAIN_NAME, version: BRIDGE_DOMAIN_VERSION, ...domain })

export { BRIDGE_REQUEST_TYPES as REQUEST_TYPES, BRIDGE_SETTLEMENT_TYPES as SETTLEMENT_TYPES }

export type BridgeRequest = {
  sourceChainId: bigint
  sourceBridge: string
  nonce: bigint
  user: string
  receiver: string
  tokenIds: bigint[]
  heroIds: bigint[]
  rarities: bigint[]
}

/** Signatures of `wallets` (in the given order) over a settlement attestation. */
export async function signSettlement(
  domain: Domain,
  wallets: Wallet[],
  settlement: { nonce: BigNumberish; minted: boolean; destTxHash: BytesLike },
): Promise<string[]> {
  return Promise.all(
    wallets.map((w) => w.signTypedData(fullDomain(domain), BRIDGE_SETTLEMENT_TYPES, settlement)),
  )
}

/** Signatures of `wallets` (in the given order) over a request attestation. */
export async function signRequest(
  domain: Domain,
  wallets: Wallet[],
  request: BridgeRequest,
): Promise<string[]> {
  return Promise.all(wallets.map((w) => w.signTypedData(fullDomain(domain), BRIDGE_REQUEST_TYPES, request)))
}

export const settlementDigest = (domain: Domain, settlement: Record<string, unknown>) =>
  TypedDataEncoder.hash(fullDomain(domain), BRIDGE_SETTLEMENT_TYPES, settlement)

/** The first two signers (a 2-of-3 quorum, ascending). */
export const QUORUM = SIGNERS.slice(0, 2)

/** Parses the request of the ExchangeRequested event of a transaction into what the minter needs. */
export async function requestOf(
  bridge: CardBridge,
  tx: { wait(): Promise<unknown> } | Promise<{ wait(): Promise<unknown> }>,
): Promise<BridgeRequest> {
  const receipt = (await (await tx).wait()) as { logs: { topics: string[]; data: string }[] }
  for (const log of receipt.logs) {
    const parsed = bridge.interface.parseLog(log)
    if (parsed?.name !== 'ExchangeRequested') continue
    return {
      sourceChainId: parsed.args.sourceChainId as bigint,
      sourceBridge: await bridge.getAddress(),
      nonce: parsed.args.nonce as bigint,
      user: parsed.args.user as string,
      receiver: parsed.args.receiver as string,
      tokenIds: [...(parsed.args.tokenIds as bigint[])],
      heroIds: [...(parsed.args.heroIds as bigint[])],
      rarities: [...(parsed.args.rarities as bigint[])],
    }
  }
  throw new Error('no ExchangeRequested event')
}

/** A compact 65-byte signature turned into a malformed 64-byte one. */
export const truncate = (signature: string) => Signature.from(signature).compactSerialized
