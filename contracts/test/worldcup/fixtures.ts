import type { HardhatEthersSigner } from '@nomicfoundation/hardhat-ethers/signers'
import { time } from '@nomicfoundation/hardhat-network-helpers'
import { expect } from 'chai'
import { ethers } from 'hardhat'
import { deployWorldCupPair } from '../../scripts/bench/bare-contracts'
import {
  KNOCKOUT_FIRST_MATCH,
  TOP16_COUNTRIES,
  worldCupSchedule,
} from '../../scripts/deploy/worldcup-schedule'
import type { FinaToken, HeroCard } from '../../typechain-types'
import { deployHeroCard } from '../cards/fixtures'
import { RARITY } from '../cards/helpers'

export { RARITY, TOP16_COUNTRIES }
export const HOUR = 3600
export const DAY = 86_400
/** FINA per credit in the fixture (the contract's default, 1 FINA). */
export const CREDIT_COST = ethers.parseEther('1')
export const HOME = 1
export const DRAW = 2
export const AWAY = 3
/** The first knockout match (no draw); the top-16 ranking closes at its kick-off. */
export const KNOCKOUT = KNOCKOUT_FIRST_MATCH
export const FINAL = 63

/**
 * HeroCard, FINA, the raffle and the World Cup wired as the deploy script wires them; the 64 matches kick off one
 * hour apart starting one hour from now (match i at `kickoff(i)`), the top 16 are set and the ranking closes at the
 * first knockout match. alice and bob hold heroes of every rarity (`heroes(user, rarity)`), approved to the World
 * Cup, and FINA approved for credits.
 */
export async function deployWorldCup() {
  const f = await deployHeroCard()
  const signers = await ethers.getSigners()
  const carol = signers[5]!
  const { admin, operator, alice, bob, heroCard, coordinator } = f
  const fina = (await ethers.deployContract('FinaToken', [
    admin.address,
    admin.address,
    ethers.parseEther('1000000000'),
    ethers.parseEther('2000000000'),
  ])) as unknown as FinaToken
  const { raffle, worldCup, worldCupAddress } = await deployWorldCupPair(
    admin,
    { heroCard, fina: await fina.getAddress(), coordinator },
    operator.address,
  )

  const start = (await time.latest()) + HOUR
  const kickoff = (matchId: number) => start + matchId * HOUR
  await worldCup.setMatches(0, worldCupSchedule(kickoff))
  await worldCup.setFinalCountries([...TOP16_COUNTRIES])
  await worldCup.setBettingSettings(500, CREDIT_COST, 100, 20_000, 80_000, kickoff(KNOCKOUT))

  for (const user of [alice, bob, carol]) {
    // Two S, two S+, two SS, one SSS and one A hero each (card ids rarity*10 + 1).
    for (const [rarity, count] of [
      [RARITY.S, 6],
      [RARITY['S+'], 2],
      [RARITY.SS, 2],
      [RARITY.SSS, 1],
      [RARITY.A, 1],
    ] as const) {
      await heroCard.mintCards(user.address, rarity * 10 + 1, rarity, count)
    }
    await heroCard.connect(user).setApprovalForAll(worldCupAddress, true)
    await fina.transfer(user.address, ethers.parseEther('100000'))
    await fina.connect(user).approve(worldCupAddress, ethers.MaxUint256)
  }
  return { ...f, carol, fina, raffle, worldCup, worldCupAddress, kickoff }
}

export type WorldCupFixture = Awaited<ReturnType<typeof deployWorldCup>>

/** Token ids of `user` with `rarity`, ascending. */
export async function heroes(
  heroCard: HeroCard,
  user: HardhatEthersSigner,
  rarity: number,
): Promise<bigint[]> {
  const ids = await heroCard.tokensOfOwner(user.address)
  const out: bigint[] = []
  for (const id of ids) if ((await heroCard.rarityMap(id)) === BigInt(rarity)) out.push(id)
  return out
}

/** Moves the chain to `timestamp` (or past it when it is already later: no-op). */
export async function at(timestamp: number) {
  if ((await time.latest()) < timestamp) await time.increaseTo(timestamp)
}

/** Expects `call` to revert for `account` lacking `role` (AccessControl). */
export async function expectRole(
  call: Promise<unknown>,
  contract: { interface: unknown },
  account: string,
  role: string,
) {
  await expect(call)
    .to.be.revertedWithCustomError(contract as never, 'AccessControlUnauthorizedAccount')
    .withArgs(account, ethers.id(role))
}
