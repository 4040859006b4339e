import { loadFixture } from '@nomicfoundation/hardhat-network-helpers'
import { expect } from 'chai'
import fc from 'fast-check'
import { ethers } from 'hardhat'
import { at, DAY, deployWorldCup, FINAL, heroes, RARITY } from './fixtures'

/**
 * Random event histories against a reference model (3 players, matches 0..3):
 *   - credits are conserved: each player's credits == initCredit + bought + claimed wins - cheered, and
 *     totalCredits is their sum;
 *   - every claim is paid once (a second claim of the same win reverts with AlreadyClaimed, a lost or open match
 *     with NothingToClaim);
 *   - the prize paid after the window never exceeds 70% of the pool (12 + 5 + 3 + 50) and the contract keeps the
 *     rest; a second final collection reverts;
 *   - after every claim the leaderboard is the top 3 by winning points, earlier first on ties;
 *   - the shared half goes by credits bought or won with bought credits (free credits, the
 *     grant and what cheers paid with it win, are spent first and never count), only to players who cheered with a
 *     hero;
 *   - a player cheers one option per match.
 */
type Step =
  | { kind: 'buy'; user: number; credits: number }
  | { kind: 'cheer'; user: number; matchId: number; option: number; count: number; plus: boolean }
  | { kind: 'result'; option: number }
  | { kind: 'claim'; user: number; matchId: number }
  | { kind: 'claimAll'; user: number }

const step: fc.Arbitrary<Step> = fc.oneof(
  fc.record({
    kind: fc.constant('buy' as const),
    user: fc.nat(2),
    credits: fc.integer({ min: 1, max: 300 }),
  }),
  fc.record({
    kind: fc.constant('cheer' as const),
    user: fc.nat(2),
    matchId: fc.nat(3),
    option: fc.integer({ min: 1, max: 3 }),
    count: fc.integer({ min: 1, max: 3 }),
    plus: fc.boolean(),
  }),
  fc.record({ kind: fc.constant('result' as const), option: fc.integer({ min: 1, max: 3 }) }),
  fc.record({ kind: fc.constant('claim' as const), user: fc.nat(2), matchId: fc.nat(3) }),
  fc.record({ kind: fc.constant('claimAll' as const), user: fc.nat(2) }),
)

type Bet = {
  credits: [number, number, number]
  win: [number, number, number]
  freeWin: number
  claimed: boolean
}

