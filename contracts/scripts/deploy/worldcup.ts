import { ethers } from 'hardhat'
import type { HeroCard, WorldCup, WorldCupRaffle } from '../../typechain-types'
import { KNOCKOUT_FIRST_MATCH, TOP16_COUNTRIES, worldCupSchedule } from './worldcup-schedule'

/** What the main deploy script hands over (see scripts/deploy/deploy.ts). */
export type WorldCupDeployContext = {
  /** The World Cup runs on the BSC role only. */
  role: 'bsc' | 'polygon'
  devnet: boolean
  /** Addresses of this chain's HeroCard, RandomnessAdapter and FinaToken; without them it is skipped. */
  contracts: Record<string, string>
  deployOnce: (name: string, contract: string, args: unknown[]) => Promise<string>
  step: (label: string, done: boolean, action: () => Promise<unknown>) => Promise<void>
  send: (tx: Promise<{ wait(): Promise<unknown> }>) => Promise<unknown>
  /** Admin (DEFAULT_ADMIN_ROLE, ADMIN_ROLE, PAUSER_ROLE), keeper (raffle OPERATOR_ROLE), extra pauser. */
  roles: { admin: string; operator: string; pauser?: string | undefined }
  log: (line: string) => void
}

const HOUR = 3600
const DAY = 24 * HOUR
/** Devnet match states (ids): 0..31 completed with results, 32..35 ongoing, 36..63 upcoming. */
export const DEVNET_COMPLETED = 32
export const DEVNET_ONGOING = 4

/**
 * Devnet kick-offs relative to `now`: completed matches every 6 hours up to 2 hours ago, ongoing ones started 30
 * minutes ago, upcoming ones every 4 hours from 2 hours ahead (the knockout stage, match 48, in about 2 days; the
 * final, match 63, in about 4.5 days, so claims stay open until about 11.5 days from now).
 */
export function devnetKickoff(now: number) {
  return (matchId: number): number => {
    if (matchId < DEVNET_COMPLETED) return now - 2 * HOUR - (DEVNET_COMPLETED - 1 - matchId) * 6 * HOUR
    if (matchId < DEVNET_COMPLETED + DEVNET_ONGOING) return now - 30 * 60
    return now + 2 * HOUR + (matchId - DEVNET_COMPLETED - DEVNET_ONGOING) * 4 * HOUR
  }
}

/** Result of devnet match `matchId`: home, draw and away in turn. */
export const devnetResult = (matchId: number) => (matchId % 3) + 1

/**
 * Devnet cheers (demo account index 0..3 = Hardhat #1..#4): match, option and the number of S heroes (S+ when
 * `plus`). They are placed before the kick-offs move into the past.
 */
export const DEVNET_CHEERS: readonly {
  account: number
  matchId: number
  option: number
  heroes: number
  plus?: boolean
}[] = [
  { account: 0, matchId: 0, option: 1, heroes: 2 },
  { account: 0, matchId: 1, option: 2, heroes: 1, plus: true },
  { account: 0, matchId: 2, option: 1, heroes: 1 },
  { account: 0, matchId: 32, option: 1, heroes: 1 },
  { account: 0, matchId: 40, option: 3, heroes: 1 },
  { account: 1, matchId: 0, option: 3, heroes: 1 },
  { account: 1, matchId: 3, option: 1, heroes: 2, plus: true },
  { account: 1, matchId: 5, option: 3, heroes: 1 },
  { account: 1, matchId: 33, option: 2, heroes: 1 },
  { account: 2, matchId: 4, option: 2, heroes: 1 },
  { account: 2, matchId: 6, option: 1, heroes: 1 },
  { account: 2, matchId: 34, option: 3, heroes: 1 },
  { account: 3, matchId: 7, option: 2, heroes: 1 },
  { account: 3, matchId: 8, option: 3, heroes: 2 },
  { account: 3, matchId: 45, option: 1, heroes: 1 },
]

/**
 * Deploys and wires the World Cup on the BSC role: `WorldCupRaffle` (coordinator CONSUMER_ROLE, HeroCard
 * MINTER_ROLE, keeper OPERATOR_ROLE) and `WorldCup` (HeroCard PRIZE_POOL_ROLE, raffle TICKETS_ROLE). Live chains
 * get no matches: the admin sets the real schedule with `setMatches`. On the devnet it seeds the 64 matches relative
 * to now (completed with results, ongoing, upcoming), the top 16, cheers of the demo accounts, some claims, the prize
 * pool and raffle tickets, so every World Cup screen has data. Idempotent like the main deploy.
 */
