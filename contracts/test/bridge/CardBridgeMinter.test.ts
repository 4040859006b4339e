import { loadFixture, time } from '@nomicfoundation/hardhat-network-helpers'
import { expect } from 'chai'
import type { Wallet } from 'ethers'
import { ethers } from 'hardhat'
import { expectOnlyRole, ROLES } from '../helpers'
import {
  type BridgeRequest,
  DAILY_CAP,
  deployBridges,
  domainOf,
  FEE,
  OUTSIDER,
  QUORUM,
  REQUEST_TYPES,
  SIGNERS,
  SOURCE_CHAIN_ID,
  signRequest,
} from './fixtures'

const MINTED = 1n
const CANCELLED = 2n

describe('CardBridgeMinter (Polygon side)', () => {
  /** Bridges plus a request of Alice's cards 1, 3, 4, 6 (heroes 11 B, 31 S, 31 S, 12 B) made on the source. */
  async function withRequest() {
    const f = await deployBridges()
    const tx = await f.bridge.connect(f.alice).exchange([1, 3, 4, 6], { value: FEE * 4n })
    await tx.wait()
    const request: BridgeRequest = {
      sourceChainId: SOURCE_CHAIN_ID,
      sourceBridge: await f.bridge.getAddress(),
      nonce: 1n,
      user: f.alice.address,
      receiver: f.alice.address,
      tokenIds: [1n, 3n, 4n, 6n],
      heroIds: [11n, 31n, 31n, 12n],
      rarities: [1n, 3n, 3n, 1n],
    }
    const sign = async (r: BridgeRequest, wallets: Wallet[] = QUORUM) =>
      signRequest(await domainOf(f.minter), wallets, r)
    return { ...f, request, sign }
  }

  it('constructor: stores the card, source bridge, cap and signers; rejects a zero card or admin', async () => {
    const f = await loadFixture(withRequest)
    expect(await f.minter.card()).to.equal(await f.polygonCard.getAddress())
    expect(await f.minter.sourceBridges(SOURCE_CHAIN_ID)).to.equal(await f.bridge.getAddress())
    expect(await f.minter.dailyCap()).to.equal(DAILY_CAP)
    expect(await f.minter.threshold()).to.equal(2n)
    expect(await f.minter.MAX_CARDS()).to.equal(10n)
    const args = [f.admin.address, ethers.ZeroAddress, 1, f.admin.address, 1, [SIGNERS[0]!.address], 1]
    await expect(ethers.deployContract('CardBridgeMinter', args)).to.be.revertedWithCustomError(
      f.minter,
      'AddressIsNull',
    )
    args[0] = ethers.ZeroAddress
    args[1] = await f.polygonCard.getAddress()
    await expect(ethers.deployContract('CardBridgeMinter', args)).to.be.revertedWithCustomError(
      f.minter,
      'AddressIsNull',
    )
  })

  it('hashRequest: equals the EIP-712 struct hash the signers sign', async () => {
    const f = await loadFixture(withRequest)
    expect(await f.minter.hashRequest(f.request)).to.equal(
      ethers.TypedDataEncoder.hashStruct('BridgeRequest', REQUEST_TYPES, f.request),
    )
  })

  it('complete: mints the same heroes and rarities to the receiver, each run of equal heroes in one mint', async () => {
    const f = await loadFixture(withRequest)
    const signatures = await f.sign(f.request)
    const tx = f.minter.connect(f.relayer).complete(f.request, signatures)
    await expect(tx)
      .to.emit(f.minter, 'BridgeCompleted')
      .withArgs(SOURCE_CHAIN_ID, 1n, f.alice.address, f.alice.address, [1n, 3n, 4n, 6n], [1n, 2n, 3n, 4n])
    // Three runs: 11, 31 x2, 12.
    await expect(tx).to.emit(f.polygonCard, 'CardsMinted').withArgs(f.alice.address, 2n, 2n, 31n, 3n)
    expect(await f.polygonCard.getHeroIds([1, 2, 3, 4])).to.deep.equal([11n, 31n, 31n, 12n])
    for (const [id, rarity] of [
      [1, 1n],
      [2, 3n],
      [3, 3n],
      [4, 1n],
    ] as const) {
      expect(await f.polygonCard.ownerOf(id)).to.equal(f.alice.address)
      expect(await f.polygonCard.rarityMap(id)).to.equal(rarity)
    }
    expect(await f.minter.nonceState(SOURCE_CHAIN_ID, 1)).to.equal(MINTED)
    expect(await f.minter.totalMinted()).to.equal(4n)
    const day = BigInt(Math.floor((await time.latest()) / 86400))
    expect(await f.minter.mintedOnDay(day)).to.equal(4n)
    expect(await f.minter.remainingToday()).to.equal(DAILY_CAP - 4n)
  })

  it('complete: a receiver other than the user gets the cards', async () => {
    const f = await loadFixture(withRequest)
    const request = { ...f.request, receiver: f.carol.address }
    await f.minter.connect(f.relayer).complete(request, await f.sign(request))
    expect(await f.polygonCard.balanceOf(f.carol.address)).to.equal(4n)
    expect(await f.polygonCard.balanceOf(f.alice.address)).to.equal(0n)
  })

  it('complete: OPERATOR_ROLE only, and not while paused', async () => {
    const f = await loadFixture(withRequest)
    const signatures = await f.sign(f.request)
    await expectOnlyRole(f.minter, ROLES.OPERATOR, [f.admin, f.alice], (s) =>
      f.minter.connect(s).complete(f.request, signatures),
    )
    await expectOnlyRole(f.minter, ROLES.PAUSER, [f.relayer, f.alice], (s) => f.minter.connect(s).pause())
    await f.minter.pause()
    await expect(f.minter.connect(f.relayer).complete(f.request, signatures)).to.be.revertedWithCustomError(
      f.minter,
      'EnforcedPause',
    )
    // A cancel still works while paused.
    await f.minter.connect(f.relayer).cancel(SOURCE_CHAIN_ID, 9)
    await f.minter.unpause()
    await f.minter.connect(f.relayer).complete(f.request, signatures)
  })

  it('complete: each nonce once only (replay rejected with AlreadyProcessed)', async () => {
    const f = await loadFixture(withRequest)
    const signatures = await f.sign(f.request)
    await f.minter.connect(f.relayer).complete(f.request, signatures)
    await expect(f.minter.connect(f.relayer).complete(f.request, signatures))
      .to.be.revertedWithCustomError(f.minter, 'AlreadyProcessed')
      .withArgs(SOURCE_CHAIN_ID, 1n)
    // The same nonce with other cards, even properly signed, is a replay too.
    const other = { ...f.request, heroIds: [11n, 11n, 11n, 11n] }
    await expect(
      f.minter.connect(f.relayer).complete(other, await f.sign(other)),
    ).to.be.revertedWithCustomError(f.minter, 'AlreadyProcessed')
  })

  it('complete: forged, tampered, under-threshold, duplicate-signer and wrong-chain attestations are rejected', async () => {
    const f = await loadFixture(withRequest)
    const complete = (signatures: string[], request = f.request) =>
      f.minter.connect(f.relayer).complete(request, signatures)
    const [s0, , s2] = SIGNERS as [Wallet, Wallet, Wallet]
    await expect(complete(await f.sign(f.request, [s0, OUTSIDER])))
      .to.be.revertedWithCustomError(f.minter, 'InvalidSigner')
      .withArgs(OUTSIDER.address)
    await expect(complete(await f.sign(f.request, [s2])))
      .to.be.revertedWithCustomError(f.minter, 'BelowThreshold')
      .withArgs(1, 2)
    await expect(complete(await f.sign(f.request, [s0, s0])))
      .to.be.revertedWithCustomError(f.minter, 'SignersNotSorted')
      .withArgs(s0.address)
    // Tampered: a higher rarity than the signers attested.
    const signatures = await f.sign(f.request)
    await expect(
      complete(signatures, { ...f.request, rarities: [9n, 3n, 3n, 1n] }),
    ).to.be.revertedWithCustomError(f.minter, 'InvalidSigner')
    await expect(
      complete(signatures, { ...f.request, receiver: f.bob.address }),
    ).to.be.revertedWithCustomError(f.minter, 'InvalidSigner')
    // Signed on another chain's domain (e.g. for the real Polygon deployment), or for the source contract.
    const domain = await domainOf(f.minter)
    const wrongChain = await signRequest({ ...domain, chainId: 137 }, QUORUM, f.request)
    await expect(complete(wrongChain)).to.be.revertedWithCustomError(f.minter, 'InvalidSigner')
    const wrongContract = await signRequest(
      { ...domain, verifyingContract: await f.bridge.getAddress() },
      QUORUM,
      f.request,
    )
    await expect(complete(wrongContract)).to.be.revertedWithCustomError(f.minter, 'InvalidSigner')
    expect(await f.minter.nonceState(SOURCE_CHAIN_ID, 1)).to.equal(0n)
  })

  it('complete: the source chain and source bridge must be the configured ones (ChainUnavailable)', async () => {
    const f = await loadFixture(withRequest)
    const fromBsc = { ...f.request, sourceChainId: 56n }
    await expect(f.minter.connect(f.relayer).complete(fromBsc, await f.sign(fromBsc)))
      .to.be.revertedWithCustomError(f.minter, 'ChainUnavailable')
      .withArgs(56n)
    const otherBridge = { ...f.request, sourceBridge: f.bob.address }
    await expect(f.minter.connect(f.relayer).complete(otherBridge, await f.sign(otherBridge)))
      .to.be.revertedWithCustomError(f.minter, 'ChainUnavailable')
      .withArgs(SOURCE_CHAIN_ID)
    await expectOnlyRole(f.minter, ROLES.ADMIN, [f.relayer, f.alice], (s) =>
      f.minter.connect(s).setSourceBridge(SOURCE_CHAIN_ID, ethers.ZeroAddress),
    )
    await expect(f.minter.setSourceBridge(SOURCE_CHAIN_ID, ethers.ZeroAddress))
      .to.emit(f.minter, 'SourceBridgeSet')
      .withArgs(SOURCE_CHAIN_ID, ethers.ZeroAddress)
    await expect(f.minter.connect(f.relayer).complete(f.request, await f.sign(f.request)))
      .to.be.revertedWithCustomError(f.minter, 'ChainUnavailable')
      .withArgs(SOURCE_CHAIN_ID)
  })

  it('complete: ArrayIsNull without cards, ArrayLengthError above 10 or for arrays of different lengths', async () => {
    const f = await loadFixture(withRequest)
    const empty = { ...f.request, tokenIds: [], heroIds: [], rarities: [] }
    await expect(
      f.minter.connect(f.relayer).complete(empty, await f.sign(empty)),
    ).to.be.revertedWithCustomError(f.minter, 'ArrayIsNull')
    const eleven = Array.from({ length: 11 }, (_, i) => BigInt(i + 1))
    const tooMany = {
      ...f.request,
      tokenIds: eleven,
      heroIds: eleven.map(() => 11n),
      rarities: eleven.map(() => 1n),
    }
    const shortRarities = { ...f.request, rarities: [1n, 3n, 3n] }
    const shortTokens = { ...f.request, tokenIds: [1n] }
    for (const bad of [tooMany, shortRarities, shortTokens]) {
      await expect(
        f.minter.connect(f.relayer).complete(bad, await f.sign(bad)),
      ).to.be.revertedWithCustomError(f.minter, 'ArrayLengthError')
    }
  })

  it('complete: the daily cap holds per UTC day and frees up the next day', async () => {
    const f = await loadFixture(withRequest)
    await expectOnlyRole(f.minter, ROLES.ADMIN, [f.relayer, f.alice], (s) =>
      f.minter.connect(s).setDailyCap(1),
    )
    await expect(f.minter.setDailyCap(5)).to.emit(f.minter, 'DailyCapSet').withArgs(5)
    await f.minter.connect(f.relayer).complete(f.request, await f.sign(f.request))
    const second = { ...f.request, nonce: 2n, tokenIds: [13n, 14n], heroIds: [41n, 41n], rarities: [4n, 4n] }
    const signatures = await f.sign(second)
    const day = BigInt(Math.floor((await time.latest()) / 86400))
    await expect(f.minter.connect(f.relayer).complete(second, signatures))
      .to.be.revertedWithCustomError(f.minter, 'DailyCapExceeded')
      .withArgs(day, 4, 5)
    expect(await f.minter.remainingToday()).to.equal(1n)
    await f.minter.setDailyCap(3)
    expect(await f.minter.remainingToday()).to.equal(0n)
    await f.minter.setDailyCap(5)
    await time.increaseTo((Number(day) + 1) * 86400)
    await f.minter.connect(f.relayer).complete(second, signatures)
    expect(await f.minter.mintedOnDay(day + 1n)).to.equal(2n)
    expect(await f.minter.totalMinted()).to.equal(6n)
  })

  it('complete: reverts when the minter lacks the card MINTER_ROLE or a hero is unknown there', async () => {
    const f = await loadFixture(withRequest)
    const unknown = { ...f.request, heroIds: [11n, 31n, 31n, 99n] }
    await expect(
      f.minter.connect(f.relayer).complete(unknown, await f.sign(unknown)),
    ).to.be.revertedWithCustomError(f.polygonCard, 'InvalidCard')
    await f.polygonCard.revokeRole(await f.polygonCard.MINTER_ROLE(), await f.minter.getAddress())
    await expect(
      f.minter.connect(f.relayer).complete(f.request, await f.sign(f.request)),
    ).to.be.revertedWithCustomError(f.polygonCard, 'AccessControlUnauthorizedAccount')
  })

  it('cancel: OPERATOR_ROLE closes a nonce for good; a minted nonce cannot be cancelled', async () => {
    const f = await loadFixture(withRequest)
    await expectOnlyRole(f.minter, ROLES.OPERATOR, [f.admin, f.alice], (s) =>
      f.minter.connect(s).cancel(SOURCE_CHAIN_ID, 1),
    )
    await expect(f.minter.connect(f.relayer).cancel(SOURCE_CHAIN_ID, 1))
      .to.emit(f.minter, 'BridgeCancelled')
      .withArgs(SOURCE_CHAIN_ID, 1n)
    expect(await f.minter.nonceState(SOURCE_CHAIN_ID, 1)).to.equal(CANCELLED)
    await expect(f.minter.connect(f.relayer).cancel(SOURCE_CHAIN_ID, 1))
      .to.be.revertedWithCustomError(f.minter, 'AlreadyProcessed')
      .withArgs(SOURCE_CHAIN_ID, 1n)
    await expect(
      f.minter.connect(f.relayer).complete(f.request, await f.sign(f.request)),
    ).to.be.revertedWithCustomError(f.minter, 'AlreadyProcessed')
    const second = { ...f.request, nonce: 2n }
    await f.minter.connect(f.relayer).complete(second, await f.sign(second))
    await expect(f.minter.connect(f.relayer).cancel(SOURCE_CHAIN_ID, 2)).to.be.revertedWithCustomError(
      f.minter,
      'AlreadyProcessed',
    )
  })

  it('recovery: stray ERC20s and NFTs come out (nothing is held for users here)', async () => {
    const f = await loadFixture(withRequest)
    const minter = await f.minter.getAddress()
    const nft = await ethers.deployContract('MockERC721')
    await nft.mint(minter, 7)
    await f.minter.recoverERC721(nft.getAddress(), 7, f.bob.address)
    expect(await nft.ownerOf(7)).to.equal(f.bob.address)
    const token = await ethers.deployContract('MockERC20', ['Stray', 'STR'])
    await token.mint(minter, 5)
    await f.minter.recoverERC20(token.getAddress(), f.bob.address, 5)
    expect(await token.balanceOf(f.bob.address)).to.equal(5n)
  })
})
