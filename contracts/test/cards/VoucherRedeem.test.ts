import { loadFixture } from '@nomicfoundation/hardhat-network-helpers'
import { expect } from 'chai'
import { ethers } from 'hardhat'
import { deployHeroCard } from './fixtures'
import { RARITY } from './helpers'

describe('cards/VoucherRedeem and CardsVoucher', () => {
  async function deploy() {
    const f = await deployHeroCard()
    const voucher = await ethers.deployContract('CardsVoucher', [f.admin.address])
    const redeemer = await ethers.deployContract('VoucherRedeem', [
      f.admin.address,
      await voucher.getAddress(),
      1,
    ])
    const at = await redeemer.getAddress()
    await voucher.grantRole(await voucher.MINTER_ROLE(), at)
    await f.heroCard.grantRole(await f.heroCard.BURNER_ROLE(), at)
    await redeemer.setAcceptedToken(await f.heroCard.getAddress(), true)
    await f.heroCard.mintCards(f.alice.address, 31, RARITY.S, 3)
    return { ...f, voucher, redeemer }
  }

  it('redeem burns the card and mints redeemAmount vouchers', async () => {
    const { redeemer, heroCard, voucher, alice } = await loadFixture(deploy)
    const card = await heroCard.getAddress()
    expect(await redeemer.redeemAmount()).to.equal(1n)
    await expect(redeemer.connect(alice).redeem(card, 2))
      .to.emit(redeemer, 'Redeemed')
      .withArgs(alice.address, card, 2, 1)
    await expect(heroCard.ownerOf(2)).to.be.revertedWithCustomError(heroCard, 'OwnerQueryForNonexistentToken')
    expect(await voucher.balanceOf(alice.address)).to.equal(1n)
    expect(await redeemer.redeemedCount(alice.address)).to.equal(1n)
    await expect(redeemer.setRedeemAmount(3)).to.emit(redeemer, 'RedeemAmountSet').withArgs(3)
    await redeemer.connect(alice).redeem(card, 3)
    expect(await voucher.balanceOf(alice.address)).to.equal(4n)
  })

  it('refuses: NotAllowedClaim, NotTheOwner, WrongAmount, pause, roles, zero addresses', async () => {
    const { redeemer, heroCard, voucher, alice, bob, admin } = await loadFixture(deploy)
    const card = await heroCard.getAddress()
    await expect(redeemer.connect(alice).redeem(await voucher.getAddress(), 1)).to.be.revertedWithCustomError(
      redeemer,
      'NotAllowedClaim',
    )
    await expect(redeemer.connect(bob).redeem(card, 1)).to.be.revertedWithCustomError(redeemer, 'NotTheOwner')
    await expect(redeemer.setRedeemAmount(0)).to.be.revertedWithCustomError(redeemer, 'WrongAmount')
    await expect(redeemer.setAcceptedToken(ethers.ZeroAddress, true)).to.be.revertedWithCustomError(
      redeemer,
      'AddressIsNull',
    )
    await expect(redeemer.connect(alice).setRedeemAmount(2)).to.be.revertedWithCustomError(
      redeemer,
      'AccessControlUnauthorizedAccount',
    )
    await expect(redeemer.connect(alice).setAcceptedToken(card, false)).to.be.revertedWithCustomError(
      redeemer,
      'AccessControlUnauthorizedAccount',
    )
    await expect(redeemer.setAcceptedToken(card, false))
      .to.emit(redeemer, 'AcceptedTokenSet')
      .withArgs(card, false)
    await expect(redeemer.connect(alice).redeem(card, 1)).to.be.revertedWithCustomError(
      redeemer,
      'NotAllowedClaim',
    )
    await redeemer.setAcceptedToken(card, true)
    await redeemer.connect(admin).pause()
    await expect(redeemer.connect(alice).redeem(card, 1)).to.be.revertedWithCustomError(
      redeemer,
      'EnforcedPause',
    )
    const factory = await ethers.getContractFactory('VoucherRedeem')
    await expect(factory.deploy(admin.address, ethers.ZeroAddress, 1)).to.be.revertedWithCustomError(
      redeemer,
      'AddressIsNull',
    )
    await expect(factory.deploy(admin.address, await voucher.getAddress(), 0)).to.be.revertedWithCustomError(
      redeemer,
      'WrongAmount',
    )
  })

  it('a card in a pending merge cannot be redeemed', async () => {
    const { redeemer, heroCard, alice } = await loadFixture(deploy)
    const r = [2, 3, 4, 5, 6, 7, 8]
    await heroCard.setMergePrices(
      r,
      r.map(() => 1n),
      r.map(() => 2n),
      r.map(() => 5000),
    )
    await heroCard.startMerge()
    await heroCard.connect(alice).addMerge(1, 2, 1n, { value: 1n })
    await expect(redeemer.connect(alice).redeem(await heroCard.getAddress(), 1))
      .to.be.revertedWithCustomError(heroCard, 'AlreadyMerging')
      .withArgs(1)
  })

  it('CardsVoucher: minter mints, holders or burners burn, pause stops transfers', async () => {
    const { voucher, alice, bob, admin } = await loadFixture(deploy)
    await expect(voucher.connect(alice).mint(alice.address, 1)).to.be.revertedWithCustomError(
      voucher,
      'AccessControlUnauthorizedAccount',
    )
    await voucher.grantRole(await voucher.MINTER_ROLE(), admin.address)
    await voucher.mint(alice.address, 4)
    await expect(voucher.connect(bob).burn(1)).to.be.revertedWithCustomError(voucher, 'NotApprovedOrOwner')
    await voucher.connect(alice).burn(1)
    await voucher.connect(alice).approve(bob.address, 2)
    await voucher.connect(bob).burn(2)
    await voucher.connect(alice).setApprovalForAll(bob.address, true)
    await voucher.connect(bob).burn(3)
    await voucher.grantRole(await voucher.BURNER_ROLE(), admin.address)
    await voucher.burn(4)
    expect(await voucher.totalSupply()).to.equal(0n)
    await voucher.mint(alice.address, 1)
    await voucher.pause()
    await expect(
      voucher.connect(alice).transferFrom(alice.address, bob.address, 5),
    ).to.be.revertedWithCustomError(voucher, 'EnforcedPause')
    await expect(voucher.mint(alice.address, 1)).to.be.revertedWithCustomError(voucher, 'EnforcedPause')
    await expect(voucher.connect(alice).burn(5)).to.be.revertedWithCustomError(voucher, 'EnforcedPause')
    expect(await voucher.supportsInterface('0x80ac58cd')).to.equal(true)
    expect(await voucher.supportsInterface('0x7965db0b')).to.equal(true)
  })
})
