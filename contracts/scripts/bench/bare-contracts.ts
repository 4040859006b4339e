import type { HardhatEthersSigner } from '@nomicfoundation/hardhat-ethers/signers'
import { ethers } from 'hardhat'
import type { HeroCard, RandomnessAdapter, WorldCup, WorldCupRaffle } from '../../typechain-types'
import { adapterConfig, deployVrfMock, mockSettings } from '../deploy/vrf'

/**
 * A HeroCard (max supply 1000, no card types yet) with its own randomness adapter (admin `admin`) on Chainlink's
 * VRFCoordinatorV2_5Mock (`vrf`, funded subscription); `admin` holds the card's MINTER_ROLE. For gas benchmarks and
 * tests, not deployments.
 */
export async function deployBareHeroCard(admin: HardhatEthersSigner) {
  const { mock: vrf, subscriptionId } = await deployVrfMock()
  const settings = mockSettings(await vrf.getAddress(), subscriptionId)
  const coordinator = (await ethers.deployContract('RandomnessAdapter', [
    admin.address,
    settings.coordinator,
    adapterConfig(settings),
    settings.timeoutSeconds,
  ])) as unknown as RandomnessAdapter
  await (await vrf.addConsumer(subscriptionId, await coordinator.getAddress())).wait()
  const registry = await ethers.deployContract('HeroCardRegistry')
  const renderer = await ethers.deployContract('HeroCardRenderer')
  const card = (await ethers.deployContract(
    'HeroCard',
    [admin.address, await coordinator.getAddress(), await renderer.getAddress(), 1000],
    { libraries: { HeroCardRegistry: await registry.getAddress() } },
  )) as unknown as HeroCard
  await card.grantRole(await card.MINTER_ROLE(), admin.address)
  return { card, coordinator, vrf }
}

/**
 * `WorldCupRaffle` and `WorldCup` on an existing card, FINA and coordinator, wired as scripts/deploy/worldcup.ts
 * wires them (raffle: CONSUMER_ROLE, MINTER_ROLE, OPERATOR_ROLE to `operator`; World Cup: PRIZE_POOL_ROLE,
 * TICKETS_ROLE). The deployer is the admin. For gas benchmarks and tests.
 */
export async function deployWorldCupPair(
  admin: HardhatEthersSigner,
  contracts: { heroCard: HeroCard; fina: string; coordinator: RandomnessAdapter },
  operator: string,
) {
  const { heroCard, fina, coordinator } = contracts
  const raffle = (await ethers.deployContract('WorldCupRaffle', [
    admin.address,
    await heroCard.getAddress(),
    await coordinator.getAddress(),
  ])) as unknown as WorldCupRaffle
  const worldCup = (await ethers.deployContract('WorldCup', [
    admin.address,
    await heroCard.getAddress(),
    fina,
    await raffle.getAddress(),
  ])) as unknown as WorldCup
  const worldCupAddress = await worldCup.getAddress()
  await coordinator.grantRole(await coordinator.CONSUMER_ROLE(), await raffle.getAddress())
  await heroCard.grantRole(await heroCard.MINTER_ROLE(), await raffle.getAddress())
  await heroCard.grantRole(await heroCard.PRIZE_POOL_ROLE(), worldCupAddress)
  await raffle.grantRole(await raffle.TICKETS_ROLE(), worldCupAddress)
  await raffle.grantRole(await raffle.OPERATOR_ROLE(), operator)
  return { raffle, worldCup, worldCupAddress }
}
