import type { ContractTransactionResponse } from 'ethers'
import { ethers } from 'hardhat'
import { BOX_PRICE, deployBlindBox, directionalPrice } from './fixtures'
import { fulfil, RARITY } from './helpers'

/** Name of the reference figure and of the figure with the goal (at most 15% of the reference). */
export const REFERENCE = 'Reference ERC721Enumerable.mintMulti(10)'
export const BOX_BATCH = 'BlindBox.mintMulti(10)'
export const BOX_GOAL = 0.15

async function gasOf(
  tx: Promise<ContractTransactionResponse> | ContractTransactionResponse,
): Promise<number> {
  const receipt = await (await tx).wait()
  return Number(receipt!.gasUsed)
}

/**
 * Runs the card writes in a fixed scenario on the in-process chain. `figures` are deterministic (same code, same
 * state, same gas); `fulfilments` depend on the drawn outcome (the block hash) and are informative only.
 */
export async function measureCardsGas() {
  const f = await deployBlindBox()
  const { box, heroCard, coordinator, vrf, alice, bob, admin } = f
  await box.setQuotas(1000, 100, 100)
  const figures: Record<string, number> = {}
  const fulfilments: Record<string, number> = {}

  // The reference: an OpenZeppelin ERC721Enumerable minting 10 with _safeMint, first purchase of a fresh buyer.
  const reference = await ethers.deployContract('CardsReferenceEnumerable')
  await reference.connect(bob).mintMulti(1) // warms the contract's counter as bob's box purchase does below
  figures[REFERENCE] = await gasOf(reference.connect(alice).mintMulti(10))
  await box.connect(bob).mintMulti(1, { value: BOX_PRICE })
  figures[BOX_BATCH] = await gasOf(box.connect(alice).mintMulti(10, { value: BOX_PRICE * 10n }))

  // Steady state: the coordinator's counters are warm (bob's open comes first).
  await box.connect(bob).open(1)
  await box.connect(alice).mintMulti(10, { value: BOX_PRICE * 10n }) // boxes 12..21
  figures['BlindBox.open'] = await gasOf(box.connect(alice).open(2))
  figures['BlindBox.openMulti(10)'] = await gasOf(
    box.connect(alice).openMulti([3, 4, 5, 6, 7, 8, 9, 10, 11, 12]),
  )
  const fulfilled = async (requestId: number) =>
    gasOf((await fulfil(coordinator, vrf, requestId)) as ContractTransactionResponse)
  // Requests resolve in request order: bob's warming open first.
  await fulfil(coordinator, vrf, 1)
  fulfilments['fulfil open (1 box, keeper)'] = await fulfilled(2)
  fulfilments['fulfil openMulti (10 boxes, keeper)'] = await fulfilled(3)

  // Merges.
  await heroCard.setMergePrices([3], [1n], [directionalPrice(3)], [5000])
  await heroCard.startMerge()
  await heroCard.mintCards(alice.address, 31, RARITY.S, 100)
  const first = Number(await heroCard.totalMinted()) - 99
  const p = directionalPrice(3)
  await heroCard.mintCards(bob.address, 31, RARITY.S, 2)
  const bobs = (await heroCard.tokensOfOwner(bob.address)).slice(-2) // after the card bob's open revealed
  await heroCard.connect(bob).addMerge(bobs[0]!, bobs[1]!, p, { value: p }) // warms the merge counters
  figures['HeroCard.addMerge'] = await gasOf(
    heroCard.connect(alice).addMerge(first, first + 1, p, { value: p }),
  )
  const a = Array.from({ length: 49 }, (_, i) => first + 2 + i)
  const b = Array.from({ length: 49 }, (_, i) => first + 51 + i)
  figures['HeroCard.addMergeBatch(49 pairs)'] = await gasOf(
    heroCard.connect(alice).addMergeBatch(a, b, Array(49).fill(p), { value: p * 49n }),
  )
  await fulfil(coordinator, vrf, 4) // bob's warming merge first
  fulfilments['fulfil addMerge (keeper)'] = await fulfilled(5)
  fulfilments['fulfil addMergeBatch 49 (keeper)'] = await fulfilled(6)

  // Staking 10 cards.
  const staking = await ethers.deployContract('CardStaking', [admin.address, await heroCard.getAddress(), 60])
  await heroCard.mintCards(bob.address, 41, RARITY['S+'], 11)
  const ids = (await heroCard.tokensOfOwner(bob.address)).slice(-11) // the 11 S+ cards just minted
  await heroCard.connect(bob).setApprovalForAll(await staking.getAddress(), true)
  await staking.connect(bob).stake(ids[0]!)
  figures['CardStaking.stakeMulti(10)'] = await gasOf(staking.connect(bob).stakeMulti([...ids.slice(1, 11)]))

  // Minting hero cards: a batch of 10 equal cards (ERC721A with packed attributes), and a mint request of 10.
  figures['HeroCard.mintCards(10)'] = await gasOf(heroCard.mintCards(bob.address, 21, RARITY.A, 10))
  await heroCard.startPublicSale(1n)
  figures['HeroCard.addMint(10)'] = await gasOf(heroCard.connect(bob).addMint(10, false, { value: 10n }))
  return { figures, fulfilments }
}
