import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { expect } from 'chai'
import { ethers } from 'hardhat'
import { type BridgeDeployContext, bridgeSigners, deployBridge } from '../../scripts/deploy-bridge'
import type { CardBridge, CardBridgeMinter } from '../../typechain-types'
import { deployCard, REQUEST_TYPES, SETTLEMENT_TYPES } from './fixtures'

/** Runs deployBridge on the in-process chain, playing chain `chainId`, with helpers shaped like scripts/deploy.ts's. */
async function run(
  chainId: number,
  heroCard: string | undefined,
  dir: string,
  previous: Record<string, string>,
) {
  const [deployer] = await ethers.getSigners()
  const deployed: string[] = []
  const done: string[] = []
  const lines: string[] = []
  const ctx: BridgeDeployContext = {
    chainId,
    heroCard,
    deploymentsDir: dir,
    roles: { admin: deployer!.address, operator: deployer!.address },
    log: (line) => lines.push(line),
    deployOnce: async (name, contract, args) => {
      if (previous[name]) return previous[name]!
      deployed.push(name)
      return (await ethers.deployContract(contract, args)).getAddress()
    },
    step: async (label, isDone, action) => {
      if (isDone) done.push(label)
      else await action()
    },
    send: async (tx) => (await tx).wait(),
  }
  const out = await deployBridge(ctx)
  fs.writeFileSync(path.join(dir, `${chainId}.json`), JSON.stringify({ chainId, contracts: out }))
  return { out, deployed, done, lines }
}

describe('bridge/deploy-bridge', () => {
  it('deploys both sides, links them on a second run, and a bridged card arrives with the same hero', async () => {
    const [deployer, alice] = await ethers.getSigners()
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bridge-deploy-'))
    // One in-process network stands in for both chains (31337 source, 31338 destination).
    const bscCard = await deployCard(deployer!)
    const polygonCard = await deployCard(deployer!)
    const source = await run(31337, await bscCard.getAddress(), dir, {})
    expect(source.deployed).to.deep.equal(['CardBridge'])
    expect(source.lines.join('\n')).to.include('run again to link')
    const destination = await run(31338, await polygonCard.getAddress(), dir, {})
    expect(destination.deployed).to.deep.equal(['CardBridgeMinter'])
    const again = await run(31337, await bscCard.getAddress(), dir, source.out)
    expect(again.deployed).to.deep.equal([])
    const bridge = (await ethers.getContractAt('CardBridge', source.out.CardBridge!)) as unknown as CardBridge
    const minter = (await ethers.getContractAt(
      'CardBridgeMinter',
      destination.out.CardBridgeMinter!,
    )) as unknown as CardBridgeMinter
    expect(await bridge.receiveAddress()).to.equal(await minter.getAddress())
    expect(await bridge.toChainId()).to.equal(31338n)
    expect(await bridge.changeFee()).to.equal(ethers.parseEther('0.002'))
    expect(await bridge.getSigners()).to.deep.equal([deployer!.address])
    expect(await bridge.threshold()).to.equal(1n)
    expect(await minter.sourceBridges(31337)).to.equal(await bridge.getAddress())
    expect(await polygonCard.hasRole(await polygonCard.MINTER_ROLE(), await minter.getAddress())).to.equal(
      true,
    )
    expect(await minter.hasRole(await minter.OPERATOR_ROLE(), deployer!.address)).to.equal(true)
    // Idempotent: a third run of each side changes nothing.
    const third = await run(31338, await polygonCard.getAddress(), dir, destination.out)
    expect(third.deployed).to.deep.equal([])
    expect(third.done.length).to.be.greaterThan(0)
    const fourth = await run(31337, await bscCard.getAddress(), dir, source.out)
    expect(fourth.done).to.include.members([
      `CardBridge destination 31338 ${await minter.getAddress()}`,
      `CardBridge OPERATOR_ROLE -> ${deployer!.address}`,
    ])

    // The devnet relay: 1-of-1, account #0 signs and relays.
    await bscCard.mintCards(alice!.address, 52, 5, 1)
    const tokenId = (await bscCard.totalMinted()) as bigint
    await bscCard.connect(alice!).setApprovalForAll(await bridge.getAddress(), true)
    await bridge.connect(alice!).exchange([tokenId], { value: ethers.parseEther('0.002') })
    const request = {
      sourceChainId: 31337n,
      sourceBridge: await bridge.getAddress(),
      nonce: 1n,
      user: alice!.address,
      receiver: alice!.address,
      tokenIds: [tokenId],
      heroIds: [52n],
      rarities: [5n],
    }
    const { chainId } = await ethers.provider.getNetwork()
    const domain = (verifyingContract: string) => ({
      name: 'Finaverse Card Bridge',
      version: '1',
      chainId,
      verifyingContract,
    })
    const signature = await deployer!.signTypedData(domain(await minter.getAddress()), REQUEST_TYPES, request)
    const receipt = await (await minter.complete(request, [signature])).wait()
    const newId = (minter.interface.parseLog(receipt!.logs.at(-1)!)!.args.tokenIds as bigint[])[0]!
    expect(await polygonCard.ownerOf(newId)).to.equal(alice!.address)
    expect(await polygonCard.heroIdMap(newId)).to.equal(52n)
    expect(await polygonCard.rarityMap(newId)).to.equal(5n)
    const tx = receipt!.hash
    const settlement = await deployer!.signTypedData(domain(await bridge.getAddress()), SETTLEMENT_TYPES, {
      nonce: 1n,
      minted: true,
      destTxHash: tx,
    })
    await bridge.markCompleted(1, tx, [settlement])
    expect((await bridge.getRequest(1)).status).to.equal(3n)
  })

  it('skips a chain without config or without HeroCard', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bridge-deploy-'))
    expect((await run(1, ethers.ZeroAddress, dir, {})).out).to.deep.equal({})
    const skipped = await run(31337, undefined, dir, {})
    expect(skipped.out).to.deep.equal({})
    expect(skipped.lines.join('\n')).to.include('no HeroCard')
  })

  it('bridgeSigners: sorted env signers and threshold, default 1-of-1', () => {
    const env = process.env
    const [a, b] = [ethers.Wallet.createRandom().address, ethers.Wallet.createRandom().address]
    try {
      expect(bridgeSigners(a)).to.deep.equal({ signers: [a], threshold: 1 })
      env.FINAVERSE_BRIDGE_SIGNERS = `${a}, ${b}`
      env.FINAVERSE_BRIDGE_THRESHOLD = '2'
      const sorted = [a, b].sort((x, y) => (BigInt(x) < BigInt(y) ? -1 : 1))
      expect(bridgeSigners(a)).to.deep.equal({ signers: sorted, threshold: 2 })
      env.FINAVERSE_BRIDGE_THRESHOLD = '3'
      expect(() => bridgeSigners(a)).to.throw('FINAVERSE_BRIDGE_THRESHOLD')
      env.FINAVERSE_BRIDGE_SIGNERS = 'nope'
      expect(() => bridgeSigners(a)).to.throw('not an address')
    } finally {
      delete env.FINAVERSE_BRIDGE_SIGNERS
      delete env.FINAVERSE_BRIDGE_THRESHOLD
    }
  })
})
