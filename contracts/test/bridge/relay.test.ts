import { loadFixture, mine } from '@nomicfoundation/hardhat-network-helpers'
import { expect } from 'chai'
import { ethers } from 'hardhat'
import { relayOnce } from '../../scripts/relay-bridge'
import { deployBridges, domainOf, FEE, QUORUM, requestOf, SIGNERS, signRequest } from './fixtures'

/** The reference relayer (scripts/relay-bridge.ts) against both sides on the in-process network. */
describe('bridge/relay-bridge', () => {
  async function relayable() {
    const f = await deployBridges()
    await f.bridge.setTiming(0, 3, 60)
    const relay = (signers = QUORUM) =>
      relayOnce({
        bridge: f.bridge.connect(f.relayer),
        minter: f.minter.connect(f.relayer),
        signers: signers.map((s) => s.connect(ethers.provider)),
      })
    return { ...f, relay }
  }

  it('a relayer run brings bridged cards to Polygon with the same heroes and settles them on BSC', async () => {
    const f = await loadFixture(relayable)
    await f.bridge.setTiming(2, 3, 60)
    await f.bridge.connect(f.alice).exchange([1, 5], { value: FEE * 2n })
    // Not enough confirmations yet.
    expect((await f.relay()).waiting).to.deep.equal([1n])
    await mine(2)
    const result = await f.relay()
    expect(result.processing).to.deep.equal([1n])
    expect(result.completed).to.deep.equal([1n])
    const record = await f.bridge.getRequest(1)
    expect(record.status).to.equal(3n)
    const [event] = await f.minter.queryFilter(f.minter.filters.BridgeCompleted())
    expect(record.destTxHash).to.equal(event!.transactionHash)
    const ids = [...event!.args.tokenIds]
    expect(await f.polygonCard.getHeroIds(ids)).to.deep.equal([11n, 51n])
    expect(await f.polygonCard.rarityMap(ids[1]!)).to.equal(5n)
    expect(await f.polygonCard.ownerOf(ids[0]!)).to.equal(f.alice.address)
    // Nothing left to do.
    expect(await f.relay()).to.deep.equal({
      processing: [],
      completed: [],
      failed: [],
      refunded: [],
      waiting: [],
    })
  })

  it('a request the destination refuses is failed, cancelled there and refunded', async () => {
    const f = await loadFixture(relayable)
    // Hero 52 is unknown on Polygon: a card type added on BSC only.
    await f.bscCard.setCardInfos(
      [{ cardId: 99, camp: 1, rarity: 3, name: 'BSC only', currentAmount: 0, maxAmount: 10, cardURI: '' }],
      [{ weapon: 'Axe', background: 'Sea' }],
    )
    await f.bscCard.mintCards(f.bob.address, 99, 3, 1)
    const id = await f.bscCard.totalMinted()
    await f.bridge.connect(f.bob).exchange([13, id], { value: FEE * 2n })
    const result = await f.relay()
    expect(result.failed).to.deep.equal([1n])
    expect(result.refunded).to.deep.equal([1n])
    expect(await f.bscCard.ownerOf(13)).to.equal(f.bob.address)
    expect(await f.bscCard.ownerOf(id)).to.equal(f.bob.address)
    expect(await f.minter.nonceState(31337, 1)).to.equal(2n)
    expect((await f.bridge.getRequest(1)).status).to.equal(5n)
    expect(await f.polygonCard.totalSupply()).to.equal(0n)
  })

  it('waits on a passing refusal (daily cap, too few signers); completes a failed request minted after all', async () => {
    const f = await loadFixture(relayable)
    await f.minter.setDailyCap(1)
    const request = await requestOf(f.bridge, f.bridge.connect(f.alice).exchange([1, 2], { value: FEE * 2n }))
    const first = await f.relay()
    expect(first.processing).to.deep.equal([1n])
    expect(first.waiting).to.deep.equal([1n])
    expect((await f.bridge.getRequest(1)).status).to.equal(2n)
    await f.minter.setDailyCap(100)
    // The mint lands (an earlier run's transaction) while the request was marked failed: it completes, no refund.
    await f.minter
      .connect(f.relayer)
      .complete(request, await signRequest(await domainOf(f.minter), QUORUM, request))
    await f.bridge.connect(f.relayer).fail(1)
    const second = await f.relay()
    expect(second.completed).to.deep.equal([1n])
    expect(second.refunded).to.deep.equal([])
    expect(await f.bscCard.ownerOf(1)).to.equal(await f.bridge.getAddress())
    // Too few signers: the destination refuses for now (a configuration matter), the request waits.
    await f.bridge.connect(f.alice).exchange([3], { value: FEE })
    const under = await f.relay([SIGNERS[0]!])
    expect(under.waiting).to.deep.equal([2n])
    expect((await f.bridge.getRequest(2)).status).to.equal(2n)
    expect((await f.relay([...SIGNERS])).completed).to.deep.equal([2n])
  })
})