export async function deployWorldCup(ctx: WorldCupDeployContext): Promise<Record<string, string>> {
  const { HeroCard: heroCardAddress, RandomnessAdapter: coordinator, FinaToken: fina } = ctx.contracts
  if (ctx.role !== 'bsc' && heroCardAddress && ctx.roles.admin) {
    // The World Cup runs on BSC only. Polygon's HeroCard keeps 70% of the merge fees paid there as its prize pool:
    // the admin (the multisig) holds its PRIZE_POOL_ROLE and sweeps it to the BSC World Cup (`cards:withdraw-prize-pool`
    // on Polygon, bridge the coin, `fundPrizePool` on BSC) before the claim window ends. See contracts/README.md.
    const heroCard = await ethers.getContractAt('AccessControl', heroCardAddress)
    const role = ethers.id('PRIZE_POOL_ROLE')
    await ctx.step(
      `HeroCard PRIZE_POOL_ROLE (Polygon sweep) -> ${ctx.roles.admin}`,
      await heroCard.hasRole(role, ctx.roles.admin),
      () => ctx.send(heroCard.grantRole(role, ctx.roles.admin)),
    )
  }
  if (ctx.role !== 'bsc' || !heroCardAddress || !coordinator || !fina) {
    ctx.log('  world cup: not a BSC role chain with cards, skipped')
    return {}
  }
  const [deployer] = await ethers.getSigners()
  const id = (name: string) => ethers.id(name)
  const out: Record<string, string> = {}
  out.WorldCupRaffle = await ctx.deployOnce('WorldCupRaffle', 'WorldCupRaffle', [
    deployer!.address,
    heroCardAddress,
    coordinator,
  ])
  out.WorldCup = await ctx.deployOnce('WorldCup', 'WorldCup', [
    deployer!.address,
    heroCardAddress,
    fina,
    out.WorldCupRaffle,
  ])
  const grant = async (label: string, address: string, role: string, holder: string | undefined) => {
    if (!holder) return
    const target = await ethers.getContractAt('AccessControl', address)
    await ctx.step(`${label} -> ${holder}`, await target.hasRole(role, holder), () =>
      ctx.send(target.grantRole(role, holder)),
    )
  }
  await grant(
    'RandomnessAdapter CONSUMER_ROLE (WorldCupRaffle)',
    coordinator,
    id('CONSUMER_ROLE'),
    out.WorldCupRaffle,
  )
  await grant('HeroCard MINTER_ROLE (WorldCupRaffle)', heroCardAddress, id('MINTER_ROLE'), out.WorldCupRaffle)
  await grant('HeroCard PRIZE_POOL_ROLE (WorldCup)', heroCardAddress, id('PRIZE_POOL_ROLE'), out.WorldCup)
  await grant('WorldCupRaffle TICKETS_ROLE (WorldCup)', out.WorldCupRaffle, id('TICKETS_ROLE'), out.WorldCup)
  await grant('WorldCupRaffle OPERATOR_ROLE', out.WorldCupRaffle, id('OPERATOR_ROLE'), ctx.roles.operator)
  for (const key of ['WorldCupRaffle', 'WorldCup'] as const) {
    await grant(`${key} DEFAULT_ADMIN_ROLE`, out[key]!, ethers.ZeroHash, ctx.roles.admin)
    await grant(`${key} ADMIN_ROLE`, out[key]!, id('ADMIN_ROLE'), ctx.roles.admin)
    await grant(`${key} PAUSER_ROLE`, out[key]!, id('PAUSER_ROLE'), ctx.roles.admin)
    await grant(`${key} PAUSER_ROLE (pauser)`, out[key]!, id('PAUSER_ROLE'), ctx.roles.pauser)
  }
  if (ctx.devnet) await seedWorldCupDevnet(ctx, out)
  return out
}

