import { ethers } from 'hardhat'
import type { CardBridge, CardBridgeMinter } from '../typechain-types'
import { deployBareHeroCard } from './bare-contracts'
import {
  BRIDGE_DOMAIN_NAME,
  BRIDGE_DOMAIN_VERSION,
  BRIDGE_REQUEST_TYPES,
  BRIDGE_SETTLEMENT_TYPES,
} from './bridge-attestation'

type Measure = (name: string, tx: Promise<{ wait(): Promise<{ gasUsed: bigint } | null> }>) => Promise<void>

/**
 * Gas of the card bridge (called by scripts/gas-benchmark.ts): both sides on the in-process network, a 1-of-1 relayer
 * signer (the devnet's set-up). The user's cards were minted one by one (as box opens and mints deliver them), each
 * a different hero, so the minting side pays one mint run per card (its worst case).
 */
export async function measureBridge(measure: Measure) {
  const [admin, relayer, user, earlier] = await ethers.getSigners()
  if (!admin || !relayer || !user || !earlier) throw new Error('the gas benchmark needs four accounts')
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
  const bscCard = await deployCard()
  const polygonCard = await deployCard()
  const fee = ethers.parseEther('0.001')
  const { chainId } = await ethers.provider.getNetwork()
  const signer = new ethers.Wallet('0x1000000000000000000000000000000000000000000000000000000000000001')
  const bridge = (await ethers.deployContract('CardBridge', [
    admin.address,
    await bscCard.getAddress(),
    fee,
    chainId,
    admin.address,
    [signer.address],
    1,
  ])) as unknown as CardBridge
  const minter = (await ethers.deployContract('CardBridgeMinter', [
    admin.address,
    await polygonCard.getAddress(),
    chainId,
    await bridge.getAddress(),
    1000,
    [signer.address],
    1,
  ])) as unknown as CardBridgeMinter
  await bridge.setDestination(chainId, await minter.getAddress())
  await bridge.grantRole(await bridge.OPERATOR_ROLE(), relayer.address)
  await minter.grantRole(await minter.OPERATOR_ROLE(), relayer.address)
  await polygonCard.grantRole(await polygonCard.MINTER_ROLE(), await minter.getAddress())
  for (let heroId = 1; heroId <= 12; heroId++)
    await bscCard.mintCards(user.address, heroId, (heroId % 9) + 1, 1)
  await bscCard.connect(user).setApprovalForAll(await bridge.getAddress(), true)
  // An earlier user's request: the bridge's counters are not zero any more (steady state), as for everyone but the
  // very first user. Its nonce is 1.
  await bscCard.mintCards(earlier.address, 1, 2, 1)
  await bscCard.connect(earlier).setApprovalForAll(await bridge.getAddress(), true)
  await bridge.connect(earlier).exchange([13], { value: fee })

  const domain = (verifyingContract: string) => ({
    name: BRIDGE_DOMAIN_NAME,
    version: BRIDGE_DOMAIN_VERSION,
    chainId,
    verifyingContract,
  })
  const relay = async (nonce: bigint, tokenIds: number[]) => {
    const request = {
      sourceChainId: chainId,
      sourceBridge: await bridge.getAddress(),
      nonce,
      user: user.address,
      receiver: user.address,
      tokenIds,
      heroIds: [...(await bscCard.getHeroIds(tokenIds))],
      rarities: await Promise.all(tokenIds.map((id) => bscCard.rarityMap(id))),
    }
    const signature = await signer.signTypedData(
      domain(await minter.getAddress()),
      BRIDGE_REQUEST_TYPES,
      request,
    )
    return minter.connect(relayer).complete(request, [signature])
  }
  const settlement = async (nonce: bigint, minted: boolean, destTxHash: string) =>
    signer.signTypedData(domain(await bridge.getAddress()), BRIDGE_SETTLEMENT_TYPES, {
      nonce,
      minted,
      destTxHash,
    })

  await measure('CardBridge.exchange (1 card)', bridge.connect(user).exchange([1], { value: fee }))
  const ten = [2, 3, 4, 5, 6, 7, 8, 9, 10, 11]
  await measure('CardBridge.exchange (10 cards)', bridge.connect(user).exchange(ten, { value: fee * 10n }))
  await measure('CardBridge.markProcessing', bridge.connect(relayer).markProcessing(2))
  await measure('CardBridgeMinter.complete (1 card, 1-of-1)', relay(2n, [1]))
  await measure('CardBridgeMinter.complete (10 cards, 1-of-1)', relay(3n, ten))
  const tx = ethers.id('mint')
  await measure(
    'CardBridge.markCompleted (1-of-1)',
    bridge.connect(relayer).markCompleted(2, tx, [await settlement(2n, true, tx)]),
  )
  await bridge.connect(user).exchange([12], { value: fee })
  await bridge.connect(relayer).fail(4)
  await minter.connect(relayer).cancel(chainId, 4)
  await measure(
    'CardBridge.refund (1 card, 1-of-1)',
    bridge.connect(relayer).refund(4, tx, [await settlement(4n, false, tx)]),
  )
}
