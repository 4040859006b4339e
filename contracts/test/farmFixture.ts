import { ethers } from 'hardhat'
import type { FinaFarm, FinaToken, MockERC20 } from '../typechain-types'
import { e18, readFarmTiers } from './helpers'

/** The pool names of the shared tier JSON, in the fixture's pid order. */
export const FARM_POOLS = ['FINA-BUSD', 'FINA-BNB', 'FINA', 'FINA-MATIC'] as const
export const REWARD_PER_BLOCK = e18(1)
export const ACC_PRECISION = 10n ** 12n

/**
 * A farm with the shared tiers: pid 0 FINA-BUSD (alloc 40), pid 1 FINA-BNB (40), pid 2 FINA single staking (20),
 * pid 3 FINA-MATIC (0, for tier maths). Roles: admin (all), adminOnly (ADMIN_ROLE), pauser (PAUSER_ROLE).
 */
export async function farmFixture() {
  const signers = await ethers.getSigners()
  const [admin, adminOnly, pauser, alice, bob, carol, mallory] = signers as [
    (typeof signers)[0],
    (typeof signers)[0],
    (typeof signers)[0],
    (typeof signers)[0],
    (typeof signers)[0],
    (typeof signers)[0],
    (typeof signers)[0],
  ]
  const fina = (await ethers.deployContract('FinaToken', [
    admin.address,
    admin.address,
    e18(100_000_000),
    e18(1_000_000_000),
  ])) as unknown as FinaToken
  const lpBusd = (await ethers.deployContract('MockERC20', ['FINA-BUSD LP', 'LP1'])) as unknown as MockERC20
  const lpBnb = (await ethers.deployContract('MockERC20', ['FINA-BNB LP', 'LP2'])) as unknown as MockERC20
  const lpMatic = (await ethers.deployContract('MockERC20', ['FINA-MATIC LP', 'LP3'])) as unknown as MockERC20
  const farm = (await ethers.deployContract('FinaFarm', [
    await fina.getAddress(),
    admin.address,
    REWARD_PER_BLOCK,
    0,
  ])) as unknown as FinaFarm
  const farmAddress = await farm.getAddress()
  const { tiers } = readFarmTiers()
  const lps = [lpBusd, lpBnb, fina, lpMatic] as const
  const allocs = [40, 40, 20, 0]
  for (const [pid, name] of FARM_POOLS.entries()) {
    await farm.add(await lps[pid]!.getAddress(), allocs[pid]!, tiers[name]!)
  }
  await farm.grantRole(ethers.id('ADMIN_ROLE'), adminOnly.address)
  await farm.grantRole(ethers.id('PAUSER_ROLE'), pauser.address)
  for (const user of [alice, bob, carol, mallory]) {
    for (const lp of [lpBusd, lpBnb, lpMatic]) {
      await lp.mint(user.address, e18(1_000_000))
      await lp.connect(user).approve(farmAddress, ethers.MaxUint256)
    }
    await fina.transfer(user.address, e18(1_000_000))
    await fina.connect(user).approve(farmAddress, ethers.MaxUint256)
  }
  await fina.approve(farmAddress, ethers.MaxUint256)
  await farm.fundRewards(e18(1_000_000))
  return {
    farm,
    farmAddress,
    fina,
    lpBusd,
    lpBnb,
    lpMatic,
    lps,
    admin,
    adminOnly,
    pauser,
    alice,
    bob,
    carol,
    mallory,
    signers,
  }
}

/** What one staker alone in a pool accrues over `blocks` blocks, with the contract's rounding. */
export function soloPending(blocks: bigint, staked: bigint, allocPoint: bigint, totalAlloc = 100n) {
  const reward = (blocks * REWARD_PER_BLOCK * allocPoint) / totalAlloc
  const acc = (reward * ACC_PRECISION) / staked
  return (staked * acc) / ACC_PRECISION
}
