import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { StandardMerkleTree } from '@openzeppelin/merkle-tree'
import { expect } from 'chai'
import { ethers } from 'hardhat'
import { type CardsContext, collectionInfo, deployCards, ROYALTY_BPS } from '../../scripts/deploy/cards'
import { cardViews, decodeJsonURI } from './helpers'

/** Runs deployCards on the in-process chain with helpers shaped like scripts/deploy/deploy.ts's. */
async function run(previous: Record<string, string>, dir: string, role: 'bsc' | 'polygon' = 'bsc') {
  const [deployer] = await ethers.getSigners()
  const busd = previous.BUSD ?? (await (await ethers.deployContract('CardsTestERC20')).getAddress())
  const deployed: string[] = []
  const skipped: string[] = []
  const created: { name: string; address: string; args: unknown[] }[] = []
  const ctx: CardsContext = {
    chainId: role === 'bsc' ? 31337 : 31338,
    role,
    devnet: true,
    deployer: deployer!,
    roles: { admin: deployer!.address, operator: deployer!.address },
    tokenAddresses: { BUSD: busd },
    deploymentsDir: dir,
    deployOnce: async (name, contract, args, options) => {
      if (previous[name]) return previous[name]!
      const instance = await ethers.deployContract(contract, args, options ?? {})
      deployed.push(name)
      return instance.getAddress()
    },
    step: async (label, done, action) => {
      if (done) skipped.push(label)
      else await action()
    },
    send: async (tx) => (await tx).wait(),
    recordCreated: (name, address, args) => created.push({ name, address, args }),
  }
  const out: Record<string, string> = { ...(await deployCards(ctx)), BUSD: busd }
  return { out, deployed, skipped, created }
}

