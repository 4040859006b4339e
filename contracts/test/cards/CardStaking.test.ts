import { loadFixture, time } from '@nomicfoundation/hardhat-network-helpers'
import { expect } from 'chai'
import fc from 'fast-check'
import { ethers } from 'hardhat'
import { deployHeroCard } from './fixtures'
import { RARITY } from './helpers'

const LOCK = 3600

describe('cards/CardStaking', () => {
  async function deploy() {
    const f = await deployHeroCard()
    const staking = await ethers.deployContract('CardStaking', [
      f.admin.address,
      await f.heroCard.getAddress(),
      LOCK,
    ])
    await f.heroCard.mintCards(f.alice.address, 31, RARITY.S, 12) // 1..12
    await f.heroCard.mintCards(f.bob.address, 21, RARITY.A, 2) // 13..14
    await f.heroCard.connect(f.alice).setApprovalForAll(await staking.getAddress(), true)
    await f.heroCard.connect(f.bob).setApprovalForAll(await staking.getAddress(), true)
    return { ...f, staking }
  }

  it('constructor: refuses a zero card address', async () => {
    const { staking, admin } = await loadFixture(deploy)
    const factory = await ethers.getContractFactory('CardStaking')
    await expect(factory.deploy(admin.address, ethers.ZeroAddress, 1)).to.be.revertedWithCustomError(
      staking,
      'AddressIsNull',
    )
  })

  describe('stake', () => {
    it('takes the card into custody with its unlock time', async () => {
      const { staking, heroCard, alice } = await loadFixture(deploy)
      const tx = await staking.connect(alice).stake(3)
      const at = (await ethers.provider.getBlock(tx.blockNumber!))!.timestamp
      await expect(tx)
        .to.emit(staking, 'Staked')
        .withArgs(alice.address, 3, at + LOCK)
      expect(await heroCard.ownerOf(3)).to.equal(await staking.getAddress())
      expect(await staking.isStaked(3)).to.equal(true)
      expect(await staking.getTokensStakedByAddress(alice.address)).to.deep.equal([3n])
      const [owner, unlockAt] = await staking.stakeOf(3)
      expect([owner, unlockAt]).to.deep.equal([alice.address, BigInt(at + LOCK)])
      expect(await staking.lockTime()).to.equal(BigInt(LOCK))
    })

    it('stakeMulti stakes a batch; refuses empty, oversize and foreign cards', async () => {
      const { staking, alice } = await loadFixture(deploy)
      await staking.connect(alice).stakeMulti([1, 2, 5])
      expect(await staking.getTokensStakedByAddress(alice.address)).to.deep.equal([1n, 2n, 5n])
      await expect(staking.connect(alice).stakeMulti([])).to.be.revertedWithCustomError(
        staking,
        'ArrayIsNull',
      )
      await expect(staking.connect(alice).stakeMulti(Array(51).fill(6))).to.be.revertedWithCustomError(
        staking,
        'ArrayLengthError',
      )
      await expect(staking.connect(alice).stakeMulti([6, 13])).to.be.revertedWithCustomError(
        staking,
        'NotTheOwner',
      )
      await expect(staking.connect(alice).stake(1)).to.be.revertedWithCustomError(staking, 'NotTheOwner')
    })

    it('a staked card is not transferable by its staker', async () => {
      const { staking, heroCard, alice, bob } = await loadFixture(deploy)
      await staking.connect(alice).stake(1)
      await expect(heroCard.connect(alice).transferFrom(alice.address, bob.address, 1)).to.be.reverted
      await expect(heroCard.connect(alice).transferFrom(await staking.getAddress(), bob.address, 1)).to.be
        .reverted
    })
  })

  describe('withdraw', () => {
    it('returns the card after the lock time only, to its staker only', async () => {
      const { staking, heroCard, alice, bob } = await loadFixture(deploy)
      await staking.connect(alice).stake(1)
      const [, unlockAt] = await staking.stakeOf(1)
      await expect(staking.connect(alice).withdraw(1))
        .to.be.revertedWithCustomError(staking, 'StillLocked')
        .withArgs(1, unlockAt)
      await time.increaseTo(unlockAt)
      await expect(staking.connect(bob).withdraw(1)).to.be.revertedWithCustomError(staking, 'NotTheOwner')
      await expect(staking.connect(alice).withdraw(1))
        .to.emit(staking, 'Withdrawn')
        .withArgs(alice.address, 1)
      expect(await heroCard.ownerOf(1)).to.equal(alice.address)
      expect(await staking.isStaked(1)).to.equal(false)
      await expect(staking.connect(alice).withdraw(1)).to.be.revertedWithCustomError(staking, 'NotTheOwner')
    })

    it('withdrawMulti; a lock time change applies to later stakes only', async () => {
      const { staking, alice } = await loadFixture(deploy)
      await staking.connect(alice).stakeMulti([1, 2])
      await expect(staking.setLockTime(10 * LOCK))
        .to.emit(staking, 'LockTimeSet')
        .withArgs(10 * LOCK)
      await staking.connect(alice).stake(3)
      await time.increase(LOCK)
      await expect(staking.connect(alice).withdrawMulti([1, 2, 3])).to.be.revertedWithCustomError(
        staking,
        'StillLocked',
      )
      await staking.connect(alice).withdrawMulti([1, 2])
      expect(await staking.getTokensStakedByAddress(alice.address)).to.deep.equal([3n])
      await expect(staking.connect(alice).withdrawMulti([])).to.be.revertedWithCustomError(
        staking,
        'ArrayIsNull',
      )
      await expect(staking.connect(alice).setLockTime(1)).to.be.revertedWithCustomError(
        staking,
        'AccessControlUnauthorizedAccount',
      )
    })
  })

  describe('pause and recovery', () => {
    it('pause stops staking, not withdrawing', async () => {
      const { staking, alice } = await loadFixture(deploy)
      await staking.connect(alice).stake(1)
      await expect(staking.connect(alice).pause()).to.be.revertedWithCustomError(
        staking,
        'AccessControlUnauthorizedAccount',
      )
      await staking.pause()
      await expect(staking.connect(alice).stake(2)).to.be.revertedWithCustomError(staking, 'EnforcedPause')
      await expect(staking.connect(alice).stakeMulti([2])).to.be.revertedWithCustomError(
        staking,
        'EnforcedPause',
      )
      await time.increase(LOCK)
      await staking.connect(alice).withdraw(1)
      await staking.unpause()
      await staking.connect(alice).stake(2)
    })

    it('staked cards cannot be recovered; cards sent without staking can', async () => {
      const { staking, heroCard, alice } = await loadFixture(deploy)
      const at = await staking.getAddress()
      await staking.connect(alice).stake(1)
      await heroCard.connect(alice).transferFrom(alice.address, at, 2)
      await expect(staking.recoverERC721(await heroCard.getAddress(), 1, alice.address))
        .to.be.revertedWithCustomError(staking, 'NotRecoverable')
        .withArgs(await heroCard.getAddress(), 1)
      await staking.recoverERC721(await heroCard.getAddress(), 2, alice.address)
      expect(await heroCard.ownerOf(2)).to.equal(alice.address)
    })
  })

  describe('attacks', () => {
    it('withdrawals call no receiver hook: a staker contract has nothing to re-enter from', async () => {
      const { staking, heroCard, alice } = await loadFixture(deploy)
      const attacker = await ethers.deployContract('CardsAttacker')
      const at = await attacker.getAddress()
      const st = await staking.getAddress()
      for (const id of [1, 2, 3]) await heroCard.connect(alice).transferFrom(alice.address, at, id)
      await attacker.call(
        await heroCard.getAddress(),
        heroCard.interface.encodeFunctionData('setApprovalForAll', [st, true]),
      )
      await attacker.call(st, staking.interface.encodeFunctionData('stakeMulti', [[1, 2, 3]]))
      await time.increase(LOCK)
      await attacker.setReenter(st, staking.interface.encodeFunctionData('withdraw', [3]))
      await attacker.call(st, staking.interface.encodeFunctionData('withdraw', [1]))
      await attacker.call(st, staking.interface.encodeFunctionData('withdrawMulti', [[2]]))
      expect(await attacker.received()).to.equal(0n)
      expect(await attacker.lastReentryError()).to.equal('0x')
      expect(await heroCard.ownerOf(1)).to.equal(at)
      expect(await heroCard.ownerOf(2)).to.equal(at)
      expect(await staking.getTokensStakedByAddress(at)).to.deep.equal([3n])
    })
  })

  describe('withdrawTo', () => {
    it('a contract wallet without onERC721Received stakes and gets its cards back', async () => {
      const { staking, heroCard, admin, alice } = await loadFixture(deploy)
      const wallet = await ethers.deployContract('PlainWallet')
      const w = await wallet.getAddress()
      const st = await staking.getAddress()
      for (const id of [1, 2, 3]) await heroCard.connect(alice).transferFrom(alice.address, w, id)
      await wallet.call(
        await heroCard.getAddress(),
        heroCard.interface.encodeFunctionData('setApprovalForAll', [st, true]),
      )
      await wallet.call(st, staking.interface.encodeFunctionData('stakeMulti', [[1, 2, 3]]))
      // The admin still cannot rescue a staked card.
      await expect(staking.connect(admin).recoverERC721(await heroCard.getAddress(), 1, admin.address))
        .to.be.revertedWithCustomError(staking, 'NotRecoverable')
        .withArgs(await heroCard.getAddress(), 1)
      await time.increase(LOCK)
      // Withdrawals are plain transfers back, like the stake: the wallet needs no receiver hook.
      await expect(wallet.call(st, staking.interface.encodeFunctionData('withdraw', [1])))
        .to.emit(staking, 'Withdrawn')
        .withArgs(w, 1)
      expect(await heroCard.ownerOf(1)).to.equal(w)
      await wallet.call(st, staking.interface.encodeFunctionData('withdrawMulti', [[3]]))
      expect(await heroCard.ownerOf(3)).to.equal(w)
      // Or to an address it names.
      await wallet.call(st, staking.interface.encodeFunctionData('withdrawTo', [[2], alice.address]))
      expect(await heroCard.ownerOf(2)).to.equal(alice.address)
      expect(await staking.getTokensStakedByAddress(w)).to.deep.equal([])
      expect(await staking.isStaked(1)).to.equal(false)
    })

    it('withdrawTo keeps the lock, the owner check, the batch limits and refuses the zero address', async () => {
      const { staking, heroCard, alice, bob } = await loadFixture(deploy)
      await staking.connect(alice).stakeMulti([1, 2])
      await expect(staking.connect(alice).withdrawTo([1], bob.address)).to.be.revertedWithCustomError(
        staking,
        'StillLocked',
      )
      await time.increase(LOCK)
      await expect(staking.connect(bob).withdrawTo([1], bob.address)).to.be.revertedWithCustomError(
        staking,
        'NotTheOwner',
      )
      await expect(staking.connect(alice).withdrawTo([1], ethers.ZeroAddress)).to.be.revertedWithCustomError(
        staking,
        'AddressIsNull',
      )
      await expect(staking.connect(alice).withdrawTo([], bob.address)).to.be.revertedWithCustomError(
        staking,
        'ArrayIsNull',
      )
      await expect(
        staking.connect(alice).withdrawTo(Array(51).fill(1), bob.address),
      ).to.be.revertedWithCustomError(staking, 'ArrayLengthError')
      await staking.connect(alice).withdrawTo([2, 1], bob.address)
      expect(await heroCard.ownerOf(1)).to.equal(bob.address)
      expect(await heroCard.ownerOf(2)).to.equal(bob.address)
      await expect(staking.connect(alice).withdrawTo([1], alice.address)).to.be.revertedWithCustomError(
        staking,
        'NotTheOwner',
      )
    })

    it('a lock time change never moves the unlock time of cards already staked', async () => {
      const { staking, admin, alice } = await loadFixture(deploy)
      const tx = await staking.connect(alice).stake(1)
      const at = (await ethers.provider.getBlock(tx.blockNumber!))!.timestamp
      await staking.connect(admin).setLockTime(LOCK * 100)
      expect((await staking.stakeOf(1))[1]).to.equal(BigInt(at + LOCK))
      await time.increaseTo(at + LOCK)
      await staking.connect(alice).withdrawTo([1], alice.address)
      await staking.connect(admin).setLockTime(0)
      await staking.connect(alice).stake(1)
      const [, unlockAt] = await staking.stakeOf(1)
      expect(unlockAt).to.equal(BigInt((await time.latest()) + 0))
    })
  })

  describe('properties', () => {
    it('a card is never both staked and transferable; the staked sets match a reference model @plain', async () => {
      const f = await loadFixture(deploy)
      const { staking, heroCard, alice, bob } = f
      const users = [alice, bob]
      const owned = [
        [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12],
        [13, 14],
      ]
      let snapshot: string = await ethers.provider.send('evm_snapshot', [])
      const op = fc.record({
        who: fc.nat(1),
        pick: fc.nat(13),
        action: fc.constantFrom('stake', 'withdraw', 'wait'),
      })
      await fc.assert(
        fc.asyncProperty(fc.array(op, { minLength: 1, maxLength: 10 }), async (ops) => {
          await ethers.provider.send('evm_revert', [snapshot])
          snapshot = await ethers.provider.send('evm_snapshot', [])
          const stakedBy = new Map<number, { who: number; unlockAt: number }>()
          for (const { who, pick, action } of ops) {
            const signer = users[who]!
            const tokenId = owned[who]![pick % owned[who]!.length]!
            const now = await time.latest()
            if (action === 'wait') {
              await time.increase(LOCK / 2)
            } else if (action === 'stake') {
              const tx = staking.connect(signer).stake(tokenId)
              if (stakedBy.has(tokenId)) await expect(tx).to.be.reverted
              else {
                await tx
                stakedBy.set(tokenId, { who, unlockAt: (await time.latest()) + LOCK })
              }
            } else {
              const s = stakedBy.get(tokenId)
              const tx = staking.connect(signer).withdraw(tokenId)
              if (!s || now + 1 < s.unlockAt) await expect(tx).to.be.reverted
              else {
                await tx
                stakedBy.delete(tokenId)
              }
            }
          }
          for (const [i, signer] of users.entries()) {
            const expected = [...stakedBy].filter(([, s]) => s.who === i).map(([id]) => BigInt(id))
            const actual = await staking.getTokensStakedByAddress(signer.address)
            expect([...actual].sort()).to.deep.equal(expected.sort())
            for (const id of owned[i]!) {
              const staked = await staking.isStaked(id)
              expect(staked).to.equal(stakedBy.has(id))
              // Staked: held by the staking contract, so its staker cannot move it.
              expect(await heroCard.ownerOf(id)).to.equal(
                staked ? await staking.getAddress() : signer.address,
              )
            }
          }
        }),
        { numRuns: 10 },
      )
      await ethers.provider.send('evm_revert', [snapshot])
    })
  })
})
