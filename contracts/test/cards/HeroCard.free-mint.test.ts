import { loadFixture } from '@nomicfoundation/hardhat-network-helpers'
import { expect } from 'chai'
import { ethers } from 'hardhat'
import { deployHeroCard } from './fixtures'
import { cardViews, fulfil, lastRequestId, RARITY } from './helpers'

const PRICE = ethers.parseEther('0.01')

/** Free mints (freeMultiMint): who may mint at which rarity, never against a pending draw, and no vouchers for them. */
describe('HeroCard: free mints', () => {
  async function withSale() {
    const f = await loadFixture(deployHeroCard)
    await f.heroCard.startPublicSale(PRICE)
    await f.heroCard.setMintSettings(5, 1000, RARITY.B)
    return f
  }

  it('the operator hot key mints only at a card rarity; any rarity needs COMPENSATION_ROLE', async () => {
    const { heroCard, operator, alice } = await withSale()
    // Hero 11 is a B card: the operator cannot mint it as X.
    await expect(heroCard.connect(operator).freeMultiMint(1, 11, RARITY.X))
      .to.be.revertedWithCustomError(heroCard, 'InvalidCard')
      .withArgs(11, RARITY.X)
    await heroCard.connect(operator).freeMultiMint(1, 91, RARITY.X) // an X hero at X is still fine
    await heroCard.grantRole(await heroCard.COMPENSATION_ROLE(), alice.address)
    await expect(heroCard.connect(alice).freeMultiMint(1, 11, RARITY.X))
      .to.emit(heroCard, 'FreeMinted')
      .withArgs(alice.address, 1, 11, RARITY.X)
    expect(await heroCard.freeMintMap(alice.address)).to.equal(0n)
  })

  it('free mints cannot move the weights of a pending B draw', async () => {
    const f = await withSale()
    const { heroCard, alice, bob, coordinator, vrf } = f
    // alice requests B cards (heroes 11 and 12 weighted by cards left), then tries to free-mint the rival hero out.
    await heroCard.connect(alice).addMint(1, false, { value: PRICE })
    const requestId = await lastRequestId(coordinator)
    await expect(heroCard.connect(alice).freeMultiMint(5, 12, RARITY.B))
      .to.be.revertedWithCustomError(heroCard, 'DrawPending')
      .withArgs(RARITY.B)
    await expect(heroCard.connect(bob).freeMultiMint(1, 11, RARITY.B)).to.be.revertedWithCustomError(
      heroCard,
      'DrawPending',
    )
    // Other rarities are not affected, and after the draw B free mints reopen.
    await heroCard.connect(f.operator).freeMultiMint(1, 21, RARITY.A)
    await fulfil(coordinator, vrf, requestId)
    expect(await cardViews(heroCard).availableByRarity(RARITY.B)).to.equal(99n)
    await expect(heroCard.connect(alice).freeMultiMint(5, 12, RARITY.B)).to.emit(heroCard, 'FreeMinted')
  })

  it('free-minted B cards are not redeemable for vouchers', async () => {
    const f = await withSale()
    const { heroCard, alice, admin } = f
    const voucher = await ethers.deployContract('CardsVoucher', [admin.address])
    const redeemer = await ethers.deployContract('VoucherRedeem', [
      admin.address,
      await voucher.getAddress(),
      1,
    ])
    await voucher.grantRole(await voucher.MINTER_ROLE(), await redeemer.getAddress())
    await heroCard.grantRole(await heroCard.BURNER_ROLE(), await redeemer.getAddress())
    await redeemer.setAcceptedToken(await heroCard.getAddress(), true)
    await heroCard.connect(alice).freeMultiMint(1, 11, RARITY.B)
    const [free] = await heroCard.tokensOfOwner(alice.address)
    await expect(
      redeemer.connect(alice).redeem(await heroCard.getAddress(), free!),
    ).to.be.revertedWithCustomError(redeemer, 'NotAllowedClaim')
    expect(await voucher.balanceOf(alice.address)).to.equal(0n)
    await heroCard.mintCards(alice.address, 31, RARITY.S, 1)
    const ids = await heroCard.tokensOfOwner(alice.address)
    await expect(redeemer.connect(alice).redeem(await heroCard.getAddress(), ids[1]!)).to.emit(
      redeemer,
      'Redeemed',
    )
  })
})
