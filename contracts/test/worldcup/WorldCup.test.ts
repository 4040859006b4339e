import { loadFixture, time } from '@nomicfoundation/hardhat-network-helpers'
import { expect } from 'chai'
import { ethers } from 'hardhat'
import { worldCupSchedule } from '../../scripts/deploy/worldcup-schedule'
import { mergePrice } from '../cards/fixtures'
import { fulfil } from '../cards/helpers'
import {
  AWAY,
  at,
  CREDIT_COST,
  DAY,
  DRAW,
  deployWorldCup,
  expectRole,
  FINAL,
  HOME,
  heroes,
  KNOCKOUT,
  RARITY,
} from './fixtures'

const S_WIN = 200n // 100 credits * 2x (heroRewardRatio) * 1x (S)
const S_PLUS_WIN = 240n // 100 * 2x * 1.2x (S+)

/** alice cheers home on match 0 with two S heroes and away on match 1 with one S+ hero. */
async function withCheers() {
  const f = await loadFixture(deployWorldCup)
  const s = await heroes(f.heroCard, f.alice, RARITY.S)
  const sPlus = await heroes(f.heroCard, f.alice, RARITY['S+'])
  await f.worldCup.connect(f.alice).betByMatchId(0, HOME, [s[0]!, s[1]!])
  await f.worldCup.connect(f.alice).betByMatchId(1, AWAY, [sPlus[0]!])
  return { ...f, s, sPlus }
}

/** withCheers, then matches 0 (home) and 1 (draw, so alice lost) have results. */
async function withResults() {
  const f = await withCheers()
  await at(f.kickoff(1))
  await f.worldCup.setMatchResults([0, 1], [HOME, DRAW])
  return f
}

