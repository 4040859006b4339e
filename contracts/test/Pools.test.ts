import { anyValue } from '@nomicfoundation/hardhat-chai-matchers/withArgs'
import { loadFixture } from '@nomicfoundation/hardhat-network-helpers'
import { expect } from 'chai'
import fc from 'fast-check'
import { ethers, network } from 'hardhat'
import type { FinaPair, FinaPairFactory, MockERC20 } from '../typechain-types'
import { e18, expectOnlyRole, ROLES } from './helpers'

const MAX112 = (1n << 112n) - 1n
const DEAD = '0x000000000000000000000000000000000000dEaD'

/** Uniswap v2 output with the fee in basis points, rounded down. */
function amountOut(amountIn: bigint, reserveIn: bigint, reserveOut: bigint, feeBps: bigint) {
  const withFee = amountIn * (10_000n - feeBps)
  return (withFee * reserveOut) / (reserveIn * 10_000n + withFee)
}

describe('Pools: FinaPairFactory and FinaPair', () => {
  async function deploy() {
    const signers = await ethers.getSigners()
    const [admin, alice, bob] = signers as [(typeof signers)[0], (typeof signers)[0], (typeof signers)[0]]
    const factory = (await ethers.deployContract('FinaPairFactory', [
      admin.address,
      25,
    ])) as unknown as FinaPairFactory
    const tokenA = (await ethers.deployContract('MockERC20', ['A', 'A'])) as unknown as MockERC20
    const tokenB = (await ethers.deployContract('MockERC20', ['B', 'B'])) as unknown as MockERC20
    await factory.createPair(await tokenA.getAddress(), await tokenB.getAddress())
    const pair = (await ethers.getContractAt(
      'FinaPair',
      await factory.getPair(await tokenA.getAddress(), await tokenB.getAddress()),
    )) as unknown as FinaPair
    const pairAddress = await pair.getAddress()
    const [t0, t1] =
      (await tokenA.getAddress()).toLowerCase() === (await pair.token0()).toLowerCase()
        ? [tokenA, tokenB]
        : [tokenB, tokenA]
    for (const user of [alice, bob]) {
      for (const token of [t0, t1]) {
        await token.mint(user.address, e18(1_000_000))
        await token.connect(user).approve(pairAddress, ethers.MaxUint256)
      }
    }
    return { factory, pair, pairAddress, t0, t1, admin, alice, bob, signers }
  }

  async function seeded() {
    const ctx = await deploy()
    await ctx.pair.connect(ctx.alice).mint(e18(1000), e18(4000), 0, ctx.alice.address)
    return ctx
  }

  describe('factory', () => {
    it('createPair: sorts the tokens, records the pair both ways, emits PairCreated', async () => {
      const { factory, pair, t0, t1 } = await loadFixture(deploy)
      const [a0, a1] = [await t0.getAddress(), await t1.getAddress()]
      expect(await pair.token0()).to.equal(a0)
      expect(await pair.token1()).to.equal(a1)
      expect(await factory.getPair(a1, a0)).to.equal(await pair.getAddress())
      expect(await factory.allPairsLength()).to.equal(1n)
      expect(await factory.allPairs(0)).to.equal(await pair.getAddress())
      expect(await pair.factory()).to.equal(await factory.getAddress())
      expect(await pair.swapFeeBps()).to.equal(25n)
      const c = await ethers.deployContract('MockERC20', ['C', 'C'])
      const tx = factory.createPair(await c.getAddress(), a0)
      const [s0, s1] = [await c.getAddress(), a0].sort((x, y) => (BigInt(x) < BigInt(y) ? -1 : 1))
      await expect(tx).to.emit(factory, 'PairCreated').withArgs(s0, s1, anyValue, 1n)
      expect(await factory.getPair(s0, s1)).to.equal(await factory.allPairs(1))
    })

    it('createPair: reverts with IdenticalAddress, ZeroAddress and PairExists', async () => {
      const { factory, pair, t0, t1 } = await loadFixture(deploy)
      const a0 = await t0.getAddress()
      await expect(factory.createPair(a0, a0))
        .to.be.revertedWithCustomError(factory, 'IdenticalAddress')
        .withArgs(a0)
      await expect(factory.createPair(ethers.ZeroAddress, a0)).to.be.revertedWithCustomError(
        factory,
        'ZeroAddress',
      )
      await expect(factory.createPair(await t1.getAddress(), a0))
        .to.be.revertedWithCustomError(factory, 'PairExists')
        .withArgs(await pair.getAddress())
    })

    it('constructor: reverts with ZeroAddress for a zero admin and InvalidSwapFee above 1000 bps', async () => {
      const { admin } = await loadFixture(deploy)
      const f = await ethers.getContractFactory('FinaPairFactory')
      await expect(f.deploy(ethers.ZeroAddress, 25)).to.be.revertedWithCustomError(f, 'ZeroAddress')
      await expect(f.deploy(admin.address, 1001))
        .to.be.revertedWithCustomError(f, 'InvalidSwapFee')
        .withArgs(1001)
    })

    it('setDefaultSwapFee and setSwapFee: change fees, emit, and reject InvalidSwapFee', async () => {
      const { factory, pair } = await loadFixture(deploy)
      await expect(factory.setDefaultSwapFee(30)).to.emit(factory, 'DefaultSwapFeeUpdated').withArgs(30)
      expect(await factory.defaultSwapFeeBps()).to.equal(30n)
      await expect(factory.setDefaultSwapFee(1001))
        .to.be.revertedWithCustomError(factory, 'InvalidSwapFee')
        .withArgs(1001)
      await expect(factory.setSwapFee(await pair.getAddress(), 1000))
        .to.emit(pair, 'SwapFeeUpdated')
        .withArgs(1000)
      expect(await pair.swapFeeBps()).to.equal(1000n)
      await expect(factory.setSwapFee(await pair.getAddress(), 1001))
        .to.be.revertedWithCustomError(pair, 'InvalidSwapFee')
        .withArgs(1001)
    })

    it('role matrix: fee setters are refused to every account without ADMIN_ROLE; the pair refuses all but the factory', async () => {
      const { factory, pair, signers, alice } = await loadFixture(deploy)
      await expectOnlyRole(factory, ROLES.ADMIN, signers.slice(0, 5), (as) =>
        factory.connect(as).setDefaultSwapFee(1),
      )
      await expectOnlyRole(factory, ROLES.ADMIN, signers.slice(0, 5), async (as) =>
        factory.connect(as).setSwapFee(await pair.getAddress(), 1),
      )
      await expect(pair.connect(alice).setSwapFee(1))
        .to.be.revertedWithCustomError(pair, 'NotFactory')
        .withArgs(alice.address)
    })
  })

  describe('mint', () => {
    it('first mint: sqrt(a0 * a1) minus MINIMUM_LIQUIDITY, locked at 0xdead; emits Mint and Sync', async () => {
      const { pair, alice } = await loadFixture(deploy)
      const liquidity = 2000n * 10n ** 18n - 1000n
      await expect(pair.connect(alice).mint(e18(1000), e18(4000), 0, alice.address))
        .to.emit(pair, 'Mint')
        .withArgs(alice.address, alice.address, e18(1000), e18(4000), liquidity)
        .and.to.emit(pair, 'Sync')
        .withArgs(e18(1000), e18(4000))
      expect(await pair.balanceOf(alice.address)).to.equal(liquidity)
      expect(await pair.balanceOf(DEAD)).to.equal(1000n)
      const [r0, r1, ts] = await pair.getReserves()
      expect([r0, r1]).to.deep.equal([e18(1000), e18(4000)])
      expect(ts).to.be.greaterThan(0n)
    })

    it('later mints pull only the amounts at the pool price (either side cut down)', async () => {
      const { pair, bob, t0, t1 } = await loadFixture(seeded)
      // Too much token1: token1 is cut to 4x.
      await expect(pair.connect(bob).mint(e18(10), e18(100), 0, bob.address)).to.changeTokenBalances(
        t1,
        [bob],
        [-e18(40)],
      )
      // Too much token0: token0 is cut to 1/4.
      await expect(pair.connect(bob).mint(e18(100), e18(40), 0, bob.address)).to.changeTokenBalances(
        t0,
        [bob],
        [-e18(10)],
      )
      expect(await pair.balanceOf(bob.address)).to.equal(e18(40) - 0n)
    })

    it('reverts with ZeroAddress, InvalidAmounts, Overflow and InsufficientLiquidityMinted', async () => {
      const { pair, alice } = await loadFixture(deploy)
      await expect(pair.connect(alice).mint(1n, 1n, 0, ethers.ZeroAddress)).to.be.revertedWithCustomError(
        pair,
        'ZeroAddress',
      )
      await expect(pair.connect(alice).mint(0n, 5n, 0, alice.address))
        .to.be.revertedWithCustomError(pair, 'InvalidAmounts')
        .withArgs(0n, 5n)
      await expect(pair.connect(alice).mint(MAX112 + 1n, 1n, 0, alice.address)).to.be.revertedWithCustomError(
        pair,
        'Overflow',
      )
      await expect(pair.connect(alice).mint(1n, MAX112 + 1n, 0, alice.address)).to.be.revertedWithCustomError(
        pair,
        'Overflow',
      )
      await expect(pair.connect(alice).mint(5n, 0n, 0, alice.address))
        .to.be.revertedWithCustomError(pair, 'InvalidAmounts')
        .withArgs(5n, 0n)
      // First mint at or below MINIMUM_LIQUIDITY.
      await expect(pair.connect(alice).mint(1000n, 1000n, 0, alice.address))
        .to.be.revertedWithCustomError(pair, 'InsufficientLiquidityMinted')
        .withArgs(1000n)
      await pair.connect(alice).mint(e18(1), e18(1), 0, alice.address)
      // Below the caller's minimum.
      await expect(pair.connect(alice).mint(e18(1), e18(1), e18(2), alice.address))
        .to.be.revertedWithCustomError(pair, 'InsufficientLiquidityMinted')
        .withArgs(e18(1))
      // A side rounded to zero at the pool price.
      await pair.connect(alice).swap(await pair.token0(), await pair.token1(), e18(1000), 0, alice.address)
      await expect(pair.connect(alice).mint(1n, 1n, 0, alice.address)).to.be.revertedWithCustomError(
        pair,
        'InvalidAmounts',
      )
    })

    it('reverts with InsufficientLiquidityMinted(0) when the share rounds to zero', async () => {
      const { pair, alice, bob, t0, t1, pairAddress } = await loadFixture(deploy)
      await pair.connect(alice).mint(1001n, 1001n, 0, alice.address)
      // Donations make one LP token worth far more than one wei.
      await t0.mint(pairAddress, e18(1))
      await t1.mint(pairAddress, e18(1))
      await pair.connect(alice).burn(1n, 0, 0, alice.address)
      await expect(pair.connect(bob).mint(1000n, 1000n, 0, bob.address))
        .to.be.revertedWithCustomError(pair, 'InsufficientLiquidityMinted')
        .withArgs(0n)
    })
  })

  describe('burn', () => {
    it('pays the pro-rata share of both tokens, emits Burn, lowers the reserves', async () => {
      const { pair, alice, bob, t0, t1 } = await loadFixture(seeded)
      const liquidity = e18(500)
      const tx = pair.connect(alice).burn(liquidity, 0, 0, bob.address)
      await expect(tx)
        .to.emit(pair, 'Burn')
        .withArgs(alice.address, bob.address, e18(250), e18(1000), liquidity)
      await expect(tx).to.changeTokenBalances(t0, [bob], [e18(250)])
      await expect(tx).to.changeTokenBalances(t1, [bob], [e18(1000)])
      const [r0, r1] = await pair.getReserves()
      expect([r0, r1]).to.deep.equal([e18(750), e18(3000)])
    })

    it('reverts with ZeroAddress, PoolUninitialized, InvalidAmounts and an insufficient balance', async () => {
      const { pair, alice, bob } = await loadFixture(deploy)
      await expect(pair.connect(alice).burn(1n, 0, 0, ethers.ZeroAddress)).to.be.revertedWithCustomError(
        pair,
        'ZeroAddress',
      )
      await expect(pair.connect(alice).burn(1n, 0, 0, alice.address)).to.be.revertedWithCustomError(
        pair,
        'PoolUninitialized',
      )
      await pair.connect(alice).mint(e18(1), e18(4), 0, alice.address)
      await expect(pair.connect(alice).burn(0n, 0, 0, alice.address))
        .to.be.revertedWithCustomError(pair, 'InvalidAmounts')
        .withArgs(0n, 0n)
      await expect(pair.connect(alice).burn(e18(1), e18(1), 0, alice.address))
        .to.be.revertedWithCustomError(pair, 'InvalidAmounts')
        .withArgs(e18(1) / 2n, e18(2))
      await expect(pair.connect(alice).burn(e18(1), 0, e18(3), alice.address))
        .to.be.revertedWithCustomError(pair, 'InvalidAmounts')
        .withArgs(e18(1) / 2n, e18(2))
      await expect(pair.connect(bob).burn(1n, 0, 0, bob.address))
        .to.be.revertedWithCustomError(pair, 'ERC20InsufficientBalance')
        .withArgs(bob.address, 0n, 1n)
    })

    it('reverts with Overflow when donations push a reserve above 112 bits', async () => {
      const { pair, alice, t0, pairAddress } = await loadFixture(seeded)
      await t0.mint(pairAddress, MAX112)
      await expect(pair.connect(alice).burn(1000n, 0, 0, alice.address)).to.be.revertedWithCustomError(
        pair,
        'Overflow',
      )
    })
  })

  describe('swap', () => {
    it('sells token0 and token1 at the constant-product price minus the fee; emits Swap', async () => {
      const { pair, bob, t0, t1 } = await loadFixture(seeded)
      const [a0, a1] = [await t0.getAddress(), await t1.getAddress()]
      const out1 = amountOut(e18(10), e18(1000), e18(4000), 25n)
      expect(await pair.getAmountOut(a0, e18(10))).to.equal(out1)
      const tx = pair.connect(bob).swap(a0, a1, e18(10), out1, bob.address)
      await expect(tx).to.emit(pair, 'Swap').withArgs(bob.address, bob.address, a0, e18(10), out1)
      await expect(tx).to.changeTokenBalances(t1, [bob], [out1])
      const out0 = amountOut(e18(40), e18(4000) - out1, e18(1010), 25n)
      await expect(pair.connect(bob).swap(a1, a0, e18(40), 0, bob.address)).to.changeTokenBalances(
        t0,
        [bob],
        [out0],
      )
      const [r0, r1] = await pair.getReserves()
      expect([r0, r1]).to.deep.equal([e18(1010) - out0, e18(4040) - out1])
    })

    it('reverts with ZeroAddress, InvalidInputToken, InvalidOutputToken, InsufficientAmountIn, InsufficientAmountOut', async () => {
      const { pair, bob, t0, t1 } = await loadFixture(seeded)
      const [a0, a1] = [await t0.getAddress(), await t1.getAddress()]
      await expect(pair.connect(bob).swap(a0, a1, 1n, 0, ethers.ZeroAddress)).to.be.revertedWithCustomError(
        pair,
        'ZeroAddress',
      )
      await expect(pair.connect(bob).swap(bob.address, a1, 1n, 0, bob.address))
        .to.be.revertedWithCustomError(pair, 'InvalidInputToken')
        .withArgs(bob.address)
      await expect(pair.connect(bob).swap(a0, a0, 1n, 0, bob.address))
        .to.be.revertedWithCustomError(pair, 'InvalidOutputToken')
        .withArgs(a0)
      await expect(pair.connect(bob).swap(a1, bob.address, 1n, 0, bob.address))
        .to.be.revertedWithCustomError(pair, 'InvalidOutputToken')
        .withArgs(bob.address)
      await expect(pair.connect(bob).swap(a0, a1, 0n, 0, bob.address))
        .to.be.revertedWithCustomError(pair, 'InsufficientAmountIn')
        .withArgs(0n)
      const out = amountOut(e18(1), e18(1000), e18(4000), 25n)
      await expect(pair.connect(bob).swap(a0, a1, e18(1), out + 1n, bob.address))
        .to.be.revertedWithCustomError(pair, 'InsufficientAmountOut')
        .withArgs(out, out + 1n)
      await expect(pair.connect(bob).swap(a1, a0, 1n, 0, bob.address))
        .to.be.revertedWithCustomError(pair, 'InsufficientAmountOut')
        .withArgs(0n, 0n)
      await expect(pair.getAmountOut(bob.address, 1n)).to.be.revertedWithCustomError(
        pair,
        'InvalidInputToken',
      )
    })

    it('reverts with PoolUninitialized without liquidity (swap and getAmountOut)', async () => {
      const { pair, bob, t0, t1 } = await loadFixture(deploy)
      const [a0, a1] = [await t0.getAddress(), await t1.getAddress()]
      await expect(pair.connect(bob).swap(a0, a1, 1n, 0, bob.address)).to.be.revertedWithCustomError(
        pair,
        'PoolUninitialized',
      )
      await expect(pair.getAmountOut(a0, 1n)).to.be.revertedWithCustomError(pair, 'PoolUninitialized')
    })

    it('reverts with Overflow when the input reserve would pass 112 bits', async () => {
      const { pair, bob, t0, t1 } = await loadFixture(seeded)
      await t0.mint(bob.address, MAX112)
      await expect(
        pair.connect(bob).swap(await t0.getAddress(), await t1.getAddress(), MAX112, 0, bob.address),
      ).to.be.revertedWithCustomError(pair, 'Overflow')
    })

    it('counts what arrived: a token that burns its whole transfer gives InsufficientAmountIn(0)', async () => {
      const { pair, bob, t0, t1 } = await loadFixture(seeded)
      await t0.setFeeBps(10_000)
      await expect(
        pair.connect(bob).swap(await t0.getAddress(), await t1.getAddress(), e18(1), 0, bob.address),
      )
        .to.be.revertedWithCustomError(pair, 'InsufficientAmountIn')
        .withArgs(0n)
    })

    it('property: random swaps and liquidity changes never lower k per LP token, and reserves track balances @plain', async () => {
      const { pair, pairAddress, bob, t0, t1 } = await loadFixture(seeded)
      const [a0, a1] = [await t0.getAddress(), await t1.getAddress()]
      const step = fc.oneof(
        fc.record({ kind: fc.constant('swap0' as const), amount: fc.bigInt({ min: 1n, max: e18(500) }) }),
        fc.record({ kind: fc.constant('swap1' as const), amount: fc.bigInt({ min: 1n, max: e18(2000) }) }),
        fc.record({ kind: fc.constant('mint' as const), amount: fc.bigInt({ min: 1000n, max: e18(100) }) }),
        fc.record({ kind: fc.constant('burn' as const), amount: fc.bigInt({ min: 1n, max: e18(10) }) }),
      )
      await fc.assert(
        fc.asyncProperty(fc.array(step, { minLength: 1, maxLength: 6 }), async (steps) => {
          const snapshot = await network.provider.send('evm_snapshot')
          try {
            for (const s of steps) {
              const [r0, r1] = await pair.getReserves()
              const supply = await pair.totalSupply()
              const tx =
                s.kind === 'swap0'
                  ? pair.connect(bob).swap(a0, a1, s.amount, 0, bob.address)
                  : s.kind === 'swap1'
                    ? pair.connect(bob).swap(a1, a0, s.amount, 0, bob.address)
                    : s.kind === 'mint'
                      ? pair.connect(bob).mint(s.amount, s.amount * 4n, 0, bob.address)
                      : pair.connect(bob).burn(s.amount, 0, 0, bob.address)
              await tx.catch(() => undefined) // typed reverts (tiny amounts) are allowed; invariants must still hold
              const [n0, n1] = await pair.getReserves()
              const nSupply = await pair.totalSupply()
              // k per LP token squared never decreases: n0 * n1 / nSupply^2 >= r0 * r1 / supply^2
              expect(n0 * n1 * supply * supply).to.be.gte(r0 * r1 * nSupply * nSupply)
              expect(n0).to.equal(await t0.balanceOf(pairAddress))
              expect(n1).to.equal(await t1.balanceOf(pairAddress))
            }
          } finally {
            await network.provider.send('evm_revert', [snapshot])
          }
        }),
        { numRuns: 15 },
      )
    })
  })
})
