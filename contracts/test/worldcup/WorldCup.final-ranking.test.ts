import { loadFixture } from '@nomicfoundation/hardhat-network-helpers'
import { expect } from 'chai'
import {
  at,
  CREDIT_COST,
  DAY,
  deployWorldCup,
  expectRole,
  FINAL,
  heroes,
  KNOCKOUT,
  RARITY,
  TOP16_COUNTRIES,
} from './fixtures'

const SS_FINAL_WIN = 800n // 100 * 8x (finalRankingRewardRatio) * 1x (SS)
const SSS_FINAL_WIN = 1120n // 100 * 8x * 1.4x (SSS)

/** The final ranking: players back one top-16 country with SS+ heroes; heroes on the champion win. */
describe('WorldCup: the final ranking', () => {
  describe('setFinalCountries', () => {
    it('setFinalCountries: 16 known countries, before the ranking closes, admin only', async () => {
      const { worldCup, alice, kickoff } = await loadFixture(deployWorldCup)
      const list = [...TOP16_COUNTRIES]
      await expect(worldCup.setFinalCountries(list)).to.emit(worldCup, 'FinalCountriesSet')
      expect(await worldCup.finalCountryMask()).to.equal(list.reduce((m, c) => m | (1n << BigInt(c)), 0n))
      await expect(worldCup.setFinalCountries(list.slice(1))).to.be.revertedWithCustomError(
        worldCup,
        'WrongLength',
      )
      for (const bad of [0, 64]) {
        await expect(worldCup.setFinalCountries([bad, ...list.slice(1)]))
          .to.be.revertedWithCustomError(worldCup, 'UnknownCountry')
          .withArgs(bad)
      }
      await expectRole(worldCup.connect(alice).setFinalCountries(list), worldCup, alice.address, 'ADMIN_ROLE')
      await at(kickoff(KNOCKOUT))
      await expect(worldCup.setFinalCountries(list))
        .to.be.revertedWithCustomError(worldCup, 'CheeringClosed')
        .withArgs(64, kickoff(KNOCKOUT))
    })

    it('cannot remove a country with heroes on it', async () => {
      const { worldCup, heroCard, alice } = await loadFixture(deployWorldCup)
      const [ss] = await heroes(heroCard, alice, RARITY.SS)
      const cheered = TOP16_COUNTRIES[0]!
      await worldCup.connect(alice).betFinalMatch([ss!], [cheered])
      const without = [...TOP16_COUNTRIES.slice(1), 63]
      await expect(worldCup.setFinalCountries(without))
        .to.be.revertedWithCustomError(worldCup, 'MatchCheered')
        .withArgs(64)
      // Replacing a country nobody cheered for still works.
      const swapped = [...TOP16_COUNTRIES.slice(0, 15), 63]
      await expect(worldCup.setFinalCountries(swapped)).to.emit(worldCup, 'FinalCountriesSet')
    })
  })

  describe('betFinalMatch', () => {
    it('stakes SS+ heroes on top-16 countries with the final-bet records', async () => {
      const { worldCup, heroCard, raffle, alice, worldCupAddress } = await loadFixture(deployWorldCup)
      const [ss] = await heroes(heroCard, alice, RARITY.SS)
      const [sss] = await heroes(heroCard, alice, RARITY.SSS)
      const tx = worldCup.connect(alice).betFinalMatch([ss!, sss!], [2, 2])
      await expect(tx).to.emit(worldCup, 'Cheered').withArgs(alice.address, 64, 0, 200, [ss, sss])
      await expect(tx).to.emit(worldCup, 'FinalRankingCheered').withArgs(alice.address, [ss, sss], [2, 2])
      await expect(tx).to.emit(raffle, 'RaffleTicketsAwarded').withArgs(alice.address, 0, 2)
      expect(await heroCard.ownerOf(ss!)).to.equal(worldCupAddress)
      expect(await worldCup.finalMatchHeroToCountry(ss!)).to.equal(2n)
      expect(await worldCup.finalMatchHeroToCountry(sss!)).to.equal(2n)
      expect(await worldCup.getCountryHeroes(2)).to.deep.equal([ss, sss])
      expect(await worldCup.championOf(alice.address)).to.equal(2n)
      expect(await worldCup.getUserFinalBet(alice.address, 2)).to.deep.equal([
        200n,
        SS_FINAL_WIN + SSS_FINAL_WIN,
      ])
      expect((await worldCup.bettingRecords(alice.address)).credits).to.equal(300n)
      expect(await worldCup.getUserBetTokenList(alice.address)).to.deep.equal([ss, sss])
    })

    it('reverts: lengths, unknown country, below SS, not owned, after the knockout start, paused, ended', async () => {
      const { worldCup, heroCard, alice, bob, kickoff } = await loadFixture(deployWorldCup)
      const [ss, ss2] = await heroes(heroCard, alice, RARITY.SS)
      const [sPlus] = await heroes(heroCard, alice, RARITY['S+'])
      const [bobs] = await heroes(heroCard, bob, RARITY.SS)
      await expect(worldCup.connect(alice).betFinalMatch([ss!], [])).to.be.revertedWithCustomError(
        worldCup,
        'WrongLength',
      )
      await expect(worldCup.connect(alice).betFinalMatch([], [])).to.be.revertedWithCustomError(
        worldCup,
        'WrongLength',
      )
      for (const country of [0, 3, 64]) {
        await expect(worldCup.connect(alice).betFinalMatch([ss!], [country]))
          .to.be.revertedWithCustomError(worldCup, 'UnknownCountry')
          .withArgs(country)
      }
      await expect(worldCup.connect(alice).betFinalMatch([sPlus!], [1]))
        .to.be.revertedWithCustomError(worldCup, 'NotEligible')
        .withArgs(sPlus, RARITY['S+'])
      await expect(worldCup.connect(alice).betFinalMatch([bobs!], [1]))
        .to.be.revertedWithCustomError(worldCup, 'HeroNotOwned')
        .withArgs(bobs)
      await worldCup.connect(alice).buyCredits(1)
      await worldCup.setBettingSettings(500, CREDIT_COST, 1000, 20_000, 80_000, kickoff(KNOCKOUT))
      await expect(worldCup.connect(alice).betFinalMatch([ss!], [1]))
        .to.be.revertedWithCustomError(worldCup, 'NotEnoughCredits')
        .withArgs(501, 1000)
      await worldCup.pause()
      await expect(worldCup.connect(alice).betFinalMatch([ss2!], [1])).to.be.revertedWithCustomError(
        worldCup,
        'EnforcedPause',
      )
      await worldCup.unpause()
      await at(kickoff(KNOCKOUT))
      await expect(worldCup.connect(alice).betFinalMatch([ss2!], [1]))
        .to.be.revertedWithCustomError(worldCup, 'CheeringClosed')
        .withArgs(64, kickoff(KNOCKOUT))
      // The ranking's end has passed, so it cannot move to reopen the ranking.
      await expect(
        worldCup.setBettingSettings(500, CREDIT_COST, 100, 20_000, 80_000, kickoff(FINAL) + 8 * DAY),
      )
        .to.be.revertedWithCustomError(worldCup, 'CheeringClosed')
        .withArgs(64, kickoff(KNOCKOUT))
    })

    it('a player backs one champion; one SS hero on each of the 16 countries is refused', async () => {
      const { worldCup, heroCard, admin, alice, kickoff } = await loadFixture(deployWorldCup)
      await heroCard.connect(admin).mintCards(alice.address, 51, RARITY.SS, 16)
      await worldCup.connect(alice).buyCredits(1600)
      const ss = await heroes(heroCard, alice, RARITY.SS)
      // The exploit: one hero on each country in one call.
      await expect(worldCup.connect(alice).betFinalMatch(ss.slice(0, 16), [...TOP16_COUNTRIES]))
        .to.be.revertedWithCustomError(worldCup, 'OneChampionOnly')
        .withArgs(TOP16_COUNTRIES[0], TOP16_COUNTRIES[1])
      // Or one call at a time.
      const [first, second] = TOP16_COUNTRIES
      await worldCup.connect(alice).betFinalMatch([ss[0]!], [first!])
      expect(await worldCup.championOf(alice.address)).to.equal(BigInt(first!))
      await expect(worldCup.connect(alice).betFinalMatch([ss[1]!], [second!]))
        .to.be.revertedWithCustomError(worldCup, 'OneChampionOnly')
        .withArgs(first, second)
      // More heroes on the same champion are fine; the heroes of the refused calls stayed with alice.
      await worldCup.connect(alice).betFinalMatch([ss[1]!, ss[2]!], [first!, first!])
      expect(await heroCard.ownerOf(ss[3]!)).to.equal(alice.address)
      expect(await worldCup.getCountryHeroes(second!)).to.deep.equal([])
      // Whoever wins, alice wins only if her one country does: no guaranteed points.
      await at(kickoff(KNOCKOUT))
      await worldCup.setFinalRankingResult(second!)
      expect(await worldCup.getUserUnclaimedCredits(alice.address)).to.equal(0n)
      await expect(worldCup.connect(alice).claimFinalMatchBetCredits())
        .to.be.revertedWithCustomError(worldCup, 'NothingToClaim')
        .withArgs(64)
    })
  })

  describe('setFinalRankingResult', () => {
    it('setFinalRankingResult: after the ranking closed, a top-16 country, once, admin only', async () => {
      const { worldCup, alice, kickoff } = await loadFixture(deployWorldCup)
      await expect(worldCup.setFinalRankingResult(1))
        .to.be.revertedWithCustomError(worldCup, 'MatchNotStarted')
        .withArgs(64)
      await at(kickoff(KNOCKOUT))
      await expect(worldCup.setFinalRankingResult(3))
        .to.be.revertedWithCustomError(worldCup, 'UnknownCountry')
        .withArgs(3)
      await expectRole(
        worldCup.connect(alice).setFinalRankingResult(1),
        worldCup,
        alice.address,
        'ADMIN_ROLE',
      )
      await expect(worldCup.setFinalRankingResult(1)).to.emit(worldCup, 'FinalRankingResultSet').withArgs(1)
      expect(await worldCup.finalChampion()).to.equal(1n)
      await expect(worldCup.setFinalRankingResult(2))
        .to.be.revertedWithCustomError(worldCup, 'ResultAlreadySet')
        .withArgs(64)
    })
  })

  describe('claimFinalMatchBetCredits', () => {
    it('claimFinalMatchBetCredits: heroes on the champion win 8x their rarity ratio, once', async () => {
      const { worldCup, heroCard, alice, bob, kickoff } = await loadFixture(deployWorldCup)
      const [ss] = await heroes(heroCard, alice, RARITY.SS)
      const [sss] = await heroes(heroCard, alice, RARITY.SSS)
      const [bobs] = await heroes(heroCard, bob, RARITY.SS)
      await worldCup.connect(alice).betFinalMatch([ss!, sss!], [1, 1])
      await worldCup.connect(bob).betFinalMatch([bobs!], [2])
      await expect(worldCup.connect(alice).claimFinalMatchBetCredits())
        .to.be.revertedWithCustomError(worldCup, 'NothingToClaim')
        .withArgs(64)
      await at(kickoff(KNOCKOUT))
      await worldCup.setFinalRankingResult(1)
      expect(await worldCup.getUserUnclaimedCredits(alice.address)).to.equal(SS_FINAL_WIN + SSS_FINAL_WIN)
      const tx = worldCup.connect(alice).claimFinalMatchBetCredits()
      await expect(tx)
        .to.emit(worldCup, 'CheerSettled')
        .withArgs(alice.address, 64, SS_FINAL_WIN + SSS_FINAL_WIN)
      await expect(tx)
        .to.emit(worldCup, 'CreditsClaimed')
        .withArgs(alice.address, SS_FINAL_WIN + SSS_FINAL_WIN)
      expect(await worldCup.getUserUnclaimedCredits(alice.address)).to.equal(0n)
      await expect(worldCup.connect(alice).claimFinalMatchBetCredits())
        .to.be.revertedWithCustomError(worldCup, 'AlreadyClaimed')
        .withArgs(64)
      await expect(worldCup.connect(bob).claimFinalMatchBetCredits()).to.be.revertedWithCustomError(
        worldCup,
        'NothingToClaim',
      )
    })
  })
})
