import { loadFixture } from '@nomicfoundation/hardhat-network-helpers'
import { expect } from 'chai'
import { ethers } from 'hardhat'
import { deployHeroCard } from './fixtures'

describe('cards/HeroMirror', () => {
  async function deploy() {
    const f = await deployHeroCard()
    const genesis = await ethers.deployContract('GenesisHero', [f.admin.address])
    const mirror = await ethers.deployContract('HeroMirror', [
      f.admin.address,
      await genesis.getAddress(),
      await f.heroCard.getAddress(),
    ])
    await f.heroCard.grantRole(await f.heroCard.MINTER_ROLE(), await mirror.getAddress())
    await genesis.mint(f.alice.address, 100, 52, 5)
    await genesis.mint(f.alice.address, 101, 91, 9)
    await genesis.mint(f.bob.address, 102, 11, 1)
    return { ...f, genesis, mirror }
  }

  it('GenesisHero: attributes, minter only, valid attributes, interfaces', async () => {
    const { genesis, alice } = await loadFixture(deploy)
    const [heroId, rarity] = await genesis.heroOf(100)
    expect([heroId, rarity]).to.deep.equal([52n, 5n])
    await expect(genesis.heroOf(999)).to.be.revertedWithCustomError(genesis, 'ERC721NonexistentToken')
    await expect(genesis.mint(alice.address, 5, 0, 1)).to.be.revertedWithCustomError(genesis, 'InvalidHero')
    await expect(genesis.mint(alice.address, 5, 1, 0)).to.be.revertedWithCustomError(genesis, 'InvalidHero')
    await expect(genesis.mint(alice.address, 5, 1, 10)).to.be.revertedWithCustomError(genesis, 'InvalidHero')
    await expect(genesis.connect(alice).mint(alice.address, 5, 1, 1)).to.be.revertedWithCustomError(
      genesis,
      'AccessControlUnauthorizedAccount',
    )
    expect(await genesis.supportsInterface('0x80ac58cd')).to.equal(true)
    expect(await genesis.supportsInterface('0x7965db0b')).to.equal(true)
  })

  it('GenesisHero: stray tokens are recoverable by its admin', async () => {
    const { genesis, alice } = await loadFixture(deploy)
    const token = await ethers.deployContract('CardsTestERC20')
    await token.mint(await genesis.getAddress(), 4n)
    await expect(
      genesis.connect(alice).recoverERC20(await token.getAddress(), alice.address, 4n),
    ).to.be.revertedWithCustomError(genesis, 'AccessControlUnauthorizedAccount')
    await genesis.recoverERC20(await token.getAddress(), alice.address, 4n)
    expect(await token.balanceOf(alice.address)).to.equal(4n)
  })

  it('constructor refuses zero addresses', async () => {
    const { mirror, admin, genesis } = await loadFixture(deploy)
    const factory = await ethers.getContractFactory('HeroMirror')
    await expect(
      factory.deploy(admin.address, ethers.ZeroAddress, await genesis.getAddress()),
    ).to.be.revertedWithCustomError(mirror, 'AddressIsNull')
    await expect(
      factory.deploy(admin.address, await genesis.getAddress(), ethers.ZeroAddress),
    ).to.be.revertedWithCustomError(mirror, 'AddressIsNull')
  })

  it('mirrors each Genesis hero once with its hero id and rarity; the Genesis token stays', async () => {
    const { mirror, heroCard, genesis, alice } = await loadFixture(deploy)
    expect(await mirror.getMirrorableTokens([100, 101, 102])).to.deep.equal([100n, 101n, 102n])
    await expect(mirror.connect(alice).mirror([100, 101]))
      .to.emit(mirror, 'Mirrored')
      .withArgs(alice.address, 100, 1, 52, 5)
      .and.to.emit(mirror, 'Mirrored')
      .withArgs(alice.address, 101, 2, 91, 9)
    const infos = await heroCard.getTokenInfosByAddress(alice.address)
    expect(infos.map((i) => [i.tokenId, i.heroId, i.rarity])).to.deep.equal([
      [1n, 52n, 5n],
      [2n, 91n, 9n],
    ])
    expect(await genesis.ownerOf(100)).to.equal(alice.address)
    expect(await mirror.isMirrored(100)).to.equal(true)
    expect(await mirror.mirroredTokenOf(101)).to.equal(2n)
    expect(await mirror.getMirrorableTokens([100, 101, 102])).to.deep.equal([102n])
    await expect(mirror.connect(alice).mirror([100]))
      .to.be.revertedWithCustomError(mirror, 'AlreadyClaimed')
      .withArgs(100)
  })

  it('a mirrored hero cannot be mirrored again after the Genesis token changes hands', async () => {
    const { mirror, genesis, alice, bob } = await loadFixture(deploy)
    await mirror.connect(alice).mirror([100])
    await genesis.connect(alice).transferFrom(alice.address, bob.address, 100)
    await expect(mirror.connect(bob).mirror([100])).to.be.revertedWithCustomError(mirror, 'AlreadyClaimed')
  })

  it('refuses: ArrayIsNull, ArrayLengthError, NotTheOwner, unknown hero, pause', async () => {
    const { mirror, heroCard, genesis, alice, admin } = await loadFixture(deploy)
    await expect(mirror.connect(alice).mirror([])).to.be.revertedWithCustomError(mirror, 'ArrayIsNull')
    await expect(mirror.connect(alice).mirror(Array(51).fill(100))).to.be.revertedWithCustomError(
      mirror,
      'ArrayLengthError',
    )
    await expect(mirror.connect(alice).mirror([102])).to.be.revertedWithCustomError(mirror, 'NotTheOwner')
    await genesis.mint(alice.address, 103, 77, 3) // hero 77 is no card type
    await expect(mirror.connect(alice).mirror([103])).to.be.revertedWithCustomError(heroCard, 'InvalidCard')
    await expect(mirror.connect(alice).pause()).to.be.revertedWithCustomError(
      mirror,
      'AccessControlUnauthorizedAccount',
    )
    await mirror.connect(admin).pause()
    await expect(mirror.connect(alice).mirror([100])).to.be.revertedWithCustomError(mirror, 'EnforcedPause')
  })
})
