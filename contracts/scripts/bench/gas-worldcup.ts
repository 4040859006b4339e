import { time } from '@nomicfoundation/hardhat-network-helpers'
import { ethers } from 'hardhat'
import type { FinaToken } from '../../typechain-types'
import { KNOCKOUT_FIRST_MATCH, TOP16_COUNTRIES, worldCupSchedule } from '../deploy/worldcup-schedule'
import { deployBareHeroCard, deployWorldCupPair } from './bare-contracts'

type Measure = (name: string, tx: Promise<{ wait(): Promise<{ gasUsed: bigint } | null> }>) => Promise<void>

const S = 3
const SS = 5

/**
 * Gas of the World Cup (called by scripts/bench/gas.ts). Steady state: an earlier player has cheered on the
 * same match and in the same raffle round, so the measured player pays for their own records only. The player's
 * heroes were minted one by one (as box opens deliver them), each a different card type.
 */
export async function measureWorldCup(measure: Measure) {
  const [admin, , , , , , player, earlier] = await ethers.getSigners()
  if (!admin || !player || !earlier) throw new Error('the gas benchmark needs eight accounts')
  const { card, coordinator } = await deployBareHeroCard(admin)
  const cardIds = [31, 32, 33, 34, 35, 36, 37, 38, 51, 52]
  await card.setCardInfos(
    cardIds.map((cardId) => ({
      cardId,
      camp: (cardId % 4) + 1,
      rarity: Math.floor(cardId / 10) === 3 ? S : SS,
      name: `Hero ${cardId}`,
      currentAmount: 0,
      maxAmount: 1000,
      cardURI: '',
    })),
    cardIds.map(() => ({ weapon: 'Sword', background: 'Sky' })),
  )
  const fina = (await ethers.deployContract('FinaToken', [
    admin.address,
    admin.address,
    ethers.parseEther('1000000'),
    ethers.parseEther('2000000'),
  ])) as unknown as FinaToken
  const { raffle, worldCup, worldCupAddress } = await deployWorldCupPair(
    admin,
    { heroCard: card, fina: await fina.getAddress(), coordinator },
    admin.address,
  )

  const start = (await time.latest()) + 3600
  const kickoff = (matchId: number) => start + matchId * 3600
  await measure('WorldCup.setMatches (64 matches)', worldCup.setMatches(0, worldCupSchedule(kickoff)))
  await worldCup.setFinalCountries([...TOP16_COUNTRIES])
  await worldCup.setBettingSettings(
    500,
    ethers.parseEther('1'),
    100,
    20_000,
    80_000,
    kickoff(KNOCKOUT_FIRST_MATCH),
  )

  for (const user of [player, earlier]) {
    for (const cardId of cardIds)
      await card.mintCards(user.address, cardId, Math.floor(cardId / 10) === 3 ? S : SS, 1)
    await card.connect(user).setApprovalForAll(worldCupAddress, true)
    await fina.transfer(user.address, ethers.parseEther('1000'))
    await fina.connect(user).approve(worldCupAddress, ethers.MaxUint256)
  }
  const ids = async (user: typeof player, rarity: number) => {
    const out: bigint[] = []
    for (const id of await card.tokensOfOwner(user.address))
      if ((await card.rarityMap(id)) === BigInt(rarity)) out.push(id)
    return out
  }
  const earlierS = await ids(earlier, S)
  await worldCup.connect(earlier).betByMatchId(0, 1, [earlierS[0]!])
  await worldCup.connect(earlier).betByMatchId(1, 1, [earlierS[1]!])

  const s = await ids(player, S)
  const ss = await ids(player, SS)
  await measure('WorldCup.buyCredits (first, activates)', worldCup.connect(player).buyCredits(500))
  await measure(
    'WorldCup.betByMatchId (1 hero, first on the match)',
    worldCup.connect(player).betByMatchId(0, 1, [s[0]!]),
  )
  await measure(
    'WorldCup.betByMatchId (1 hero, repeat)',
    worldCup.connect(player).betByMatchId(0, 1, [s[1]!]),
  )
  await measure(
    'WorldCup.betByMatchId (5 heroes)',
    worldCup.connect(player).betByMatchId(1, 1, s.slice(2, 7)),
  )
  await measure(
    'WorldCup.betFinalMatch (1 hero)',
    worldCup.connect(player).betFinalMatch([ss[0]!], [TOP16_COUNTRIES[0]!]),
  )
  await worldCup.connect(player).betByMatchId(2, 1, [s[7]!])
  await time.increaseTo(kickoff(KNOCKOUT_FIRST_MATCH))
  await measure('WorldCup.setMatchResults (3 matches)', worldCup.setMatchResults([0, 1, 2], [1, 1, 1]))
  await worldCup.setFinalRankingResult(TOP16_COUNTRIES[0]!)
  await measure('WorldCup.claimBetCreditsByMatchId', worldCup.connect(player).claimBetCreditsByMatchId(0))
  await measure(
    'WorldCup.claimMatchBetCreditsAll (2 matches)',
    worldCup.connect(player).claimMatchBetCreditsAll(),
  )
  await measure('WorldCup.claimFinalMatchBetCredits', worldCup.connect(player).claimFinalMatchBetCredits())
  await worldCup.fundPrizePool({ value: ethers.parseEther('1') })
  await time.increase(8 * 86_400)
  await measure('WorldCupRaffle.drawRaffle', raffle.drawRaffle())
  await measure(
    'WorldCup.claimMatchBetReward (9 heroes back)',
    worldCup.connect(player).claimMatchBetReward(),
  )
}