describe('WorldCup properties', () => {
  it('credits are conserved, claims pay once, the board is the top 3, shares count bought or won credits, payouts stay within the pool', async function () {
    // Under coverage on a busy machine a run takes several seconds.
    this.timeout(600_000)
    await fc.assert(
      fc.asyncProperty(
        fc.array(step, { minLength: 4, maxLength: 10 }),
        fc.bigInt({ min: 0n, max: 10n ** 20n }),
        fc.array(fc.integer({ min: 1, max: 3 }), { minLength: 4, maxLength: 4 }),
        async (steps, pool, lastResults) => {
          const f = await loadFixture(deployWorldCup)
          const { worldCup, heroCard, kickoff } = f
          const users = [f.alice, f.bob, f.carol]
          const free = await Promise.all(
            users.map(async (u) => ({
              s: await heroes(heroCard, u, RARITY.S),
              plus: await heroes(heroCard, u, RARITY['S+']),
            })),
          )
          const credits = [0, 0, 0]
          const grant = [0, 0, 0]
          const cheered = [false, false, false]
          const points = [0, 0, 0]
          const reachedAt = [0, 0, 0]
          let clock = 0
          const activated = [false, false, false]
          const bets = users.map(() => new Map<number, Bet>())
          const results: number[] = []
          const activate = (u: number) => {
            if (!activated[u]) {
              credits[u]! += 500
              grant[u] = 500
            }
            activated[u] = true
          }
          /** The top 3 by winning points, earlier first on ties (players with points only). */
          const checkBoard = async () => {
            const ranked = [0, 1, 2]
              .filter((u) => points[u]! > 0)
              .sort((a, b) => points[b]! - points[a]! || reachedAt[a]! - reachedAt[b]!)
              .map((u) => users[u]!.address)
            while (ranked.length < 3) ranked.push(ethers.ZeroAddress)
            expect(await worldCup.getLeaderboard()).to.deep.equal(ranked)
          }
          const claimable = (u: number, matchId: number) => {
            const bet = bets[u]!.get(matchId)
            const result = results[matchId]
            if (!bet || result === undefined) return 0
            return bet.claimed ? -1 : bet.win[result - 1]!
          }
          for (const s of steps) {
            if (s.kind === 'buy') {
              await worldCup.connect(users[s.user]!).buyCredits(s.credits)
              activate(s.user)
              credits[s.user]! += s.credits
            } else if (s.kind === 'cheer') {
              if (s.matchId < results.length) continue // kicked off
              const pile = s.plus ? free[s.user]!.plus : free[s.user]!.s
              if (pile.length < s.count) continue
              const ids = pile.slice(0, s.count)
              const call = worldCup.connect(users[s.user]!).betByMatchId(s.matchId, s.option, ids)
              activate(s.user)
              if (credits[s.user]! < 100 * s.count) {
                await expect(call).to.be.revertedWithCustomError(worldCup, 'NotEnoughCredits')
                continue
              }
              const previous = bets[s.user]!.get(s.matchId)
              if (previous?.credits.some((c, i) => c > 0 && i !== s.option - 1)) {
                await expect(call)
                  .to.be.revertedWithCustomError(worldCup, 'InvalidOption')
                  .withArgs(s.matchId, s.option)
                continue
              }
              await call
              pile.splice(0, s.count)
              const cost = 100 * s.count
              const paidPart = cost - Math.min(cost, grant[s.user]!)
              const win = (s.plus ? 240 : 200) * s.count
              credits[s.user]! -= cost
              grant[s.user] = Math.max(0, grant[s.user]! - cost)
              cheered[s.user] = true
              const bet = bets[s.user]!.get(s.matchId) ?? {
                credits: [0, 0, 0],
                win: [0, 0, 0],
                freeWin: 0,
                claimed: false,
              }
              bet.credits[s.option - 1]! += cost
              bet.win[s.option - 1]! += win
              bet.freeWin += win - Math.floor((win * paidPart) / cost)
              bets[s.user]!.set(s.matchId, bet)
            } else if (s.kind === 'result') {
              const matchId = results.length
              if (matchId > 3) continue
              await at(kickoff(matchId))
              await worldCup.setMatchResults([matchId], [s.option])
              results.push(s.option)
            } else if (s.kind === 'claim') {
              const win = claimable(s.user, s.matchId)
              const call = worldCup.connect(users[s.user]!).claimBetCreditsByMatchId(s.matchId)
              if (win < 0) await expect(call).to.be.revertedWithCustomError(worldCup, 'AlreadyClaimed')
              else if (win === 0) await expect(call).to.be.revertedWithCustomError(worldCup, 'NothingToClaim')
              else {
                await expect(call)
                  .to.emit(worldCup, 'CheerSettled')
                  .withArgs(users[s.user]!.address, s.matchId, win)
                bets[s.user]!.get(s.matchId)!.claimed = true
                grant[s.user]! += bets[s.user]!.get(s.matchId)!.freeWin
                credits[s.user]! += win
                points[s.user]! += win
                reachedAt[s.user] = ++clock
              }
            } else {
              let total = 0
              for (const matchId of [0, 1, 2, 3]) {
                const win = claimable(s.user, matchId)
                if (win > 0) {
                  total += win
                  bets[s.user]!.get(matchId)!.claimed = true
                  grant[s.user]! += bets[s.user]!.get(matchId)!.freeWin
                }
              }
              const call = worldCup.connect(users[s.user]!).claimMatchBetCreditsAll()
              if (total === 0) await expect(call).to.be.revertedWithCustomError(worldCup, 'NothingToClaim')
              else {
                await expect(call).to.emit(worldCup, 'CreditsClaimed').withArgs(users[s.user]!.address, total)
                points[s.user]! += total
                reachedAt[s.user] = ++clock
              }
              credits[s.user]! += total
            }
            // The acting player's record and 4 numbers; every player's credits are checked at the end.
            if (s.kind !== 'result') {
              const user = users[s.user]!
              expect((await worldCup.bettingRecords(user.address)).credits).to.equal(BigInt(credits[s.user]!))
              if (s.kind === 'cheer' || s.kind === 'claim') {
                const bet = bets[s.user]!.get(s.matchId)
                const numbers = await worldCup.getUserBetsByMatchId(user.address, s.matchId)
                expect(numbers.slice(0, 3)).to.deep.equal((bet?.credits ?? [0, 0, 0]).map(BigInt))
              }
            }
            expect(await worldCup.totalCredits()).to.equal(BigInt(credits.reduce((a, b) => a + b, 0)))
            await checkBoard()
          }
          // The remaining matches end; every player claims what is left.
          for (let matchId = results.length; matchId < 4; matchId++) {
            await at(kickoff(matchId))
            await worldCup.setMatchResults([matchId], [lastResults[matchId]!])
            results.push(lastResults[matchId]!)
          }
          for (const [u, user] of users.entries()) {
            let owed = 0
            for (const matchId of [0, 1, 2, 3]) {
              const win = claimable(u, matchId)
              if (win > 0) {
                owed += win
                grant[u]! += bets[u]!.get(matchId)!.freeWin
              }
            }
            expect(await worldCup.getUserUnclaimedCredits(user.address)).to.equal(BigInt(owed))
            if (owed > 0) {
              await worldCup.connect(user).claimMatchBetCreditsAll()
              credits[u]! += owed
              points[u]! += owed
              reachedAt[u] = ++clock
              await checkBoard()
            }
            expect((await worldCup.bettingRecords(user.address)).credits).to.equal(BigInt(credits[u]!))
          }
          expect(await worldCup.totalCredits()).to.equal(BigInt(credits.reduce((a, b) => a + b, 0)))
          // The final collection.
          if (pool > 0n) await worldCup.fundPrizePool({ value: pool })
          await at(kickoff(FINAL) + 7 * DAY)
          let paid = 0n
          const shareOf = (u: number) => (cheered[u] ? BigInt(credits[u]! - grant[u]!) : 0n)
          const totalShare = shareOf(0) + shareOf(1) + shareOf(2)
          expect(await worldCup.totalShareCredits()).to.equal(totalShare)
          for (const [u, user] of users.entries()) {
            const call = worldCup.connect(user).claimMatchBetReward()
            if (!activated[u]) {
              await expect(call).to.be.revertedWithCustomError(worldCup, 'NothingToClaim')
              continue
            }
            const receipt = await (await call).wait()
            const event = receipt!.logs
              .map((l) => worldCup.interface.parseLog(l))
              .find((e) => e?.name === 'RewardClaimed')!
            paid += (event.args.podiumAmount as bigint) + (event.args.sharedAmount as bigint)
            const expected = shareOf(u) === 0n ? 0n : (pool * 5000n * shareOf(u)) / (10_000n * totalShare)
            expect(event.args.sharedAmount).to.equal(expected)
            await expect(worldCup.connect(user).claimMatchBetReward()).to.be.revertedWithCustomError(
              worldCup,
              'AlreadyClaimed',
            )
            expect(await worldCup.getUserBetTokenList(user.address)).to.have.length(
              6 - free[u]!.s.length + (2 - free[u]!.plus.length),
            )
            expect((await heroes(heroCard, user, RARITY.S)).length).to.equal(6)
          }
          expect(paid).to.equal(await worldCup.prizePaid())
          expect(paid * 10_000n).to.be.lte(pool * 7_000n)
          expect(await ethers.provider.getBalance(await worldCup.getAddress())).to.equal(pool - paid)
        },
      ),
      { numRuns: 6 },
    )
  })
})