describe('scripts/deploy/cards.ts', () => {
  it('deploys, wires and seeds the devnet, and a second run changes nothing', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cards-deploy-'))
    const first = await run({}, dir)
    const { out } = first
    expect(first.deployed).to.include.members([
      'HeroCard',
      'BlindBoxV1',
      'BlindBoxV4',
      'MysteryBox',
      'MysteryBoxClaim',
    ])
    const heroCard = await ethers.getContractAt('HeroCard', out.HeroCard!)
    // HeroCardViews (HeroCard's reads and refund path, deployed by its constructor) is in the record, with the
    // constructor arguments verification submits.
    expect(out.HeroCardViews).to.equal(await heroCard.views())
    expect(first.created).to.deep.equal([
      { name: 'HeroCardViews', address: out.HeroCardViews, args: [out.RandomnessAdapter] },
    ])
    const [deployer, a1, a2] = await ethers.getSigners()
    // Demo account #1 holds every rarity and faction (36) plus 2 S cards, two of them staked.
    expect(await heroCard.balanceOf(a1!.address)).to.equal(36n)
    const staking = await ethers.getContractAt('CardStaking', out.CardStaking!)
    expect((await staking.getTokensStakedByAddress(a1!.address)).length).to.equal(2)
    expect(await cardViews(heroCard).containsInWhiteList(a2!.address)).to.equal(true)
    expect(await heroCard.mergeActive()).to.equal(true)
    for (const key of ['BlindBoxV1', 'BlindBoxV2', 'BlindBoxV3', 'BlindBoxV4']) {
      const box = await ethers.getContractAt('BlindBox', out[key]!)
      expect(await box.saleActive()).to.equal(true)
    }
    expect(await (await ethers.getContractAt('BlindBox', out.BlindBoxV3!)).paymentToken()).to.equal(out.BUSD)
    expect(
      await (await ethers.getContractAt('BlindBox', out.BlindBoxV4!)).containsInWhiteList(a1!.address),
    ).to.equal(true)
    // Randomness: the adapter on Chainlink's mock, a consumer of its funded subscription.
    const coordinator = await ethers.getContractAt('RandomnessAdapter', out.RandomnessAdapter!)
    expect(await coordinator.s_vrfCoordinator()).to.equal(out.VRFCoordinatorV2_5Mock)
    const vrf = await ethers.getContractAt('VRFCoordinatorV2_5Mock', out.VRFCoordinatorV2_5Mock!)
    const { subscriptionId } = await coordinator.vrfConfig()
    expect(await vrf.consumerIsAdded(subscriptionId, out.RandomnessAdapter!)).to.equal(true)
    expect((await vrf.getSubscription(subscriptionId)).balance).to.be.greaterThan(0n)

    // The claim tree written for the server proves demo account #1's 3 boxes.
    const dump = JSON.parse(fs.readFileSync(path.join(dir, '31337.mystery-box-claims.json'), 'utf8'))
    const tree = StandardMerkleTree.load<[string, string]>(dump)
    const claim = await ethers.getContractAt('MysteryBoxClaim', out.MysteryBoxClaim!)
    expect(await claim.merkleRoot()).to.equal(tree.root)
    expect(await claim.canClaim(a1!.address, 3, tree.getProof([a1!.address, '3']))).to.equal(true)
    await claim.connect(a1!).claim(3, tree.getProof([a1!.address, '3']))

    // A Genesis hero mirrors.
    const mirror = await ethers.getContractAt('HeroMirror', out.HeroMirror!)
    await mirror.connect(a1!).mirror([1])

    // What markets read: every collection's contractURI and royalty, and a token of each minted one.
    const collections = [
      'HeroCard',
      'BlindBoxV1',
      'BlindBoxV2',
      'BlindBoxV3',
      'BlindBoxV4',
      'MysteryBox',
      'CardsVoucher',
    ]
    for (const key of collections) {
      const collection = await ethers.getContractAt('MarketCollection', out[key]!)
      const info = collectionInfo(key)
      expect(decodeJsonURI(await collection.contractURI()), key).to.deep.equal({
        name: await collection.name(),
        description: info.description,
        image: info.image,
        external_link: info.externalLink,
        seller_fee_basis_points: ROYALTY_BPS,
        fee_recipient: deployer!.address.toLowerCase(),
      })
      expect(await collection.royaltyInfo(1, 10_000n), key).to.deep.equal([
        deployer!.address,
        BigInt(ROYALTY_BPS),
      ])
    }
    expect(decodeJsonURI(await heroCard.tokenURI(1)).image).to.match(/^https:\/\/.+\/heroes\/\d+\.png$/)
    const mysteryBox = await ethers.getContractAt('BlindBox', out.MysteryBox!)
    const box = decodeJsonURI(await mysteryBox.tokenURI(await mysteryBox.totalMinted()))
    expect(box.image).to.equal(collectionInfo('MysteryBox').image)
    expect(box.attributes).to.deep.equal([
      { trait_type: 'Version', value: 'Mystery Box' },
      { trait_type: 'Status', value: 'Unopened' },
    ])

    const second = await run(out, dir)
    expect(second.deployed).to.deep.equal([])
    for (const key of collections) {
      expect(second.skipped).to.include(`${key} collection metadata (${collectionInfo(key).image})`)
      expect(second.skipped).to.include(`${key} royalty ${ROYALTY_BPS} bps -> ${deployer!.address}`)
    }
    expect(second.out.HeroCard).to.equal(out.HeroCard)
    expect(await heroCard.balanceOf(a1!.address)).to.equal(37n)
  })

  it('on the Polygon role deploys the card collection, randomness and staking only', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cards-deploy-'))
    const { out, deployed } = await run({}, dir, 'polygon')
    expect(deployed).to.have.members([
      'VRFCoordinatorV2_5Mock',
      'RandomnessAdapter',
      'HeroCardRegistry',
      'HeroCardRenderer',
      'HeroCard',
      'CardStaking',
    ])
    const heroCard = await ethers.getContractAt('HeroCard', out.HeroCard!)
    expect((await heroCard.cardInfoes(94)).rarity).to.equal(9n)
    expect(await heroCard.totalMinted()).to.equal(0n)
    expect(decodeJsonURI(await heroCard.contractURI()).image).to.equal(collectionInfo('HeroCard').image)
  })
})
