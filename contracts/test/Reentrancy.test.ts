import { loadFixture } from '@nomicfoundation/hardhat-network-helpers'
import { expect } from 'chai'
import { ethers } from 'hardhat'
import type {
  FinaFarm,
  FinaPair,
  FinaPairFactory,
  GameVault,
  MockERC20,
  MockERC721,
  ReentrantToken,
} from '../typechain-types'
import { e18, ROLES, readFarmTiers } from './helpers'

/**
 * An attacker token re-enters every state-changing function from inside a transfer the contract makes. Each attempt
 * must fail with ReentrancyGuardReentrantCall (the token records the revert data) while the outer call completes.
 */
describe('Re-entrancy: an attacker token calling back during transfers', () => {
  async function deploy() {
    const signers = await ethers.getSigners()
    const [admin, alice] = signers as [(typeof signers)[0], (typeof signers)[0]]
    const attacker = (await ethers.deployContract('ReentrantToken')) as unknown as ReentrantToken
    const other = (await ethers.deployContract('MockERC20', ['O', 'O'])) as unknown as MockERC20
    const fina = await ethers.deployContract('FinaToken', [
      admin.address,
      admin.address,
      e18(1_000_000),
      e18(10_000_000),
    ])
    const farm = (await ethers.deployContract('FinaFarm', [
      await fina.getAddress(),
      admin.address,
      e18(1),
      0,
    ])) as unknown as FinaFarm
    const { tiers } = readFarmTiers()
    await farm.add(await attacker.getAddress(), 1, tiers['FINA-BUSD']!)
    await fina.approve(await farm.getAddress(), ethers.MaxUint256)
    await farm.fundRewards(e18(1000))
    const factory = (await ethers.deployContract('FinaPairFactory', [
      admin.address,
      25,
    ])) as unknown as FinaPairFactory
    await factory.createPair(await attacker.getAddress(), await other.getAddress())
    const pair = (await ethers.getContractAt(
      'FinaPair',
      await factory.getPair(await attacker.getAddress(), await other.getAddress()),
    )) as unknown as FinaPair
    // A vault whose "FINA" is the attacker token.
    const vault = (await ethers.deployContract('GameVault', [
      await attacker.getAddress(),
      admin.address,
      admin.address,
    ])) as unknown as GameVault
    const cards = (await ethers.deployContract('MockERC721')) as unknown as MockERC721
    await vault.setCardCollection(await cards.getAddress())
    for (const target of [farm, pair, vault]) {
      await attacker.mint(alice.address, e18(100_000))
      await attacker.connect(alice).approve(await target.getAddress(), ethers.MaxUint256)
    }
    await other.mint(alice.address, e18(100_000))
    await other.connect(alice).approve(await pair.getAddress(), ethers.MaxUint256)
    await pair.connect(alice).mint(e18(1000), e18(1000), 0, alice.address)
    // The attacker holds the roles it would need, so only the re-entrancy guard can stop it.
    await farm.grantRole(ROLES.ADMIN, await attacker.getAddress())
    await vault.grantRole(ROLES.ADMIN, await attacker.getAddress())
    await vault.grantRole(ROLES.OPERATOR, await attacker.getAddress())
    return { attacker, farm, pair, vault, alice, other }
  }

  async function expectBlocked(attacker: ReentrantToken, attemptsBefore: bigint) {
    expect(await attacker.reentryAttempts()).to.equal(attemptsBefore + 1n)
    expect(await attacker.reentrySuccesses()).to.equal(0n)
    const selector = ethers.id('ReentrancyGuardReentrantCall()').slice(0, 10)
    expect(await attacker.lastRevert()).to.equal(selector)
  }

  it('FinaFarm: every user and admin write refuses re-entry during depositLP', async () => {
    const { attacker, farm, alice } = await loadFixture(deploy)
    const i = farm.interface
    const to = alice.address
    const payloads = [
      i.encodeFunctionData('depositLP', [0, 1n]),
      i.encodeFunctionData('withdrawLP', [0, 1n]),
      i.encodeFunctionData('withdrawEmergency', [0]),
      i.encodeFunctionData('claim', [0]),
      i.encodeFunctionData('claimTo', [0, to]),
      i.encodeFunctionData('claimAll'),
      i.encodeFunctionData('claimAllTo', [to]),
      i.encodeFunctionData('fundRewards', [1n]),
      i.encodeFunctionData('recoverToken', [await attacker.getAddress(), to, 0n]),
    ]
    for (const payload of payloads) {
      await attacker.arm(await farm.getAddress(), payload)
      const before = await attacker.reentryAttempts()
      await farm.connect(alice).depositLP(0, e18(1))
      await expectBlocked(attacker, before)
    }
    expect((await farm.poolInfo(0)).totalStaked).to.equal(e18(payloads.length))
  })

  it('FinaPair: mint, burn and swap refuse re-entry during a swap', async () => {
    const { attacker, pair, alice, other } = await loadFixture(deploy)
    const i = pair.interface
    const payloads = [
      i.encodeFunctionData('mint', [1n, 1n, 0n, alice.address]),
      i.encodeFunctionData('burn', [1n, 0n, 0n, alice.address]),
      i.encodeFunctionData('swap', [
        await attacker.getAddress(),
        await other.getAddress(),
        1n,
        0n,
        alice.address,
      ]),
    ]
    for (const payload of payloads) {
      await attacker.arm(await pair.getAddress(), payload)
      const before = await attacker.reentryAttempts()
      await pair
        .connect(alice)
        .swap(await attacker.getAddress(), await other.getAddress(), e18(1), 0, alice.address)
      await expectBlocked(attacker, before)
    }
    const [r0, r1] = await pair.getReserves()
    const balances = [
      await attacker.balanceOf(await pair.getAddress()),
      await other.balanceOf(await pair.getAddress()),
    ]
    const [t0] = [await pair.token0()]
    expect(t0 === (await attacker.getAddress()) ? [r0, r1] : [r1, r0]).to.deep.equal(balances)
  })

  it('GameVault: deposits, payouts, releases and recoveries refuse re-entry during deposit', async () => {
    const { attacker, vault, alice } = await loadFixture(deploy)
    const i = vault.interface
    const collection = await vault.cardCollection()
    const payloads = [
      i.encodeFunctionData('deposit', [e18(2)]),
      i.encodeFunctionData('depositNFTs', [[1n]]),
      i.encodeFunctionData('multiSend', [1n, [alice.address], [1n]]),
      i.encodeFunctionData('releaseNFTs', [collection, alice.address, [1n]]),
      i.encodeFunctionData('recoverERC20', [await attacker.getAddress(), alice.address, 0n]),
      i.encodeFunctionData('recoverNFT', [collection, 1n, alice.address]),
    ]
    for (const payload of payloads) {
      await attacker.arm(await vault.getAddress(), payload)
      const before = await attacker.reentryAttempts()
      await vault.connect(alice).deposit(e18(2))
      await expectBlocked(attacker, before)
    }
    expect(await vault.totalDeposited()).to.equal(e18(2 * payloads.length))
    expect(await vault.depositCount()).to.equal(BigInt(payloads.length))
  })
})
