import { loadFixture } from '@nomicfoundation/hardhat-network-helpers'
import { StandardMerkleTree } from '@openzeppelin/merkle-tree'
import { expect } from 'chai'
import { ethers } from 'hardhat'
import { deployHeroCard } from './fixtures'
import { fulfil } from './helpers'

describe('cards/MysteryBoxClaim', () => {
  async function deploy() {
    const f = await deployHeroCard()
    const box = await ethers.deployContract('BlindBox', [
      f.admin.address,
      'Finaverse Mystery Box',
      'FMBOX',
      'Mystery Box',
      await f.heroCard.getAddress(),
      await f.coordinator.getAddress(),
    ])
    await box.setRarityOdds([2, 3], [6000, 4000])
    await f.heroCard.grantRole(await f.heroCard.MINTER_ROLE(), await box.getAddress())
    await f.coordinator.grantRole(await f.coordinator.CONSUMER_ROLE(), await box.getAddress())
    const tree = StandardMerkleTree.of(
      [
        [f.alice.address, '3'],
        [f.bob.address, '1'],
      ],
      ['address', 'uint256'],
    )
    const claim = await ethers.deployContract('MysteryBoxClaim', [
      f.admin.address,
      await box.getAddress(),
      tree.root,
    ])
    await box.grantRole(await box.MINTER_ROLE(), await claim.getAddress())
    const proofOf = (address: string) => {
      for (const [i, v] of tree.entries()) if (v[0] === address) return tree.getProof(i)
      throw new Error('not in tree')
    }
    return { ...f, box, claim, tree, proofOf }
  }

  it('leaf() matches @openzeppelin/merkle-tree', async () => {
    const { claim, tree, alice } = await loadFixture(deploy)
    expect(await claim.leaf(alice.address, 3)).to.equal(tree.leafHash([alice.address, '3']))
  })

  it('claims the boxes owed to the caller once; the box opens to an A or S hero', async () => {
    const f = await loadFixture(deploy)
    const { claim, box, alice, proofOf, tree } = f
    expect(await claim.canClaim(alice.address, 3, proofOf(alice.address))).to.equal(true)
    await expect(claim.connect(alice).claim(3, proofOf(alice.address)))
      .to.emit(claim, 'Claimed')
      .withArgs(alice.address, tree.root, 3)
    expect(await box.balanceOf(alice.address)).to.equal(3n)
    expect(await claim.claimed(alice.address)).to.equal(true)
    expect(await claim.canClaim(alice.address, 3, proofOf(alice.address))).to.equal(false)
    await expect(claim.connect(alice).claim(3, proofOf(alice.address))).to.be.revertedWithCustomError(
      claim,
      'AlreadyClaimed',
    )
    await box.connect(alice).openMulti([1, 2, 3])
    await fulfil(f.coordinator, f.vrf, 1)
    for (const info of await f.heroCard.getTokenInfosByAddress(alice.address)) {
      expect([2n, 3n]).to.include(info.rarity)
    }
  })

  it('refuses: WrongAmount, NotAllowedClaim (wrong amount, wrong address, wrong proof)', async () => {
    const { claim, alice, bob, other, proofOf } = await loadFixture(deploy)
    await expect(claim.connect(alice).claim(0, proofOf(alice.address))).to.be.revertedWithCustomError(
      claim,
      'WrongAmount',
    )
    await expect(claim.connect(alice).claim(4, proofOf(alice.address))).to.be.revertedWithCustomError(
      claim,
      'NotAllowedClaim',
    )
    // Bob's leaf is bound to Bob: another address cannot use it.
    await expect(claim.connect(other).claim(1, proofOf(bob.address))).to.be.revertedWithCustomError(
      claim,
      'NotAllowedClaim',
    )
    await expect(claim.connect(bob).claim(1, proofOf(alice.address))).to.be.revertedWithCustomError(
      claim,
      'NotAllowedClaim',
    )
    expect(await claim.canClaim(other.address, 1, proofOf(bob.address))).to.equal(false)
    expect(await claim.canClaim(alice.address, 0, proofOf(alice.address))).to.equal(false)
  })

  it('pause: "claiming mystery boxes paused temporarily"', async () => {
    const { claim, alice, proofOf } = await loadFixture(deploy)
    await expect(claim.connect(alice).pause()).to.be.revertedWithCustomError(
      claim,
      'AccessControlUnauthorizedAccount',
    )
    await claim.pause()
    expect(await claim.paused()).to.equal(true)
    expect(await claim.canClaim(alice.address, 3, proofOf(alice.address))).to.equal(false)
    await expect(claim.connect(alice).claim(3, proofOf(alice.address))).to.be.revertedWithCustomError(
      claim,
      'EnforcedPause',
    )
    await claim.unpause()
    await claim.connect(alice).claim(3, proofOf(alice.address))
  })

  it('a new root raises totals: the difference is claimed; admin only; zero box refused', async () => {
    const { claim, box, alice, admin, proofOf } = await loadFixture(deploy)
    await claim.connect(alice).claim(3, proofOf(alice.address))
    const next = StandardMerkleTree.of([[alice.address, '5']], ['address', 'uint256'])
    await expect(claim.connect(alice).setMerkleRoot(next.root)).to.be.revertedWithCustomError(
      claim,
      'AccessControlUnauthorizedAccount',
    )
    await expect(claim.setMerkleRoot(next.root)).to.emit(claim, 'MerkleRootSet').withArgs(next.root)
    expect(await claim.claimed(alice.address)).to.equal(false)
    await expect(claim.connect(alice).claim(5, next.getProof(0)))
      .to.emit(claim, 'Claimed')
      .withArgs(alice.address, next.root, 2)
    expect(await box.balanceOf(alice.address)).to.equal(5n)
    expect(await claim.claimedTotal(alice.address)).to.equal(5n)
    const factory = await ethers.getContractFactory('MysteryBoxClaim')
    await expect(factory.deploy(admin.address, ethers.ZeroAddress, next.root)).to.be.revertedWithCustomError(
      claim,
      'AddressIsNull',
    )
  })

  it('a new root listing earlier claimers again lets none of them claim twice', async () => {
    const { claim, box, alice, bob, other, proofOf } = await loadFixture(deploy)
    await claim.connect(alice).claim(3, proofOf(alice.address))
    await claim.connect(bob).claim(1, proofOf(bob.address))
    // The next round adds `other` and keeps alice and bob at their totals.
    const next = StandardMerkleTree.of(
      [
        [alice.address, '3'],
        [bob.address, '1'],
        [other.address, '2'],
      ],
      ['address', 'uint256'],
    )
    await claim.setMerkleRoot(next.root)
    const proof = (i: number) => next.getProof(i)
    for (const [i, who, amount] of [
      [0, alice, 3],
      [1, bob, 1],
    ] as const) {
      expect(await claim.canClaim(who.address, amount, proof(i))).to.equal(false)
      await expect(claim.connect(who).claim(amount, proof(i))).to.be.revertedWithCustomError(
        claim,
        'AlreadyClaimed',
      )
    }
    await claim.connect(other).claim(2, proof(2))
    expect([await box.balanceOf(alice.address), await box.balanceOf(bob.address)]).to.deep.equal([3n, 1n])
    expect(await box.balanceOf(other.address)).to.equal(2n)
  })

  it('a total above MAX_CLAIM is claimed 50 at a time, nothing lost', async () => {
    const { claim, box, alice } = await loadFixture(deploy)
    const big = StandardMerkleTree.of([[alice.address, '120']], ['address', 'uint256'])
    await claim.setMerkleRoot(big.root)
    for (const minted of [50, 50, 20]) {
      await expect(claim.connect(alice).claim(120, big.getProof(0)))
        .to.emit(claim, 'Claimed')
        .withArgs(alice.address, big.root, minted)
    }
    expect(await box.balanceOf(alice.address)).to.equal(120n)
    await expect(claim.connect(alice).claim(120, big.getProof(0))).to.be.revertedWithCustomError(
      claim,
      'AlreadyClaimed',
    )
  })

  it('a claimer contract cannot re-enter claim from onERC721Received', async () => {
    const f = await loadFixture(deploy)
    const { claim, box } = f
    const attacker = await ethers.deployContract('CardsAttacker')
    const at = await attacker.getAddress()
    const tree = StandardMerkleTree.of([[at, '2']], ['address', 'uint256'])
    await claim.setMerkleRoot(tree.root)
    const data = claim.interface.encodeFunctionData('claim', [2, tree.getProof(0)])
    await attacker.setReenter(await claim.getAddress(), data)
    await attacker.call(await claim.getAddress(), data)
    expect(await attacker.lastReentryError()).to.equal(
      claim.interface.getError('ReentrancyGuardReentrantCall')!.selector,
    )
    expect(await box.balanceOf(at)).to.equal(2n)
  })
})
