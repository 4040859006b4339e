import { loadFixture } from '@nomicfoundation/hardhat-network-helpers'
import { expect } from 'chai'
import { ethers } from 'hardhat'
import type { FinaToken, GameVault, MockERC20, MockERC721 } from '../typechain-types'
import { e18, expectOnlyRole, ROLES } from './helpers'

describe('GameVault', () => {
  async function deploy() {
    const signers = await ethers.getSigners()
    const [admin, operator, pauser, alice, bob] = signers as [
      (typeof signers)[0],
      (typeof signers)[0],
      (typeof signers)[0],
      (typeof signers)[0],
      (typeof signers)[0],
    ]
    const fina = (await ethers.deployContract('FinaToken', [
      admin.address,
      admin.address,
      e18(1_000_000),
      e18(10_000_000),
    ])) as unknown as FinaToken
    const vault = (await ethers.deployContract('GameVault', [
      await fina.getAddress(),
      admin.address,
      operator.address,
    ])) as unknown as GameVault
    const vaultAddress = await vault.getAddress()
    const cards = (await ethers.deployContract('MockERC721')) as unknown as MockERC721
    await vault.setCardCollection(await cards.getAddress())
    await vault.grantRole(ROLES.PAUSER, pauser.address)
    await vault.revokeRole(ROLES.PAUSER, admin.address)
    for (const user of [alice, bob]) {
      await fina.transfer(user.address, e18(1000))
      await fina.connect(user).approve(vaultAddress, ethers.MaxUint256)
      await cards.connect(user).setApprovalForAll(vaultAddress, true)
    }
    for (const id of [1, 2, 3]) await cards.mint(alice.address, id)
    return { fina, vault, vaultAddress, cards, admin, operator, pauser, alice, bob, signers }
  }

  it('constructor: AddressIsNull for a zero token, admin or operator; roles granted', async () => {
    const { fina, admin, operator, vault } = await loadFixture(deploy)
    const f = await ethers.getContractFactory('GameVault')
    const token = await fina.getAddress()
    await expect(f.deploy(ethers.ZeroAddress, admin.address, operator.address)).to.be.revertedWithCustomError(
      f,
      'AddressIsNull',
    )
    await expect(f.deploy(token, ethers.ZeroAddress, operator.address)).to.be.revertedWithCustomError(
      f,
      'AddressIsNull',
    )
    await expect(f.deploy(token, admin.address, ethers.ZeroAddress)).to.be.revertedWithCustomError(
      f,
      'AddressIsNull',
    )
    expect(await vault.hasRole(ROLES.OPERATOR, operator.address)).to.equal(true)
    expect(await vault.fina()).to.equal(token)
  })

  describe('deposit', () => {
    it('moves FINA in, counts it, emits Deposited with increasing deposit ids', async () => {
      const { vault, fina, alice, bob } = await loadFixture(deploy)
      const first = vault.connect(alice).deposit(e18(2))
      await expect(first).to.emit(vault, 'Deposited').withArgs(1, alice.address, e18(2))
      await expect(first).to.changeTokenBalances(fina, [alice, vault], [-e18(2), e18(2)])
      await expect(vault.connect(bob).deposit(e18(5)))
        .to.emit(vault, 'Deposited')
        .withArgs(2, bob.address, e18(5))
      expect(await vault.depositCount()).to.equal(2n)
      expect(await vault.totalDeposited()).to.equal(e18(7))
      expect(await vault.owedFina()).to.equal(e18(7))
    })

    it('reverts with WrongAmount below 2 tokens and EnforcedPause while paused', async () => {
      const { vault, alice, pauser } = await loadFixture(deploy)
      await expect(vault.connect(alice).deposit(e18(2) - 1n))
        .to.be.revertedWithCustomError(vault, 'WrongAmount')
        .withArgs(e18(2) - 1n)
      await expect(vault.connect(pauser).pause()).to.emit(vault, 'Paused')
      await expect(vault.connect(alice).deposit(e18(2))).to.be.revertedWithCustomError(vault, 'EnforcedPause')
      await expect(vault.connect(pauser).unpause()).to.emit(vault, 'Unpaused')
      await vault.connect(alice).deposit(e18(2))
    })
  })

  describe('NFT custody', () => {
    it('depositNFTs takes cards into custody, records the depositor, emits NFTDeposited per card', async () => {
      const { vault, cards, alice, vaultAddress } = await loadFixture(deploy)
      const collection = await cards.getAddress()
      await vault.connect(alice).deposit(e18(2))
      const tx = vault.connect(alice).depositNFTs([1, 2])
      await expect(tx).to.emit(vault, 'NFTDeposited').withArgs(2, alice.address, collection, 1)
      await expect(tx).to.emit(vault, 'NFTDeposited').withArgs(3, alice.address, collection, 2)
      expect(await cards.ownerOf(1)).to.equal(vaultAddress)
      expect(await vault.nftDepositor(collection, 2)).to.equal(alice.address)
    })

    it('a direct safeTransferFrom of a card is recorded too; refused while paused; other NFTs are refused (NotCardCollection)', async () => {
      const { vault, cards, alice, vaultAddress, pauser } = await loadFixture(deploy)
      await expect(
        cards.connect(alice)['safeTransferFrom(address,address,uint256)'](alice.address, vaultAddress, 3),
      )
        .to.emit(vault, 'NFTDeposited')
        .withArgs(1, alice.address, await cards.getAddress(), 3)
      await vault.connect(pauser).pause()
      await expect(
        cards.connect(alice)['safeTransferFrom(address,address,uint256)'](alice.address, vaultAddress, 2),
      ).to.be.revertedWithCustomError(vault, 'EnforcedPause')
      await vault.connect(pauser).unpause()
      const other = (await ethers.deployContract('MockERC721')) as unknown as MockERC721
      await other.mint(alice.address, 1)
      await expect(
        other.connect(alice)['safeTransferFrom(address,address,uint256)'](alice.address, vaultAddress, 1),
      )
        .to.be.revertedWithCustomError(vault, 'NotCardCollection')
        .withArgs(await other.getAddress())
    })

    it('depositNFTs reverts with ArrayIsNull, ArrayLengthError above MAX_BATCH, AddressIsNull without a collection, EnforcedPause', async () => {
      const { vault, alice, pauser, fina, admin, operator } = await loadFixture(deploy)
      await expect(vault.connect(alice).depositNFTs([])).to.be.revertedWithCustomError(vault, 'ArrayIsNull')
      const tooMany = Array.from({ length: 201 }, (_, i) => i)
      await expect(vault.connect(alice).depositNFTs(tooMany))
        .to.be.revertedWithCustomError(vault, 'ArrayLengthError')
        .withArgs(201, 200)
      const bare = (await ethers.deployContract('GameVault', [
        await fina.getAddress(),
        admin.address,
        operator.address,
      ])) as unknown as GameVault
      await expect(bare.connect(alice).depositNFTs([1])).to.be.revertedWithCustomError(bare, 'AddressIsNull')
      await vault.connect(pauser).pause()
      await expect(vault.connect(alice).depositNFTs([1])).to.be.revertedWithCustomError(
        vault,
        'EnforcedPause',
      )
    })

    it('releaseNFTs: the operator sends deposited cards out; NFTNotDeposited for others; AddressIsNull; EnforcedPause', async () => {
      const { vault, cards, alice, bob, operator, pauser } = await loadFixture(deploy)
      const collection = await cards.getAddress()
      await vault.connect(alice).depositNFTs([1, 2])
      await expect(vault.connect(operator).releaseNFTs(collection, bob.address, [1]))
        .to.emit(vault, 'NFTReleased')
        .withArgs(collection, 1, bob.address)
      expect(await cards.ownerOf(1)).to.equal(bob.address)
      expect(await vault.nftDepositor(collection, 1)).to.equal(ethers.ZeroAddress)
      await expect(vault.connect(operator).releaseNFTs(collection, bob.address, [1]))
        .to.be.revertedWithCustomError(vault, 'NFTNotDeposited')
        .withArgs(collection, 1)
      await expect(
        vault.connect(operator).releaseNFTs(collection, ethers.ZeroAddress, [2]),
      ).to.be.revertedWithCustomError(vault, 'AddressIsNull')
      await expect(
        vault.connect(operator).releaseNFTs(collection, bob.address, []),
      ).to.be.revertedWithCustomError(vault, 'ArrayIsNull')
      await vault.connect(pauser).pause()
      await expect(
        vault.connect(operator).releaseNFTs(collection, bob.address, [2]),
      ).to.be.revertedWithCustomError(vault, 'EnforcedPause')
    })

    it('setCardCollection: emits CardCollectionUpdated; AddressIsNull for zero', async () => {
      const { vault, bob } = await loadFixture(deploy)
      await expect(vault.setCardCollection(bob.address))
        .to.emit(vault, 'CardCollectionUpdated')
        .withArgs(bob.address)
      expect(await vault.cardCollection()).to.equal(bob.address)
      await expect(vault.setCardCollection(ethers.ZeroAddress)).to.be.revertedWithCustomError(
        vault,
        'AddressIsNull',
      )
    })
  })

  describe('multiSend', () => {
    it('pays every recipient, counts the payouts, emits PaidOut and BatchPaid; a batch id pays once (AlreadyClaimed)', async () => {
      const { vault, fina, operator, alice, bob } = await loadFixture(deploy)
      await vault.connect(alice).deposit(e18(100))
      const tx = vault.connect(operator).multiSend(7, [alice.address, bob.address], [e18(10), e18(20)])
      await expect(tx).to.emit(vault, 'PaidOut').withArgs(7, alice.address, e18(10))
      await expect(tx).to.emit(vault, 'PaidOut').withArgs(7, bob.address, e18(20))
      await expect(tx).to.emit(vault, 'BatchPaid').withArgs(7, 2, e18(30))
      await expect(tx).to.changeTokenBalances(fina, [alice, bob, vault], [e18(10), e18(20), -e18(30)])
      expect(await vault.batchPaid(7)).to.equal(true)
      expect(await vault.totalPaidOut()).to.equal(e18(30))
      expect(await vault.owedFina()).to.equal(e18(70))
      await expect(vault.connect(operator).multiSend(7, [alice.address], [1n]))
        .to.be.revertedWithCustomError(vault, 'AlreadyClaimed')
        .withArgs(7)
    })

    it('reverts with ArrayIsNull, ArrayLengthError, AddressIsNull, WrongAmount, EnforcedPause; a failed batch stays unpaid', async () => {
      const { vault, fina, operator, alice, pauser } = await loadFixture(deploy)
      await vault.connect(alice).deposit(e18(10))
      const send = vault.connect(operator)
      await expect(send.multiSend(1, [], [])).to.be.revertedWithCustomError(vault, 'ArrayIsNull')
      await expect(send.multiSend(1, [alice.address], [1n, 2n]))
        .to.be.revertedWithCustomError(vault, 'ArrayLengthError')
        .withArgs(2, 1)
      await expect(send.multiSend(1, [ethers.ZeroAddress], [1n])).to.be.revertedWithCustomError(
        vault,
        'AddressIsNull',
      )
      await expect(send.multiSend(1, [alice.address], [0n]))
        .to.be.revertedWithCustomError(vault, 'WrongAmount')
        .withArgs(0)
      await expect(send.multiSend(1, [alice.address], [e18(11)])).to.be.revertedWithCustomError(
        fina,
        'ERC20InsufficientBalance',
      )
      expect(await vault.batchPaid(1)).to.equal(false)
      await vault.connect(pauser).pause()
      await expect(send.multiSend(1, [alice.address], [1n])).to.be.revertedWithCustomError(
        vault,
        'EnforcedPause',
      )
    })
  })

  describe('admin recovery', () => {
    it('recoverERC20: FINA only above deposits minus payouts, other tokens in full; ExceedsRecoverable, AddressIsNull', async () => {
      const { vault, fina, operator, alice, bob, admin, vaultAddress } = await loadFixture(deploy)
      await vault.connect(alice).deposit(e18(100))
      await fina.connect(admin).transfer(vaultAddress, e18(50)) // game treasury funding for earned payouts
      expect(await vault.recoverableERC20(await fina.getAddress())).to.equal(e18(50))
      await expect(vault.recoverERC20(await fina.getAddress(), bob.address, e18(50) + 1n))
        .to.be.revertedWithCustomError(vault, 'ExceedsRecoverable')
        .withArgs(e18(50) + 1n, e18(50))
      await expect(vault.recoverERC20(await fina.getAddress(), bob.address, e18(50)))
        .to.emit(vault, 'ERC20Recovered')
        .withArgs(await fina.getAddress(), bob.address, e18(50))
      expect(await vault.recoverableERC20(await fina.getAddress())).to.equal(0n)
      // Payouts beyond deposits (earned tokens): nothing is owed any more.
      await fina.connect(admin).transfer(vaultAddress, e18(100))
      await vault.connect(operator).multiSend(1, [alice.address], [e18(150)])
      expect(await vault.owedFina()).to.equal(0n)
      expect(await vault.recoverableERC20(await fina.getAddress())).to.equal(e18(50))
      // A new deposit is owed again: deposits 200, payouts 150, balance 150 -> 50 owed, 100 recoverable.
      await vault.connect(alice).deposit(e18(100))
      expect(await vault.owedFina()).to.equal(e18(50))
      expect(await vault.recoverableERC20(await fina.getAddress())).to.equal(e18(100))
      const other = (await ethers.deployContract('MockERC20', ['O', 'O'])) as unknown as MockERC20
      await other.mint(vaultAddress, 9n)
      await expect(vault.recoverERC20(await other.getAddress(), bob.address, 9n)).to.changeTokenBalance(
        other,
        bob,
        9n,
      )
      await expect(
        vault.recoverERC20(await other.getAddress(), ethers.ZeroAddress, 0n),
      ).to.be.revertedWithCustomError(vault, 'AddressIsNull')
    })

    it('recoverERC20: nothing when the balance is below what is owed', async () => {
      const { vault, fina, alice, admin } = await loadFixture(deploy)
      await vault.connect(alice).deposit(e18(10))
      // A vault that lost tokens (e.g. a custodial error) owes more than it holds.
      const broken = (await ethers.deployContract('GameVault', [
        await fina.getAddress(),
        admin.address,
        admin.address,
      ])) as unknown as GameVault
      expect(await broken.recoverableERC20(await fina.getAddress())).to.equal(0n)
      await fina.connect(alice).approve(await broken.getAddress(), ethers.MaxUint256)
      await broken.connect(alice).deposit(e18(10))
      await broken.connect(admin).multiSend(1, [alice.address], [e18(4)])
      expect(await broken.owedFina()).to.equal(e18(6))
      expect(await broken.recoverableERC20(await fina.getAddress())).to.equal(0n)
    })

    it('recoverNFT: only NFTs never recorded as deposited (NFTIsDeposited otherwise); AddressIsNull', async () => {
      const { vault, cards, alice, bob, vaultAddress } = await loadFixture(deploy)
      const collection = await cards.getAddress()
      await vault.connect(alice).depositNFTs([1])
      await cards.connect(alice).transferFrom(alice.address, vaultAddress, 2) // plain transfer: not recorded
      await expect(vault.recoverNFT(collection, 1, bob.address))
        .to.be.revertedWithCustomError(vault, 'NFTIsDeposited')
        .withArgs(collection, 1)
      await expect(vault.recoverNFT(collection, 2, bob.address))
        .to.emit(vault, 'NFTRecovered')
        .withArgs(collection, 2, bob.address)
      expect(await cards.ownerOf(2)).to.equal(bob.address)
      await expect(vault.recoverNFT(collection, 2, ethers.ZeroAddress)).to.be.revertedWithCustomError(
        vault,
        'AddressIsNull',
      )
    })
  })

  it('role matrix: operator, admin and pauser functions are refused to every other role', async () => {
    const { vault, cards, fina, signers, alice } = await loadFixture(deploy)
    const accounts = signers.slice(0, 6)
    const collection = await cards.getAddress()
    await expectOnlyRole(vault, ROLES.OPERATOR, accounts, (as) =>
      vault.connect(as).multiSend(1, [alice.address], [1n]),
    )
    await expectOnlyRole(vault, ROLES.OPERATOR, accounts, (as) =>
      vault.connect(as).releaseNFTs(collection, alice.address, [1]),
    )
    await expectOnlyRole(vault, ROLES.ADMIN, accounts, (as) =>
      vault.connect(as).setCardCollection(collection),
    )
    await expectOnlyRole(vault, ROLES.ADMIN, accounts, async (as) =>
      vault.connect(as).recoverERC20(await fina.getAddress(), as.address, 0n),
    )
    await expectOnlyRole(vault, ROLES.ADMIN, accounts, (as) =>
      vault.connect(as).recoverNFT(collection, 1, as.address),
    )
    await expectOnlyRole(vault, ROLES.PAUSER, accounts, (as) => vault.connect(as).pause())
    await vault.connect(signers[2]!).pause()
    await expectOnlyRole(vault, ROLES.PAUSER, accounts, (as) => vault.connect(as).unpause())
  })
})
