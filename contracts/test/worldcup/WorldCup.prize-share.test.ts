import { loadFixture } from '@nomicfoundation/hardhat-network-helpers'
import { expect } from 'chai'
import fc from 'fast-check'
import { ethers } from 'hardhat'
import {
  AWAY,
  at,
  CREDIT_COST,
  DAY,
  deployWorldCup,
  FINAL,
  HOME,
  heroes,
  KNOCKOUT,
  RARITY,
  TOP16_COUNTRIES,
} from './fixtures'

/** The shared half of the prize pool goes by credits bought, or won with bought credits; free credits never count. */
describe('WorldCup: prize share', () => {
  it('Sybil wallets that only buy credits share nothing; the free grant never counts', async () => {
    const { worldCup, heroCard, fina, alice, bob, kickoff } = await loadFixture(deployWorldCup)
    const signers = await ethers.getSigners()
    const sybils = signers.slice(8, 18)
    for (const sybil of sybils) {
      await fina.transfer(sybil.address, CREDIT_COST)
      await fina.connect(sybil).approve(await worldCup.getAddress(), CREDIT_COST)
      await worldCup.connect(sybil).buyCredits(1) // 500 free + 1 bought each
    }
    // Two honest players cheer with a hero; alice also buys 1000 credits.
    await worldCup.connect(alice).buyCredits(1000)
    await worldCup.connect(alice).betByMatchId(0, HOME, [(await heroes(heroCard, alice, RARITY.S))[0]!])
    await worldCup.connect(bob).betByMatchId(0, AWAY, [(await heroes(heroCard, bob, RARITY.S))[0]!])
    // alice: 1500 - 100 = 1400 credits, 400 of her grant left; bob: 400 credits, all of them grant.
    expect(await worldCup.totalShareCredits()).to.equal(1000n)
    const pool = ethers.parseEther('10')
    await worldCup.fundPrizePool({ value: pool })
    await at(kickoff(FINAL) + 7 * DAY)
    for (const sybil of sybils.slice(0, 3)) {
      await expect(worldCup.connect(sybil).claimMatchBetReward())
        .to.emit(worldCup, 'RewardClaimed')
        .withArgs(sybil.address, 0, 0)
    }
    await expect(worldCup.connect(bob).claimMatchBetReward())
      .to.emit(worldCup, 'RewardClaimed')
      .withArgs(bob.address, 0, 0)
    await expect(worldCup.connect(alice).claimMatchBetReward())
      .to.emit(worldCup, 'RewardClaimed')
      .withArgs(alice.address, 0, pool / 2n)
  })

  it('two wallets without FINA covering both sides of a knockout with free credits win no prize share', async () => {
    const { worldCup, heroCard, admin, alice, kickoff } = await loadFixture(deployWorldCup)
    const [sybilA, sybilB] = (await ethers.getSigners()).slice(10, 12)
    const wc = await worldCup.getAddress()
    for (const sybil of [sybilA!, sybilB!]) {
      await heroCard.connect(admin).mintCards(sybil.address, 31, RARITY.S, 1)
      await heroCard.connect(sybil).setApprovalForAll(wc, true)
    }
    await worldCup.connect(sybilA!).betByMatchId(KNOCKOUT, HOME, await heroes(heroCard, sybilA!, RARITY.S))
    await worldCup.connect(sybilB!).betByMatchId(KNOCKOUT, AWAY, await heroes(heroCard, sybilB!, RARITY.S))
    // The honest player pays 200 FINA for 200 credits and cheers with two heroes (free credits go first).
    await worldCup.connect(alice).buyCredits(200)
    await worldCup
      .connect(alice)
      .betByMatchId(KNOCKOUT, HOME, (await heroes(heroCard, alice, RARITY.S)).slice(0, 2))
    await at(kickoff(KNOCKOUT))
    await worldCup.setMatchResults([KNOCKOUT], [HOME])
    await worldCup.connect(sybilA!).claimMatchBetCreditsAll() // 200 credits won with free credits
    await worldCup.connect(alice).claimMatchBetCreditsAll() // 400 won, all with free credits too
    const record = await worldCup.bettingRecords(sybilA!.address)
    expect([record.credits, record.grantLeft, record.winCredits]).to.deep.equal([600n, 600n, 200n])
    // Only alice's 200 bought credits count.
    expect(await worldCup.totalShareCredits()).to.equal(200n)
    const pool = ethers.parseEther('8')
    await worldCup.fundPrizePool({ value: pool })
    await at(kickoff(FINAL) + 7 * DAY)
    const podium = (bps: bigint) => (pool * bps) / 10_000n
    await expect(worldCup.connect(sybilA!).claimMatchBetReward())
      .to.emit(worldCup, 'RewardClaimed')
      .withArgs(sybilA!.address, podium(500n), 0n)
    await expect(worldCup.connect(sybilB!).claimMatchBetReward())
      .to.emit(worldCup, 'RewardClaimed')
      .withArgs(sybilB!.address, 0n, 0n)
    // The honest player's share is the whole shared half.
    await expect(worldCup.connect(alice).claimMatchBetReward())
      .to.emit(worldCup, 'RewardClaimed')
      .withArgs(alice.address, podium(1200n), pool / 2n)
  })

  it('a cheer paid partly with free credits wins prize share only for its bought part (top-16 too)', async () => {
    const { worldCup, heroCard, alice, bob, kickoff } = await loadFixture(deployWorldCup)
    // alice: 500 free + 100 bought; two SS heroes cost 200 (free), then two S+ heroes on match 0 cost 400: 300 free and
    // 100 bought, so a quarter of their win is bought.
    await worldCup.connect(alice).buyCredits(100)
    const country = TOP16_COUNTRIES[3]!
    await worldCup.connect(alice).betFinalMatch(await heroes(heroCard, alice, RARITY.SS), [country, country])
    const sPlus = await heroes(heroCard, alice, RARITY['S+'])
    const s = await heroes(heroCard, alice, RARITY.S)
    await worldCup.connect(alice).betByMatchId(0, HOME, [...sPlus, ...s.slice(0, 2)])
    expect(await worldCup.totalShareCredits()).to.equal(0n)
    // bob buys 500: his first cheer (500) spends his grant, his second (100) bought credits, so its win counts whole.
    await worldCup.connect(bob).buyCredits(500)
    await worldCup.connect(bob).betByMatchId(0, HOME, (await heroes(heroCard, bob, RARITY.S)).slice(0, 5))
    expect(await worldCup.totalShareCredits()).to.equal(500n)
    await worldCup.connect(bob).betByMatchId(1, HOME, (await heroes(heroCard, bob, RARITY.S)).slice(0, 1))
    expect(await worldCup.totalShareCredits()).to.equal(400n)
    await at(kickoff(KNOCKOUT))
    await worldCup.setMatchResults([0, 1], [HOME, HOME])
    await worldCup.setFinalRankingResult(country)
    // alice's match 0 win: 2 x 240 + 2 x 200 = 880, of which 880 * 100 / 400 = 220 bought.
    await worldCup.connect(alice).claimMatchBetCreditsAll()
    expect(await worldCup.totalShareCredits()).to.equal(400n + 220n)
    // Her top-16 win (800 SS each) was all free.
    await worldCup.connect(alice).claimFinalMatchBetCredits()
    expect(await worldCup.totalShareCredits()).to.equal(400n + 220n)
    const record = await worldCup.bettingRecords(alice.address)
    expect(record.credits).to.equal(880n + 1600n)
    expect(record.credits - record.grantLeft).to.equal(220n)
    // bob's wins: 5 x 200 free on match 0, 200 bought on match 1.
    await worldCup.connect(bob).claimMatchBetCreditsAll()
    expect(await worldCup.totalShareCredits()).to.equal(400n + 220n + 200n)
  })

  it('random cheering histories: only bought credits and what they win count, a free player never shares @plain', async function () {
    this.timeout(600_000)
    type Cheer = { user: number; matchId: number; count: number; plus: boolean }
    type Step = { kind: 'buy'; user: number; credits: number } | ({ kind: 'cheer' } & Cheer)
    const stepArb: fc.Arbitrary<Step> = fc.oneof(
      fc.record({
        kind: fc.constant('buy' as const),
        user: fc.nat(1),
        credits: fc.integer({ min: 1, max: 400 }),
      }),
      fc.record({
        kind: fc.constant('cheer' as const),
        user: fc.nat(2),
        matchId: fc.nat(3),
        count: fc.integer({ min: 1, max: 3 }),
        plus: fc.boolean(),
      }),
    )
    await fc.assert(
      fc.asyncProperty(
        fc.array(stepArb, { minLength: 3, maxLength: 10 }),
        fc.array(fc.integer({ min: 1, max: 3 }), { minLength: 4, maxLength: 4 }),
        async (steps, results) => {
          const f = await loadFixture(deployWorldCup)
          const { worldCup, heroCard, kickoff } = f
          // carol (user 2) never buys: she only ever has free credits.
          const users = [f.alice, f.bob, f.carol]
          const piles = await Promise.all(
            users.map(async (u) => ({
              s: await heroes(heroCard, u, RARITY.S),
              plus: await heroes(heroCard, u, RARITY['S+']),
            })),
          )
          const model = users.map(() => ({ credits: 0, free: 0, active: false, cheered: false }))
          // Per player and match: the option, its win and the free part of the win.
          const bets = users.map(() => new Map<number, { option: number; win: number; freeWin: number }>())
          const activate = (u: number) => {
            if (!model[u]!.active) Object.assign(model[u]!, { active: true, credits: 500, free: 500 })
          }
          for (const s of steps) {
            const m = model[s.user]!
            if (s.kind === 'buy') {
              await worldCup.connect(users[s.user]!).buyCredits(s.credits)
              activate(s.user)
              m.credits += s.credits
              continue
            }
            const pile = s.plus ? piles[s.user]!.plus : piles[s.user]!.s
            const cost = 100 * s.count
            if (pile.length < s.count || (m.active ? m.credits : 500) < cost) continue
            activate(s.user)
            // The option follows the player's earlier cheer on the match (one option per match).
            const option = bets[s.user]!.get(s.matchId)?.option ?? 1 + ((s.user + s.matchId) % 3)
            await worldCup.connect(users[s.user]!).betByMatchId(s.matchId, option, pile.splice(0, s.count))
            const freePart = Math.min(cost, m.free)
            const win = (s.plus ? 240 : 200) * s.count
            const freeWin = win - Math.floor((win * (cost - freePart)) / cost)
            m.credits -= cost
            m.free -= freePart
            m.cheered = true
            const bet = bets[s.user]!.get(s.matchId) ?? { option, win: 0, freeWin: 0 }
            bet.win += win
            bet.freeWin += freeWin
            bets[s.user]!.set(s.matchId, bet)
          }
          await at(kickoff(3))
          await worldCup.setMatchResults([0, 1, 2, 3], results)
          for (const [u, user] of users.entries()) {
            let won = 0
            for (const [matchId, bet] of bets[u]!) {
              if (bet.option !== results[matchId]) continue
              won += bet.win
              model[u]!.credits += bet.win
              model[u]!.free += bet.freeWin
            }
            if (won > 0) await worldCup.connect(user).claimMatchBetCreditsAll()
            const record = await worldCup.bettingRecords(user.address)
            expect([record.credits, record.grantLeft]).to.deep.equal([
              BigInt(model[u]!.credits),
              BigInt(model[u]!.free),
            ])
          }
          // carol never paid: nothing of hers counts, whatever she won.
          expect((await worldCup.bettingRecords(f.carol.address)).credits).to.equal(
            (await worldCup.bettingRecords(f.carol.address)).grantLeft,
          )
          const shareOf = (u: number) => (model[u]!.cheered ? BigInt(model[u]!.credits - model[u]!.free) : 0n)
          const total = shareOf(0) + shareOf(1) + shareOf(2)
          expect(await worldCup.totalShareCredits()).to.equal(total)
          const pool = ethers.parseEther('1')
          await worldCup.fundPrizePool({ value: pool })
          await at(kickoff(FINAL) + 7 * DAY)
          let shared = 0n
          for (const [u, user] of users.entries()) {
            if (!model[u]!.active) continue
            const receipt = await (await worldCup.connect(user).claimMatchBetReward()).wait()
            const event = receipt!.logs
              .map((l) => worldCup.interface.parseLog(l))
              .find((e) => e?.name === 'RewardClaimed')!
            const expected = total === 0n ? 0n : (pool * 5000n * shareOf(u)) / (10_000n * total)
            expect(event.args.sharedAmount).to.equal(expected)
            if (u === 2) expect(event.args.sharedAmount).to.equal(0n)
            shared += event.args.sharedAmount as bigint
          }
          expect(shared).to.be.lte(pool / 2n)
        },
      ),
      { numRuns: 8 },
    )
  })
})