async function seedWorldCupDevnet(ctx: WorldCupDeployContext, out: Record<string, string>) {
  const { step, send } = ctx
  const signers = await ethers.getSigners()
  const demo = [1, 2, 3, 4].map((i) => signers[i]!)
  const worldCup = (await ethers.getContractAt('WorldCup', out.WorldCup!)) as unknown as WorldCup
  const raffle = (await ethers.getContractAt(
    'WorldCupRaffle',
    out.WorldCupRaffle!,
  )) as unknown as WorldCupRaffle
  const heroCard = (await ethers.getContractAt('HeroCard', ctx.contracts.HeroCard!)) as unknown as HeroCard
  const fina = await ethers.getContractAt('FinaToken', ctx.contracts.FinaToken!)
  ctx.log('Seeding the World Cup')
  const now = (await ethers.provider.getBlock('latest'))!.timestamp
  const final = devnetKickoff(now)
  // Cheers need upcoming matches: first every match kicks off in a day or later, then all move to their devnet
  // times (the deployer holds HeroCard's MINTER_ROLE from the card seed).
  const before = (matchId: number) => Math.max(final(matchId), now + DAY + matchId * 60)
  const matches = await worldCup.allMatches()
  await step('WorldCup 64 matches', matches[63]!.betEndTime !== 0n, async () => {
    await send(worldCup.setMatches(0, worldCupSchedule(before)))
    await send(worldCup.setFinalCountries([...TOP16_COUNTRIES]))
    await send(
      worldCup.setBettingSettings(
        500,
        ethers.parseEther('1'),
        100,
        20_000,
        80_000,
        final(KNOCKOUT_FIRST_MATCH),
      ),
    )
  })
  const cheered = (await worldCup.bettingRecords(demo[3]!.address)).activated
  await step('WorldCup demo cheers (accounts #1..#4)', cheered, async () => {
    for (const [i, account] of demo.entries()) {
      const mine = DEVNET_CHEERS.filter((c) => c.account === i)
      const count = (plus: boolean) => mine.filter((c) => !!c.plus === plus).reduce((n, c) => n + c.heroes, 0)
      // World Cup heroes of their own (cards 31..34 are S, 41..44 S+, 51..54 SS): the card seed's stay untouched.
      const s = await mintRun(heroCard, send, account.address, 31 + i, 3, count(false))
      const sPlus = await mintRun(heroCard, send, account.address, 41 + i, 4, count(true))
      const [ss] = await mintRun(heroCard, send, account.address, 51 + i, 5, 1)
      await send(heroCard.connect(account).setApprovalForAll(out.WorldCup!, true))
      await send(fina.connect(account).approve(out.WorldCup!, ethers.MaxUint256))
      // The deployer pays the demo credits (1000 FINA), so the demo accounts keep their seeded FINA balance.
      await send(fina.transfer(account.address, ethers.parseEther('1000')))
      await send(worldCup.connect(account).buyCredits(1000))
      for (const cheer of mine) {
        const pile = cheer.plus ? sPlus : s
        await send(
          worldCup.connect(account).betByMatchId(cheer.matchId, cheer.option, pile.splice(0, cheer.heroes)),
        )
      }
      await send(worldCup.connect(account).betFinalMatch([ss!], [TOP16_COUNTRIES[(i * 5) % 16]!]))
    }
  })
  const moved = (await worldCup.allMatches())[0]!.betEndTime <= BigInt(now)
  await step('WorldCup kick-offs relative to now (completed, ongoing, upcoming)', moved, () =>
    send(worldCup.setMatches(0, worldCupSchedule(final))),
  )
  const results = await worldCup.getAllMatchResults()
  await step(
    `WorldCup results of matches 0..${DEVNET_COMPLETED - 1}`,
    results[DEVNET_COMPLETED - 1] !== 0n,
    () => {
      const ids = Array.from({ length: DEVNET_COMPLETED }, (_, i) => i)
      return send(worldCup.setMatchResults(ids, ids.map(devnetResult)))
    },
  )
  // Account #1 collects its wins (the leaderboard and profile show them); #2..#4 leave theirs unclaimed.
  const claimed = (await worldCup.bettingRecords(demo[0]!.address)).winCredits > 0n
  await step('WorldCup account #1 claims its wins', claimed, () =>
    send(worldCup.connect(demo[0]!).claimMatchBetCreditsAll()),
  )
  await step('WorldCup prize pool 1 BNB', (await worldCup.prizePool()) > 0n, () =>
    send(worldCup.fundPrizePool({ value: ethers.parseEther('1') })),
  )
  // The devnet raffle runs hourly so the keeper can draw soon after a start.
  await step('WorldCupRaffle hourly on the devnet', (await raffle.rafflePeriod()) === BigInt(HOUR), () =>
    send(raffle.setRafflePeriod(HOUR)),
  )
}

/** Mints `quantity` cards of one type to `to` in one run; returns their token ids. */
async function mintRun(
  heroCard: HeroCard,
  send: WorldCupDeployContext['send'],
  to: string,
  cardId: number,
  rarity: number,
  quantity: number,
): Promise<bigint[]> {
  if (quantity === 0) return []
  const first = await heroCard.mintCards.staticCall(to, cardId, rarity, quantity)
  await send(heroCard.mintCards(to, cardId, rarity, quantity))
  return Array.from({ length: quantity }, (_, k) => first + BigInt(k))
}
