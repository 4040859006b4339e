import { ethers } from 'hardhat'
import { deployRandomness } from './helpers'

/** Card types of the fixtures: for each rarity 1..9, two cards (ids rarity*10+1 and +2) of different camps. */
export function fixtureCards(maxAmount = 50) {
  const infos = []
  const attributes = []
  for (let rarity = 1; rarity <= 9; rarity++) {
    for (let k = 1; k <= 2; k++) {
      infos.push({
        cardId: rarity * 10 + k,
        camp: ((rarity + k) % 4) + 1,
        rarity,
        name: `Hero ${rarity}-${k}`,
        currentAmount: 0,
        maxAmount,
        cardURI: `ipfs://hero/${rarity * 10 + k}.png`,
      })
      attributes.push({ weapon: `Weapon ${k}`, background: `Background ${rarity}` })
    }
  }
  return { infos, attributes }
}

/** The VRF adapter on Chainlink's mock, HeroCard with card types; `admin` holds MINTER_ROLE for direct mints. */
export async function deployHeroCard() {
  const [admin, operator, alice, bob, other] = await ethers.getSigners()
  const { coordinator, vrf } = await deployRandomness(admin!)
  const registry = await ethers.deployContract('HeroCardRegistry')
  const renderer = await ethers.deployContract('HeroCardRenderer')
  const heroCard = await ethers.deployContract(
    'HeroCard',
    [admin!.address, await coordinator.getAddress(), await renderer.getAddress(), 1000],
    { libraries: { HeroCardRegistry: await registry.getAddress() } },
  )
  await coordinator.grantRole(await coordinator.CONSUMER_ROLE(), await heroCard.getAddress())
  await heroCard.grantRole(await heroCard.MINTER_ROLE(), admin!.address)
  await heroCard.grantRole(await heroCard.OPERATOR_ROLE(), operator!.address)
  const { infos, attributes } = fixtureCards()
  await heroCard.setCardInfos(infos, attributes)
  return {
    coordinator,
    vrf,
    registry,
    renderer,
    heroCard,
    admin: admin!,
    operator: operator!,
    alice: alice!,
    bob: bob!,
    other: other!,
  }
}

export type HeroCardFixture = Awaited<ReturnType<typeof deployHeroCard>>

/** HeroCard with merges configured and open: prices per rarity r = 2..8 are r ether-milli (random) and
 * 2r (designate), success rates 50%. */
export async function deployMergeReady() {
  const f = await deployHeroCard()
  const rarities = [2, 3, 4, 5, 6, 7, 8]
  await f.heroCard.setMergePrices(
    rarities,
    rarities.map((r) => mergePrice(r)),
    rarities.map((r) => directionalPrice(r)),
    rarities.map(() => 5000),
  )
  await f.heroCard.startMerge()
  return f
}

export const mergePrice = (rarity: number) => ethers.parseUnits(String(rarity), 'finney') + 1n
export const directionalPrice = (rarity: number) => ethers.parseUnits(String(2 * rarity), 'finney') + 3n

export const BOX_PRICE = ethers.parseEther('0.05')

/** HeroCard fixture plus a V1 blind box in quota mode (cards 21, 22, 31, 32 with quotas 10, 10, 5, 5), sale open
 * to the public at BOX_PRICE native, 20 boxes for sale, 10 per address, 5 per whitelist member. */
export async function deployBlindBox() {
  const f = await deployHeroCard()
  const box = await ethers.deployContract('BlindBox', [
    f.admin.address,
    'Finaverse Box V1',
    'FBOX1',
    'V1',
    await f.heroCard.getAddress(),
    await f.coordinator.getAddress(),
  ])
  const at = await box.getAddress()
  await f.heroCard.grantRole(await f.heroCard.MINTER_ROLE(), at)
  await f.coordinator.grantRole(await f.coordinator.CONSUMER_ROLE(), at)
  const [, , , , , receiver] = await ethers.getSigners()
  await box.setSaleConfig(ethers.ZeroAddress, BOX_PRICE, receiver!.address)
  await box.setQuotas(20, 10, 5)
  await box.setCardsQuota([21, 22, 31, 32], [10, 10, 5, 5])
  await box.startSale()
  return { ...f, box, receiver: receiver! }
}