describe('WorldCup', () => {
  describe('deployment and settings', () => {
    it('starts with the spec defaults and the final match sets the claim window', async () => {
      const { worldCup, kickoff } = await loadFixture(deployWorldCup)
      expect(await worldCup.initCredit()).to.equal(500n)
      expect(await worldCup.consumeCreditEachBet()).to.equal(100n)
      expect(await worldCup.creditCost()).to.equal(CREDIT_COST)
      expect(await worldCup.heroRewardRatio()).to.equal(20_000n)
      expect(await worldCup.finalRankingRewardRatio()).to.equal(80_000n)
      expect(await worldCup.finalRankingBetEndTime()).to.equal(BigInt(kickoff(KNOCKOUT)))
      expect(await worldCup.claimEndTime()).to.equal(BigInt(kickoff(FINAL) + 7 * DAY))
      expect(await worldCup.claimableActive()).to.equal(true)
      expect(await worldCup.MATCH_COUNT()).to.equal(64n)
      expect(await worldCup.FINAL_RANKING_ID()).to.equal(64n)
      const ratios = await Promise.all(
        [0, 3, 4, 5, 6, 7, 8, 9, 10].map((r) => worldCup.heroRarityRewardRatio(r)),
      )
      expect(ratios).to.deep.equal([0n, 10_000n, 12_000n, 10_000n, 12_000n, 14_000n, 16_000n, 20_000n, 0n])
      expect(await worldCup.getLeaderboard()).to.deep.equal([
        ethers.ZeroAddress,
        ethers.ZeroAddress,
        ethers.ZeroAddress,
      ])
    })

    it('constructor: rejects a zero address', async () => {
      const { worldCup, heroCard, fina, raffle, admin } = await loadFixture(deployWorldCup)
      const args = [
        admin.address,
        await heroCard.getAddress(),
        await fina.getAddress(),
        await raffle.getAddress(),
      ]
      for (const i of [0, 1, 2, 3]) {
        const bad = args.map((a, j) => (j === i ? ethers.ZeroAddress : a))
        await expect(ethers.deployContract('WorldCup', bad)).to.be.revertedWithCustomError(
          worldCup,
          'AddressIsNull',
        )
      }
    })

    it('setBettingSettings: admin only, emits, rejects zeros and overflows', async () => {
      const { worldCup, alice } = await loadFixture(deployWorldCup)
      await expect(worldCup.setBettingSettings(300, 5n, 50, 30_000, 90_000, 12345))
        .to.emit(worldCup, 'BettingSettingsSet')
        .withArgs(300, 5n, 50, 30_000, 90_000, 12345)
      expect(await worldCup.initCredit()).to.equal(300n)
      expect(await worldCup.creditCost()).to.equal(5n)
      expect(await worldCup.consumeCreditEachBet()).to.equal(50n)
      expect(await worldCup.heroRewardRatio()).to.equal(30_000n)
      expect(await worldCup.finalRankingBetEndTime()).to.equal(12345n)
      for (const bad of [
        [300, 0, 50, 1, 1, 1],
        [300, 1, 0, 1, 1, 1],
        [300, 1, 50, 1, 1, 0],
      ] as const) {
        await expect(worldCup.setBettingSettings(...bad)).to.be.revertedWithCustomError(
          worldCup,
          'WrongAmount',
        )
      }
      // initCredit is kept in 24 bits (the record's grantLeft); the ranking end (12345) has passed, so it stays.
      await expect(worldCup.setBettingSettings(2n ** 24n, 1, 1, 1, 1, 12345)).to.be.revertedWithCustomError(
        worldCup,
        'SafeCastOverflowedUintDowncast',
      )
      await expectRole(
        worldCup.connect(alice).setBettingSettings(1, 1, 1, 1, 1, 1),
        worldCup,
        alice.address,
        'ADMIN_ROLE',
      )
    })

    it('setHeroRarityRewardRatio: sets each rarity, rejects bad rarities, ratios and lengths', async () => {
      const { worldCup, alice } = await loadFixture(deployWorldCup)
      await expect(worldCup.setHeroRarityRewardRatio([3, 9], [15_000, 65_535]))
        .to.emit(worldCup, 'HeroRarityRewardRatioSet')
        .withArgs(3, 15_000)
      expect(await worldCup.heroRarityRewardRatio(3)).to.equal(15_000n)
      expect(await worldCup.heroRarityRewardRatio(4)).to.equal(12_000n)
      expect(await worldCup.heroRarityRewardRatio(9)).to.equal(65_535n)
      await expect(worldCup.setHeroRarityRewardRatio([3], [])).to.be.revertedWithCustomError(
        worldCup,
        'WrongLength',
      )
      for (const [r, bps] of [
        [0, 1],
        [10, 1],
        [3, 65_536],
      ]) {
        await expect(worldCup.setHeroRarityRewardRatio([r!], [bps!])).to.be.revertedWithCustomError(
          worldCup,
          'WrongAmount',
        )
      }
      await expectRole(
        worldCup.connect(alice).setHeroRarityRewardRatio([3], [1]),
        worldCup,
        alice.address,
        'ADMIN_ROLE',
      )
    })

    it('setClaimEndTime: once scheduled the window only moves later (the final too), to a future time, never after it closed', async () => {
      const { worldCup, alice, kickoff } = await loadFixture(deployWorldCup)
      // The fixture's schedule set the window: the final's kick-off plus 7 days.
      const end = Number(await worldCup.claimEndTime())
      expect(end).to.equal(kickoff(63) + 7 * 24 * 3600)
      // What players may still claim keeps its window: neither the admin nor a final moved earlier cuts it short.
      await expect(worldCup.setClaimEndTime(end - 1)).to.be.revertedWithCustomError(
        worldCup,
        'ClaimWindowShortened',
      )
      const final = worldCupSchedule(kickoff)[63]!
      await expect(
        worldCup.setMatches(63, [{ ...final, betEndTime: kickoff(63) - 60 }]),
      ).to.be.revertedWithCustomError(worldCup, 'ClaimWindowShortened')
      expect(await worldCup.claimEndTime()).to.equal(end)
      // Later is fine: by the admin, or by a postponed final.
      await expect(worldCup.setClaimEndTime(end + 100))
        .to.emit(worldCup, 'ClaimEndTimeSet')
        .withArgs(end + 100)
      await expect(worldCup.setMatches(63, [{ ...final, betEndTime: kickoff(63) + 3600 }]))
        .to.emit(worldCup, 'ClaimEndTimeSet')
        .withArgs(kickoff(63) + 3600 + 7 * 24 * 3600)
      const later = Number(await worldCup.claimEndTime())
      await expect(worldCup.setClaimEndTime(await time.latest())).to.be.revertedWithCustomError(
        worldCup,
        'WrongAmount',
      )
      await at(later)
      await expect(worldCup.setClaimEndTime(later + 1000)).to.be.revertedWithCustomError(
        worldCup,
        'EventEnded',
      )
      await expectRole(
        worldCup.connect(alice).setClaimEndTime(later + 1000),
        worldCup,
        alice.address,
        'ADMIN_ROLE',
      )
    })

    it('setClaimsEnabled: switches claimableActive', async () => {
      const { worldCup, alice } = await loadFixture(deployWorldCup)
      await expect(worldCup.setClaimsEnabled(false)).to.emit(worldCup, 'ClaimsEnabledSet').withArgs(false)
      expect(await worldCup.claimableActive()).to.equal(false)
      await worldCup.setClaimsEnabled(true)
      expect(await worldCup.claimableActive()).to.equal(true)
      await expectRole(worldCup.connect(alice).setClaimsEnabled(false), worldCup, alice.address, 'ADMIN_ROLE')
    })

    it('pause and unpause: PAUSER_ROLE only', async () => {
      const { worldCup, alice } = await loadFixture(deployWorldCup)
      await expectRole(worldCup.connect(alice).pause(), worldCup, alice.address, 'PAUSER_ROLE')
      await worldCup.pause()
      expect(await worldCup.paused()).to.equal(true)
      await expectRole(worldCup.connect(alice).unpause(), worldCup, alice.address, 'PAUSER_ROLE')
      await worldCup.unpause()
      expect(await worldCup.paused()).to.equal(false)
    })
  })

  describe('matches', () => {
    it('allMatches: 64 matches with countries, draw option, kick-off and status upcoming / ongoing / completed', async () => {
      const { worldCup, kickoff } = await loadFixture(deployWorldCup)
      let matches = await worldCup.allMatches()
      expect(matches.length).to.equal(64)
      expect(matches[0]!.homeId).to.equal(1n)
      expect(matches[0]!.awayId).to.equal(2n)
      expect(matches[0]!.drawOption).to.equal(true)
      expect(matches[KNOCKOUT]!.drawOption).to.equal(false)
      expect(matches[5]!.betEndTime).to.equal(BigInt(kickoff(5)))
      expect(matches.map((m) => Number(m.status))).to.deep.equal(Array(64).fill(0))
      await at(kickoff(2))
      await worldCup.setMatchResults([0, 1], [HOME, DRAW])
      matches = await worldCup.allMatches()
      expect(matches.slice(0, 4).map((m) => Number(m.status))).to.deep.equal([2, 2, 1, 0])
      expect(matches[1]!.result).to.equal(BigInt(DRAW))
      expect((await worldCup.getAllMatchResults()).slice(0, 3)).to.deep.equal([1n, 2n, 0n])
    })

    it('setMatches: admin only, checked inputs, unknown ids, reschedules cheered matches but never their teams', async () => {
      const { worldCup, alice, kickoff, s } = await withCheers()
      const input = { homeId: 1, awayId: 2, drawOption: true, betEndTime: kickoff(0) + 600 }
      await expect(worldCup.setMatches(0, [input]))
        .to.emit(worldCup, 'MatchSet')
        .withArgs(0, 1, 2, true, kickoff(0) + 600)
      expect((await worldCup.allMatches())[0]!.betEndTime).to.equal(BigInt(kickoff(0) + 600))
      await expect(worldCup.setMatches(0, [{ ...input, awayId: 3 }]))
        .to.be.revertedWithCustomError(worldCup, 'MatchCheered')
        .withArgs(0)
      await expect(worldCup.setMatches(0, [{ ...input, homeId: 5 }])).to.be.revertedWithCustomError(
        worldCup,
        'MatchCheered',
      )
      await expect(worldCup.setMatches(0, [{ ...input, drawOption: false }])).to.be.revertedWithCustomError(
        worldCup,
        'MatchCheered',
      )
      await expect(worldCup.setMatches(2, [{ ...input, homeId: 9, awayId: 10 }])).to.emit(
        worldCup,
        'MatchSet',
      )
      for (const bad of [
        { ...input, homeId: 0 },
        { ...input, awayId: 0 },
        { ...input, awayId: 1 },
        { ...input, betEndTime: 0 },
      ]) {
        await expect(worldCup.setMatches(3, [bad])).to.be.revertedWithCustomError(worldCup, 'WrongAmount')
      }
      await expect(worldCup.setMatches(63, [{ ...input, betEndTime: kickoff(63) + 3600 }, input]))
        .to.be.revertedWithCustomError(worldCup, 'UnknownMatch')
        .withArgs(64)
      await at(kickoff(0) + 600)
      await worldCup.setMatchResults([0], [HOME])
      await expect(worldCup.setMatches(0, [input]))
        .to.be.revertedWithCustomError(worldCup, 'ResultAlreadySet')
        .withArgs(0)
      await expectRole(worldCup.connect(alice).setMatches(0, [input]), worldCup, alice.address, 'ADMIN_ROLE')
      expect(s.length).to.equal(6)
    })

    it('setMatches: moving the final moves the claim window', async () => {
      const { worldCup, kickoff } = await loadFixture(deployWorldCup)
      const final = worldCupSchedule(kickoff)[FINAL]!
      await expect(worldCup.setMatches(FINAL, [{ ...final, betEndTime: kickoff(FINAL) + DAY }]))
        .to.emit(worldCup, 'ClaimEndTimeSet')
        .withArgs(kickoff(FINAL) + 8 * DAY)
    })

    it('setMatches and setBettingSettings: a kick-off or the ranking end that has passed cannot move', async () => {
      const { worldCup, kickoff } = await loadFixture(deployWorldCup)
      const schedule = worldCupSchedule(kickoff)
      await at(kickoff(0))
      await expect(worldCup.setMatches(0, [{ ...schedule[0]!, betEndTime: kickoff(0) + 3 * DAY }]))
        .to.be.revertedWithCustomError(worldCup, 'CheeringClosed')
        .withArgs(0, kickoff(0))
      // A future kick-off may still move (a postponed match), and the passed one may be re-sent unchanged.
      await worldCup.setMatches(0, [schedule[0]!, { ...schedule[1]!, betEndTime: kickoff(1) + DAY }])
      expect((await worldCup.allMatches())[1]!.betEndTime).to.equal(BigInt(kickoff(1) + DAY))
      await at(kickoff(KNOCKOUT))
      await expect(
        worldCup.setBettingSettings(500, CREDIT_COST, 100, 20_000, 80_000, kickoff(KNOCKOUT) + DAY),
      )
        .to.be.revertedWithCustomError(worldCup, 'CheeringClosed')
        .withArgs(64, kickoff(KNOCKOUT))
      await expect(
        worldCup.setBettingSettings(400, CREDIT_COST, 100, 20_000, 80_000, kickoff(KNOCKOUT)),
      ).to.emit(worldCup, 'BettingSettingsSet')
    })

    it('setMatchResults: after kick-off, once, valid options, known matches, admin only', async () => {
      const { worldCup, alice, kickoff } = await loadFixture(deployWorldCup)
      await expect(worldCup.setMatchResults([0], [HOME]))
        .to.be.revertedWithCustomError(worldCup, 'MatchNotStarted')
        .withArgs(0)
      await at(kickoff(KNOCKOUT))
      await expect(worldCup.setMatchResults([0], [HOME]))
        .to.emit(worldCup, 'MatchResultSet')
        .withArgs(0, HOME)
      await expect(worldCup.setMatchResults([0], [AWAY])).to.be.revertedWithCustomError(
        worldCup,
        'ResultAlreadySet',
      )
      for (const [id, result] of [
        [1, 0],
        [1, 4],
        [KNOCKOUT, DRAW],
      ]) {
        await expect(worldCup.setMatchResults([id!], [result!]))
          .to.be.revertedWithCustomError(worldCup, 'InvalidOption')
          .withArgs(id, result)
      }
      await expect(worldCup.setMatchResults([1], [])).to.be.revertedWithCustomError(worldCup, 'WrongLength')
      await expect(worldCup.setMatchResults([64], [HOME]))
        .to.be.revertedWithCustomError(worldCup, 'UnknownMatch')
        .withArgs(64)
      await expectRole(
        worldCup.connect(alice).setMatchResults([1], [HOME]),
        worldCup,
        alice.address,
        'ADMIN_ROLE',
      )
    })

    it('a match not created yet is unknown', async () => {
      const { heroCard, fina, raffle, admin, alice, worldCup } = await loadFixture(deployWorldCup)
      const empty = await ethers.deployContract('WorldCup', [
        admin.address,
        await heroCard.getAddress(),
        await fina.getAddress(),
        await raffle.getAddress(),
      ])
      const [token] = await heroes(heroCard, alice, RARITY.S)
      await expect(empty.connect(alice).betByMatchId(0, HOME, [token!]))
        .to.be.revertedWithCustomError(worldCup, 'UnknownMatch')
        .withArgs(0)
      expect((await empty.allMatches())[0]!.status).to.equal(1n) // no kick-off: reads as started
    })
  })

  describe('credits', () => {
    it('buyCredits: activates with initCredit, adds the credits, takes credits * creditCost FINA', async () => {
      const { worldCup, fina, alice, worldCupAddress } = await loadFixture(deployWorldCup)
      const tx = worldCup.connect(alice).buyCredits(250)
      await expect(tx).to.emit(worldCup, 'Activated').withArgs(alice.address, 500)
      await expect(tx)
        .to.emit(worldCup, 'CreditsBought')
        .withArgs(alice.address, 250, 250n * CREDIT_COST)
      await expect(tx).to.changeTokenBalances(
        fina,
        [alice, worldCupAddress],
        [-250n * CREDIT_COST, 250n * CREDIT_COST],
      )
      await expect(worldCup.connect(alice).buyCredits(50)).not.to.emit(worldCup, 'Activated')
      const record = await worldCup.bettingRecords(alice.address)
      expect(record.credits).to.equal(800n)
      expect(record.activated).to.equal(true)
      expect(record.winCredits).to.equal(0n)
      expect(await worldCup.totalCredits()).to.equal(800n)
    })

    it("buyCredits: rejects zero, a paused contract, and purchases from the final's kick-off on", async () => {
      const { worldCup, alice, kickoff } = await loadFixture(deployWorldCup)
      await expect(worldCup.connect(alice).buyCredits(0)).to.be.revertedWithCustomError(
        worldCup,
        'WrongAmount',
      )
      await worldCup.pause()
      await expect(worldCup.connect(alice).buyCredits(1)).to.be.revertedWithCustomError(
        worldCup,
        'EnforcedPause',
      )
      await worldCup.unpause()
      await at(kickoff(FINAL) - 60)
      await worldCup.connect(alice).buyCredits(1)
      await at(kickoff(FINAL))
      await expect(worldCup.connect(alice).buyCredits(1))
        .to.be.revertedWithCustomError(worldCup, 'PurchasesClosed')
        .withArgs(kickoff(FINAL))
    })

    it('buyCredits: the FINA paid can be recovered by the admin', async () => {
      const { worldCup, fina, alice, admin } = await loadFixture(deployWorldCup)
      await worldCup.connect(alice).buyCredits(10)
      await expect(
        worldCup.recoverERC20(await fina.getAddress(), admin.address, 10n * CREDIT_COST),
      ).to.changeTokenBalance(fina, admin, 10n * CREDIT_COST)
    })
  })

  describe('betByMatchId', () => {
    it('stakes the heroes, spends 100 credits each, records the 4 numbers, the match totals and the tickets', async () => {
      const { worldCup, heroCard, raffle, alice, bob, worldCupAddress } = await loadFixture(deployWorldCup)
      const [a, b] = await heroes(heroCard, alice, RARITY.S)
      const tx = worldCup.connect(alice).betByMatchId(0, HOME, [a!, b!])
      await expect(tx).to.emit(worldCup, 'Activated').withArgs(alice.address, 500)
      await expect(tx).to.emit(worldCup, 'Cheered').withArgs(alice.address, 0, HOME, 200, [a, b])
      await expect(tx).to.emit(raffle, 'RaffleTicketsAwarded').withArgs(alice.address, 0, 2)
      expect(await heroCard.ownerOf(a!)).to.equal(worldCupAddress)
      expect(await worldCup.getUserBetsByMatchId(alice.address, 0)).to.deep.equal([200n, 0n, 0n, 0n])
      expect((await worldCup.bettingRecords(alice.address)).credits).to.equal(300n)
      expect(await worldCup.totalCredits()).to.equal(300n)
      expect(await worldCup.getUserBetTokenList(alice.address)).to.deep.equal([a, b])
      expect((await worldCup.bettingRecords(alice.address)).tokenCount).to.equal(2n)
      expect((await worldCup.allMatches())[0]!.homeCredits).to.equal(200n)
      const sPlus = await heroes(heroCard, alice, RARITY['S+'])
      await worldCup.connect(alice).betByMatchId(1, DRAW, [sPlus[0]!])
      const [c] = await heroes(heroCard, alice, RARITY.S)
      await worldCup.connect(alice).betByMatchId(0, HOME, [c!])
      await worldCup.connect(bob).betByMatchId(0, AWAY, [(await heroes(heroCard, bob, RARITY.S))[0]!])
      expect(await worldCup.getUserBetsByMatchId(alice.address, 0)).to.deep.equal([300n, 0n, 0n, 0n])
      const m = (await worldCup.allMatches())[0]!
      expect([m.homeCredits, m.drawCredits, m.awayCredits]).to.deep.equal([300n, 0n, 100n])
      const all = await worldCup.getUserBetsAll(alice.address)
      expect(all.length).to.equal(64)
      expect(all[0]).to.deep.equal([300n, 0n, 0n, 0n])
      expect(all[1]).to.deep.equal([0n, 100n, 0n, 0n])
      expect(all[2]).to.deep.equal([0n, 0n, 0n, 0n])
      expect(await worldCup.getUserBetTokenList(alice.address)).to.deep.equal([a, b, sPlus[0], c])
    })

    it('packs up to 50 heroes a cheer and lists every staked hero @plain', async () => {
      const { worldCup, heroCard, alice, admin } = await loadFixture(deployWorldCup)
      const first = await heroCard.tokensOfOwner(alice.address)
      await heroCard.connect(admin).mintCards(alice.address, 32, RARITY.S, 50)
      await worldCup.connect(alice).buyCredits(5000)
      const ids = (await heroes(heroCard, alice, RARITY.S)).slice(0, 50)
      await worldCup.connect(alice).betByMatchId(3, AWAY, ids)
      expect(await worldCup.getUserBetTokenList(alice.address)).to.deep.equal(ids)
      await expect(
        worldCup.connect(alice).betByMatchId(3, AWAY, [...ids, ...first.slice(0, 1)]),
      ).to.be.revertedWithCustomError(worldCup, 'WrongLength')
    })

    it('reverts: no heroes, unknown match, after kick-off, bad option, no draw in knockout', async () => {
      const { worldCup, heroCard, alice, kickoff } = await loadFixture(deployWorldCup)
      const [a] = await heroes(heroCard, alice, RARITY.S)
      await expect(worldCup.connect(alice).betByMatchId(0, HOME, [])).to.be.revertedWithCustomError(
        worldCup,
        'WrongLength',
      )
      await expect(worldCup.connect(alice).betByMatchId(64, HOME, [a!]))
        .to.be.revertedWithCustomError(worldCup, 'UnknownMatch')
        .withArgs(64)
      for (const option of [0, 4]) {
        await expect(worldCup.connect(alice).betByMatchId(0, option, [a!]))
          .to.be.revertedWithCustomError(worldCup, 'InvalidOption')
          .withArgs(0, option)
      }
      await expect(worldCup.connect(alice).betByMatchId(KNOCKOUT, DRAW, [a!]))
        .to.be.revertedWithCustomError(worldCup, 'InvalidOption')
        .withArgs(KNOCKOUT, DRAW)
      await at(kickoff(0))
      await expect(worldCup.connect(alice).betByMatchId(0, HOME, [a!]))
        .to.be.revertedWithCustomError(worldCup, 'CheeringClosed')
        .withArgs(0, kickoff(0))
    })

    it('reverts: not enough credits, hero not owned, S or S+ only, paused, event ended', async () => {
      const { worldCup, heroCard, alice, bob, kickoff } = await loadFixture(deployWorldCup)
      const s = await heroes(heroCard, alice, RARITY.S)
      await expect(worldCup.connect(alice).betByMatchId(0, HOME, s))
        .to.be.revertedWithCustomError(worldCup, 'NotEnoughCredits')
        .withArgs(500, 600)
      const [bobs] = await heroes(heroCard, bob, RARITY.S)
      await expect(worldCup.connect(alice).betByMatchId(0, HOME, [bobs!]))
        .to.be.revertedWithCustomError(worldCup, 'HeroNotOwned')
        .withArgs(bobs)
      for (const rarity of [RARITY.A, RARITY.SS]) {
        const [token] = await heroes(heroCard, alice, rarity)
        await expect(worldCup.connect(alice).betByMatchId(0, HOME, [token!]))
          .to.be.revertedWithCustomError(worldCup, 'NotEligible')
          .withArgs(token, rarity)
      }
      await worldCup.connect(alice).betByMatchId(0, HOME, [s[0]!])
      await expect(worldCup.connect(alice).betByMatchId(1, HOME, [s[0]!]))
        .to.be.revertedWithCustomError(worldCup, 'HeroNotOwned')
        .withArgs(s[0])
      await worldCup.pause()
      await expect(worldCup.connect(alice).betByMatchId(0, HOME, [s[1]!])).to.be.revertedWithCustomError(
        worldCup,
        'EnforcedPause',
      )
      await worldCup.unpause()
      // The window only moves later once scheduled: a match kicking off after it, then its end.
      const end = Number(await worldCup.claimEndTime())
      await worldCup.setMatches(1, [{ ...worldCupSchedule(kickoff)[1]!, betEndTime: end + 3600 }])
      await at(end)
      await expect(worldCup.connect(alice).betByMatchId(1, HOME, [s[1]!])).to.be.revertedWithCustomError(
        worldCup,
        'EventEnded',
      )
    })

    it('a player cheers one option per match', async () => {
      const { worldCup, heroCard, alice } = await loadFixture(deployWorldCup)
      const [a, b, c] = await heroes(heroCard, alice, RARITY.S)
      await worldCup.connect(alice).betByMatchId(0, HOME, [a!])
      await worldCup.connect(alice).betByMatchId(0, HOME, [b!]) // more on the same option is fine
      for (const option of [DRAW, AWAY]) {
        await expect(worldCup.connect(alice).betByMatchId(0, option, [c!]))
          .to.be.revertedWithCustomError(worldCup, 'InvalidOption')
          .withArgs(0, option)
      }
    })
  })

  describe('claims', () => {
    it('claimBetCreditsByMatchId: credits a correct cheer once (S 2x, S+ 2.4x), never a lost one', async () => {
      const { worldCup, alice } = await loadFixture(withResults)
      expect(await worldCup.getUserUnclaimedCredits(alice.address)).to.equal(2n * S_WIN)
      const tx = worldCup.connect(alice).claimBetCreditsByMatchId(0)
      await expect(tx)
        .to.emit(worldCup, 'CheerSettled')
        .withArgs(alice.address, 0, 2n * S_WIN)
      await expect(tx)
        .to.emit(worldCup, 'CreditsClaimed')
        .withArgs(alice.address, 2n * S_WIN)
      await expect(tx)
        .to.emit(worldCup, 'LeaderboardUpdated')
        .withArgs(alice.address, ethers.ZeroAddress, ethers.ZeroAddress)
      const record = await worldCup.bettingRecords(alice.address)
      expect(record.credits).to.equal(200n + 2n * S_WIN)
      expect(record.winCredits).to.equal(2n * S_WIN)
      expect(await worldCup.totalCredits()).to.equal(200n + 2n * S_WIN)
      expect(await worldCup.getUserBetsByMatchId(alice.address, 0)).to.deep.equal([200n, 0n, 0n, 2n * S_WIN])
      expect(await worldCup.getUserUnclaimedCredits(alice.address)).to.equal(0n)
      await expect(worldCup.connect(alice).claimBetCreditsByMatchId(0))
        .to.be.revertedWithCustomError(worldCup, 'AlreadyClaimed')
        .withArgs(0)
      await expect(worldCup.connect(alice).claimBetCreditsByMatchId(1))
        .to.be.revertedWithCustomError(worldCup, 'NothingToClaim')
        .withArgs(1)
      await expect(worldCup.connect(alice).claimBetCreditsByMatchId(2))
        .to.be.revertedWithCustomError(worldCup, 'NothingToClaim')
        .withArgs(2)
      await expect(worldCup.connect(alice).claimBetCreditsByMatchId(64))
        .to.be.revertedWithCustomError(worldCup, 'UnknownMatch')
        .withArgs(64)
      await expect(worldCup.getUserBetsByMatchId(alice.address, 64)).to.be.revertedWithCustomError(
        worldCup,
        'UnknownMatch',
      )
    })

    it('claimMatchBetCreditsAll: claims every won match once, skipping lost, claimed and open ones', async () => {
      const f = await loadFixture(withResults)
      const { worldCup, alice, bob, heroCard, kickoff } = f
      await worldCup.connect(alice).claimBetCreditsByMatchId(0)
      await worldCup.connect(alice).betByMatchId(2, AWAY, [f.sPlus[1]!])
      await worldCup.connect(alice).betByMatchId(5, HOME, [f.s[2]!])
      await worldCup.connect(alice).betByMatchId(63, AWAY, [f.s[3]!])
      await at(kickoff(6))
      await worldCup.setMatchResults([2, 5], [AWAY, AWAY])
      const tx = worldCup.connect(alice).claimMatchBetCreditsAll()
      await expect(tx).to.emit(worldCup, 'CheerSettled').withArgs(alice.address, 2, S_PLUS_WIN)
      await expect(tx).to.emit(worldCup, 'CreditsClaimed').withArgs(alice.address, S_PLUS_WIN)
      expect((await worldCup.bettingRecords(alice.address)).winCredits).to.equal(2n * S_WIN + S_PLUS_WIN)
      await expect(worldCup.connect(alice).claimMatchBetCreditsAll())
        .to.be.revertedWithCustomError(worldCup, 'NothingToClaim')
        .withArgs(64)
      await expect(worldCup.connect(bob).claimMatchBetCreditsAll()).to.be.revertedWithCustomError(
        worldCup,
        'NothingToClaim',
      )
      await expect(worldCup.connect(alice).claimBetCreditsByMatchId(2)).to.be.revertedWithCustomError(
        worldCup,
        'AlreadyClaimed',
      )
      expect(await heroes(heroCard, alice, RARITY.S)).to.have.length(2)
    })

    it('claims: closed when disabled, after the window, or paused', async () => {
      const { worldCup, alice, kickoff } = await loadFixture(withResults)
      await worldCup.setClaimsEnabled(false)
      for (const call of [
        () => worldCup.connect(alice).claimBetCreditsByMatchId(0),
        () => worldCup.connect(alice).claimMatchBetCreditsAll(),
        () => worldCup.connect(alice).claimFinalMatchBetCredits(),
      ]) {
        await expect(call()).to.be.revertedWithCustomError(worldCup, 'ClaimsNotActive')
      }
      await worldCup.setClaimsEnabled(true)
      await worldCup.pause()
      for (const call of [
        () => worldCup.connect(alice).claimBetCreditsByMatchId(0),
        () => worldCup.connect(alice).claimMatchBetCreditsAll(),
        () => worldCup.connect(alice).claimFinalMatchBetCredits(),
        () => worldCup.connect(alice).claimMatchBetReward(),
      ]) {
        await expect(call()).to.be.revertedWithCustomError(worldCup, 'EnforcedPause')
      }
      await worldCup.unpause()
      // The claim window moved by the time paused.
      const end = Number(await worldCup.claimEndTime())
      expect(end).to.be.greaterThan(kickoff(FINAL) + 7 * DAY)
      await at(end)
      expect(await worldCup.claimableActive()).to.equal(false)
      await expect(worldCup.connect(alice).claimBetCreditsByMatchId(0)).to.be.revertedWithCustomError(
        worldCup,
        'ClaimsNotActive',
      )
    })

    it('leaderboard: the top three by winning points, ties keep the earlier player', async () => {
      const f = await loadFixture(deployWorldCup)
      const { worldCup, heroCard, alice, bob, carol, admin, kickoff } = f
      const dave = (await ethers.getSigners())[6]!
      await heroCard.mintCards(dave.address, 31, RARITY.S, 3)
      await heroCard.connect(dave).setApprovalForAll(f.worldCupAddress, true)
      const cheer = async (user: typeof alice, matchId: number, n: number) =>
        worldCup
          .connect(user)
          .betByMatchId(matchId, HOME, (await heroes(heroCard, user, RARITY.S)).slice(0, n))
      await cheer(alice, 0, 1) // 200
      await cheer(bob, 0, 2) // 400
      await cheer(carol, 0, 1) // 200 (ties alice)
      await cheer(dave, 0, 3) // 600
      await cheer(alice, 1, 3) // +600 = 800
      await at(kickoff(2))
      await worldCup.setMatchResults([0, 1], [HOME, HOME])
      await worldCup.connect(alice).claimBetCreditsByMatchId(0)
      await worldCup.connect(carol).claimBetCreditsByMatchId(0)
      expect(await worldCup.getLeaderboard()).to.deep.equal([
        alice.address,
        carol.address,
        ethers.ZeroAddress,
      ])
      await worldCup.connect(bob).claimBetCreditsByMatchId(0)
      expect(await worldCup.getLeaderboard()).to.deep.equal([bob.address, alice.address, carol.address])
      await worldCup.connect(dave).claimBetCreditsByMatchId(0)
      expect(await worldCup.getLeaderboard()).to.deep.equal([dave.address, bob.address, alice.address])
      await expect(worldCup.connect(alice).claimBetCreditsByMatchId(1))
        .to.emit(worldCup, 'LeaderboardUpdated')
        .withArgs(alice.address, dave.address, bob.address)
      expect(await worldCup.leaderboard(0)).to.equal(alice.address)
      await cheer(alice, 5, 1)
      await at(kickoff(6))
      await worldCup.setMatchResults([5], [HOME])
      await expect(worldCup.connect(alice).claimBetCreditsByMatchId(5)).not.to.emit(
        worldCup,
        'LeaderboardUpdated',
      )
      expect(admin.address).to.not.equal(alice.address)
    })

    it('leaderboard: a third place claiming more points without passing second stays third', async () => {
      const { worldCup, heroCard, alice, bob, carol, kickoff } = await loadFixture(deployWorldCup)
      const dave = (await ethers.getSigners())[6]!
      await heroCard.mintCards(dave.address, 31, RARITY.S, 2)
      await heroCard.connect(dave).setApprovalForAll(await worldCup.getAddress(), true)
      const s = async (u: typeof alice) => heroes(heroCard, u, RARITY.S)
      // Match 0: alice 3 heroes, bob 2, carol 1 + dave 1 (all home); match 1: carol 1 more (home).
      await worldCup.connect(alice).betByMatchId(0, HOME, (await s(alice)).slice(0, 3))
      await worldCup.connect(bob).betByMatchId(0, HOME, (await s(bob)).slice(0, 2))
      await worldCup.connect(carol).betByMatchId(0, HOME, (await s(carol)).slice(0, 1))
      await worldCup.connect(carol).betByMatchId(1, HOME, (await s(carol)).slice(1, 2))
      await worldCup.connect(dave).betByMatchId(0, HOME, (await s(dave)).slice(0, 1))
      await at(kickoff(2))
      await worldCup.setMatchResults([0, 1], [HOME, HOME])
      await worldCup.connect(alice).claimBetCreditsByMatchId(0) // 600 points
      await worldCup.connect(bob).claimBetCreditsByMatchId(0) // 400
      await worldCup.connect(carol).claimBetCreditsByMatchId(0) // 200: third
      await worldCup.connect(dave).claimBetCreditsByMatchId(0) // 200: fourth (later)
      expect(await worldCup.getLeaderboard()).to.deep.equal([alice.address, bob.address, carol.address])
      // carol claims again (400 points, still behind bob's 400 that came first): she keeps third, dave stays out.
      await worldCup.connect(carol).claimBetCreditsByMatchId(1)
      expect(await worldCup.getLeaderboard()).to.deep.equal([alice.address, bob.address, carol.address])
    })
  })

  describe('prize pool and final collection', () => {
    it('pullPrizePool: takes the card contract prize pool (70% of a merge fee); nothing to take reverts', async () => {
      const f = await loadFixture(deployWorldCup)
      const { worldCup, heroCard, alice } = f
      await expect(worldCup.pullPrizePool()).to.be.revertedWithCustomError(worldCup, 'WrongAmount')
      // Merge on the fixture's own card contract: two A cards of alice.
      await heroCard.setMergePrices([RARITY.A], [mergePrice(RARITY.A)], [mergePrice(RARITY.A) * 2n], [5000])
      await heroCard.startMerge()
      await heroCard.mintCards(alice.address, 21, RARITY.A, 2)
      const [a, b] = await heroes(heroCard, alice, RARITY.A)
      await heroCard.connect(alice).addMerge(a!, b!, mergePrice(RARITY.A), { value: mergePrice(RARITY.A) })
      await fulfil(f.coordinator, f.vrf, await f.coordinator.requestCount())
      const pool = await heroCard.prizePoolBalance()
      expect(pool).to.equal(mergePrice(RARITY.A) - 2n * ((mergePrice(RARITY.A) * 1500n) / 10_000n))
      const tx = worldCup.connect(alice).pullPrizePool()
      await expect(tx)
        .to.emit(worldCup, 'PrizePoolFunded')
        .withArgs(await heroCard.getAddress(), pool)
      await expect(tx).to.changeEtherBalance(worldCup, pool)
      expect(await worldCup.prizePool()).to.equal(pool)
      expect(await heroCard.prizePoolBalance()).to.equal(0n)
    })

    it('fundPrizePool: adds value until the window ends; plain payments are refused', async () => {
      const { worldCup, alice, kickoff } = await loadFixture(deployWorldCup)
      await expect(worldCup.connect(alice).fundPrizePool({ value: 0 })).to.be.revertedWithCustomError(
        worldCup,
        'WrongAmount',
      )
      await expect(worldCup.connect(alice).fundPrizePool({ value: 1000 }))
        .to.emit(worldCup, 'PrizePoolFunded')
        .withArgs(alice.address, 1000)
      await expect(
        alice.sendTransaction({ to: await worldCup.getAddress(), value: 1 }),
      ).to.be.revertedWithCustomError(worldCup, 'UnexpectedPayment')
      await at(kickoff(FINAL) + 7 * DAY)
      await expect(worldCup.connect(alice).fundPrizePool({ value: 1 })).to.be.revertedWithCustomError(
        worldCup,
        'EventEnded',
      )
      await expect(worldCup.pullPrizePool()).to.be.revertedWithCustomError(worldCup, 'EventEnded')
    })

    it('claimMatchBetReward: after the window, podium 12/5/3% and 50% by credit share once, heroes back', async () => {
      const f = await loadFixture(withResults)
      const { worldCup, heroCard, alice, bob, carol, kickoff } = f
      const pool = ethers.parseEther('10')
      await worldCup.fundPrizePool({ value: pool })
      await worldCup.connect(alice).claimBetCreditsByMatchId(0) // alice 200 + 400 credits, 400 points
      // Each buys credits: only those (and what bought credits win) count for the share.
      await worldCup.connect(alice).buyCredits(200)
      await worldCup.connect(bob).buyCredits(100)
      await worldCup.connect(carol).buyCredits(100)
      const [bobS] = await heroes(heroCard, bob, RARITY.S)
      await worldCup.connect(bob).betByMatchId(5, HOME, [bobS!])
      const [carolS] = await heroes(heroCard, carol, RARITY.S)
      await worldCup.connect(carol).betByMatchId(5, HOME, [carolS!])
      await at(kickoff(6))
      await worldCup.setMatchResults([5], [HOME])
      await worldCup.connect(bob).claimBetCreditsByMatchId(5) // bob 500 + 200 credits, 200 points
      await worldCup.connect(carol).claimBetCreditsByMatchId(5) // carol the same, after bob: third
      await expect(worldCup.connect(alice).claimMatchBetReward())
        .to.be.revertedWithCustomError(worldCup, 'RewardNotOpen')
        .withArgs(kickoff(FINAL) + 7 * DAY)
      await at(kickoff(FINAL) + 7 * DAY)
      expect(await worldCup.totalCredits()).to.equal(800n + 700n + 700n)
      // The share counts credits bought or won with bought credits, not free credits (the
      // grant left and what cheers paid from the grant won): alice 200, bob and carol 100 each.
      const total = await worldCup.totalShareCredits()
      expect(total).to.equal(200n + 100n + 100n)
      const share = (credits: bigint) => (pool * 5000n * credits) / (10_000n * total)
      const aliceTx = worldCup.connect(alice).claimMatchBetReward()
      const alicePaid = (pool * 1200n) / 10_000n + share(200n)
      await expect(aliceTx)
        .to.emit(worldCup, 'RewardClaimed')
        .withArgs(alice.address, (pool * 1200n) / 10_000n, share(200n))
      await expect(aliceTx).to.changeEtherBalance(alice, alicePaid)
      await expect(aliceTx)
        .to.emit(worldCup, 'HeroesReturned')
        .withArgs(alice.address, [f.s[0], f.s[1], f.sPlus[0]])
      expect(await heroCard.ownerOf(f.s[0]!)).to.equal(alice.address)
      await expect(worldCup.connect(alice).claimMatchBetReward())
        .to.be.revertedWithCustomError(worldCup, 'AlreadyClaimed')
        .withArgs(65)
      await expect(worldCup.connect(bob).claimMatchBetReward())
        .to.emit(worldCup, 'RewardClaimed')
        .withArgs(bob.address, (pool * 500n) / 10_000n, share(100n))
      await expect(worldCup.connect(carol).claimMatchBetReward())
        .to.emit(worldCup, 'RewardClaimed')
        .withArgs(carol.address, (pool * 300n) / 10_000n, share(100n))
      const dave = (await ethers.getSigners())[6]!
      await expect(worldCup.connect(dave).claimMatchBetReward())
        .to.be.revertedWithCustomError(worldCup, 'NothingToClaim')
        .withArgs(65)
      expect(await worldCup.prizePaid()).to.equal(alicePaid + (pool * 800n) / 10_000n + 2n * share(100n))
      expect(await worldCup.prizePaid()).to.be.lte((pool * 7000n) / 10_000n)
    })

    it('claimMatchBetReward: returns at most 100 heroes a call, then the rest; a player without credits gets no share @plain', async () => {
      const { worldCup, heroCard, alice, bob, admin, kickoff } = await loadFixture(deployWorldCup)
      await heroCard.connect(admin).mintCards(alice.address, 31, RARITY.S, 150)
      await worldCup.connect(alice).buyCredits(15_000)
      const ids = (await heroes(heroCard, alice, RARITY.S)).slice(0, 150)
      for (let i = 0; i < 150; i += 50)
        await worldCup.connect(alice).betByMatchId(i / 50, HOME, ids.slice(i, i + 50))
      await worldCup.setBettingSettings(0, CREDIT_COST, 100, 20_000, 80_000, kickoff(KNOCKOUT))
      const [bobS] = await heroes(heroCard, bob, RARITY.S)
      await worldCup.connect(bob).buyCredits(100)
      await worldCup.connect(bob).betByMatchId(3, HOME, [bobS!]) // bob spends all his 100 credits
      await worldCup.fundPrizePool({ value: 1000n })
      await at(kickoff(FINAL) + 7 * DAY)
      const first = worldCup.connect(alice).claimMatchBetReward()
      await expect(first).to.emit(worldCup, 'HeroesReturned').withArgs(alice.address, ids.slice(0, 100))
      await expect(first).to.emit(worldCup, 'RewardClaimed').withArgs(alice.address, 0, 500n)
      await expect(worldCup.connect(alice).claimMatchBetReward())
        .to.emit(worldCup, 'HeroesReturned')
        .withArgs(alice.address, ids.slice(100))
        .and.not.to.emit(worldCup, 'RewardClaimed')
      await expect(worldCup.connect(alice).claimMatchBetReward()).to.be.revertedWithCustomError(
        worldCup,
        'AlreadyClaimed',
      )
      await expect(worldCup.connect(bob).claimMatchBetReward())
        .to.emit(worldCup, 'RewardClaimed')
        .withArgs(bob.address, 0, 0)
      expect((await heroCard.tokensOfOwner(alice.address)).length).to.equal(162)
    })

    it('withdrawUnassignedPrize: 30% of the pool once, after the window, admin only', async () => {
      const { worldCup, alice, admin, kickoff } = await loadFixture(deployWorldCup)
      await worldCup.fundPrizePool({ value: 1001n })
      await expect(worldCup.withdrawUnassignedPrize(admin.address))
        .to.be.revertedWithCustomError(worldCup, 'RewardNotOpen')
        .withArgs(kickoff(FINAL) + 7 * DAY)
      await at(kickoff(FINAL) + 7 * DAY)
      await expect(worldCup.withdrawUnassignedPrize(ethers.ZeroAddress)).to.be.revertedWithCustomError(
        worldCup,
        'AddressIsNull',
      )
      await expectRole(
        worldCup.connect(alice).withdrawUnassignedPrize(alice.address),
        worldCup,
        alice.address,
        'ADMIN_ROLE',
      )
      const tx = worldCup.withdrawUnassignedPrize(alice.address)
      await expect(tx).to.emit(worldCup, 'UnassignedPrizeWithdrawn').withArgs(alice.address, 300n)
      await expect(tx).to.changeEtherBalance(alice, 300n)
      await expect(worldCup.withdrawUnassignedPrize(alice.address))
        .to.be.revertedWithCustomError(worldCup, 'AlreadyClaimed')
        .withArgs(65)
    })
  })

  describe('re-entrancy', () => {
    it('native payouts cannot be re-entered', async () => {
      const { worldCup, fina, admin, heroCard, kickoff } = await loadFixture(deployWorldCup)
      const attacker = await ethers.deployContract('PayoutAttacker')
      const attackerAddress = await attacker.getAddress()
      await fina.transfer(attackerAddress, 10n * CREDIT_COST)
      await attacker.call(
        await fina.getAddress(),
        fina.interface.encodeFunctionData('approve', [await worldCup.getAddress(), ethers.MaxUint256]),
      )
      await attacker.call(
        await worldCup.getAddress(),
        worldCup.interface.encodeFunctionData('buyCredits', [10]),
      )
      // It cheers with a hero, so its bought credits count for the share.
      await heroCard.mintCards(attackerAddress, 31, RARITY.S, 1)
      const [hero] = await heroCard.tokensOfOwner(attackerAddress)
      await attacker.call(
        await heroCard.getAddress(),
        heroCard.interface.encodeFunctionData('setApprovalForAll', [await worldCup.getAddress(), true]),
      )
      await attacker.call(
        await worldCup.getAddress(),
        worldCup.interface.encodeFunctionData('betByMatchId', [0, HOME, [hero!]]),
      )
      await worldCup.fundPrizePool({ value: 1000n })
      await worldCup.grantRole(await worldCup.ADMIN_ROLE(), attackerAddress)
      await at(kickoff(FINAL) + 7 * DAY)
      const guard = worldCup.interface.getError('ReentrancyGuardReentrantCall')!.selector
      const claim = worldCup.interface.encodeFunctionData('claimMatchBetReward')
      await attacker.setReenter(await worldCup.getAddress(), claim)
      await attacker.call(await worldCup.getAddress(), claim)
      expect(await attacker.lastReentryError()).to.equal(guard)
      const withdraw = worldCup.interface.encodeFunctionData('withdrawUnassignedPrize', [attackerAddress])
      await attacker.setReenter(await worldCup.getAddress(), withdraw)
      await expect(attacker.call(await worldCup.getAddress(), withdraw)).to.changeEtherBalance(attacker, 300n)
      expect(await attacker.lastReentryError()).to.equal(guard)
      expect(admin.address).to.not.equal(attackerAddress)
    })
  })

  describe('recovery', () => {
    it('staked heroes cannot be recovered; other NFTs can', async () => {
      const { worldCup, heroCard, admin, alice } = await loadFixture(withCheers)
      const [staked] = await worldCup.getUserBetTokenList(alice.address)
      await expect(worldCup.recoverERC721(await heroCard.getAddress(), staked!, admin.address))
        .to.be.revertedWithCustomError(worldCup, 'NotRecoverable')
        .withArgs(await heroCard.getAddress(), staked)
      const other = await ethers.deployContract('MockERC721')
      await other.mint(await worldCup.getAddress(), 7)
      await expect(worldCup.recoverERC721(await other.getAddress(), 7, admin.address))
        .to.emit(worldCup, 'ERC721Recovered')
        .withArgs(await other.getAddress(), 7, admin.address)
    })
  })
})
