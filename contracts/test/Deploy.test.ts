import { expect } from 'chai'
import { ethers, network } from 'hardhat'
import { chainConfigs, devnetSeed, readFarmTiers } from '../scripts/deploy/config'
import { deployAll } from '../scripts/deploy/deploy'
import { DEVNET_COMPLETED, DEVNET_ONGOING } from '../scripts/deploy/worldcup'
import { TOP16_COUNTRIES } from '../scripts/deploy/worldcup-schedule'

/** scripts/deploy/deploy.ts on the in-process chain (31337, BSC role): deploys, configures and seeds, then re-runs as a no-op. */
describe('scripts/deploy/deploy.ts (devnet, BSC role)', () => {
  let snapshot: string
  before(async () => {
    snapshot = await network.provider.send('evm_snapshot')
  })
  after(async () => {
    await network.provider.send('evm_revert', [snapshot])
  })

  it('deploys every contract, adds the farm pools in pid order, seeds pools, farm, vault and demo accounts; a re-run sends nothing', async () => {
    const lines: string[] = []
    const first = await deployAll({ previous: undefined, write: false, log: (line) => lines.push(line) })
    expect(Object.keys(first.contracts)).to.include.members([
      'FinaToken',
      'BUSD',
      'WBNB',
      'FinaPairFactory',
      'FinaBusdPair',
      'FinaBnbPair',
      'FinaFarm',
      'GameVault',
      'EmailBinding',
      'WorldCup',
      'WorldCupRaffle',
    ])
    expect(first.farmPools).to.deep.equal({ 'FINA-BUSD': 0, 'FINA-BNB': 1, FINA: 2 })

    const c = first.contracts
    const farm = await ethers.getContractAt('FinaFarm', c.FinaFarm!)
    expect((await farm.poolInfo(0)).lpToken).to.equal(c.FinaBusdPair)
    expect((await farm.poolInfo(1)).lpToken).to.equal(c.FinaBnbPair)
    expect((await farm.poolInfo(2)).lpToken).to.equal(c.FinaToken)
    const tiers = readFarmTiers().tiers
    expect((await farm.getTiers(2)).map((t) => Number(t.minSeconds))).to.deep.equal(
      tiers.FINA!.map((t) => t.minSeconds),
    )
    expect(await farm.rewardReserve()).to.equal(ethers.parseEther(devnetSeed.farmFunding))

    // Pools at the configured prices: 1 FINA = 0.05 BUSD.
    const busdPair = await ethers.getContractAt('FinaPair', c.FinaBusdPair!)
    const [r0, r1] = await busdPair.getReserves()
    const finaIs0 = (await busdPair.token0()) === c.FinaToken
    const [finaReserve, busdReserve] = finaIs0 ? [r0, r1] : [r1, r0]
    const seed = chainConfigs[31337]!.pairs[0]!.seed
    expect(finaReserve).to.equal(ethers.parseEther(seed.fina))
    expect(busdReserve).to.equal(ethers.parseEther(seed.quote))

    const signers = await ethers.getSigners()
    const fina = await ethers.getContractAt('FinaToken', c.FinaToken!)
    const busd = await ethers.getContractAt('TestToken', c.BUSD!)
    for (const index of devnetSeed.demoAccounts) {
      expect(await fina.balanceOf(signers[index]!.address)).to.equal(
        ethers.parseEther(devnetSeed.perAccount.FINA),
      )
      expect(await busd.balanceOf(signers[index]!.address)).to.equal(
        ethers.parseEther(devnetSeed.perAccount.BUSD),
      )
    }
    expect((await farm.userLPInfo(0, signers[1]!.address)).amount).to.be.greaterThan(0n)
    expect(await fina.balanceOf(c.GameVault!)).to.equal(ethers.parseEther(devnetSeed.vaultFunding))
    // The vault accepts the hero cards from the start (moving a card to the game account needs it).
    const vault = await ethers.getContractAt('GameVault', c.GameVault!)
    expect(await vault.cardCollection()).to.equal(c.HeroCard)

    // World Cup: 64 matches relative to now (completed with results, ongoing, upcoming), demo cheers and claims.
    const worldCup = await ethers.getContractAt('WorldCup', c.WorldCup!)
    const statuses = (await worldCup.allMatches()).map((m) => Number(m.status))
    expect(statuses.filter((s) => s === 2)).to.have.length(DEVNET_COMPLETED)
    expect(statuses.filter((s) => s === 1)).to.have.length(DEVNET_ONGOING)
    expect(statuses.filter((s) => s === 0)).to.have.length(64 - DEVNET_COMPLETED - DEVNET_ONGOING)
    expect((await worldCup.getAllMatchResults()).slice(0, 3)).to.deep.equal([1n, 2n, 3n])
    expect(await worldCup.leaderboard(0)).to.equal(signers[1]!.address)
    expect(await worldCup.getUserUnclaimedCredits(signers[2]!.address)).to.be.greaterThan(0n)
    expect(await worldCup.getCountryHeroes(TOP16_COUNTRIES[0]!)).to.have.length(1)
    expect(await worldCup.prizePool()).to.equal(ethers.parseEther('1'))
    expect(await worldCup.claimableActive()).to.equal(true)
    const raffle = await ethers.getContractAt('WorldCupRaffle', c.WorldCupRaffle!)
    expect(await raffle.raffleRoundTickets(0)).to.be.greaterThan(0n)

    // Re-run against the same chain: everything exists, nothing is sent.
    const nonce = await ethers.provider.getTransactionCount(signers[0]!.address)
    const block = await ethers.provider.getBlockNumber()
    const again = await deployAll({ previous: first, write: false, log: () => {} })
    expect(again.contracts).to.deep.equal(first.contracts)
    expect(again.farmPools).to.deep.equal(first.farmPools)
    expect(await ethers.provider.getTransactionCount(signers[0]!.address)).to.equal(nonce)
    expect(await ethers.provider.getBlockNumber()).to.equal(block)
  })
})
