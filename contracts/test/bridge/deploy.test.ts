import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { expect } from 'chai'
import { ethers } from 'hardhat'
import {
  type BridgeDeployContext,
  DESTINATION_GAS_LIMIT,
  deployBridge,
  REFUND_GAS_LIMIT,
} from '../../scripts/deploy/bridge'
import type { CardBridge, CardBridgeMinter, DevnetCCIPRouter } from '../../typechain-types'
import { deliver, deployCard, sentOne } from './fixtures'

/** Runs deployBridge on the in-process chain, playing chain `chainId`, with helpers shaped like scripts/deploy/deploy.ts's. */
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
      const address = await (await ethers.deployContract(contract, args)).getAddress()
      previous[name] = address
      return address
    },
    step: async (label, isDone, action) => {
      if (isDone) done.push(label)
      else await action()
    },
    send: async (tx) => (await tx).wait(),
  }
  const external: Record<string, string> = {}
  ctx.recordExternal = (name, address) => {
    external[name] = address
  }
  const out = await deployBridge(ctx)
  fs.writeFileSync(path.join(dir, `${chainId}.json`), JSON.stringify({ chainId, contracts: out }))
  return { out, deployed, done, lines, external }
}

describe('scripts/deploy/bridge.ts', () => {
  it('deploys both sides on devnet CCIP routers, links them, and a bridged card arrives with the same hero', async () => {
    const [deployer, alice] = await ethers.getSigners()
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bridge-deploy-'))
    // One in-process network stands in for both chains (31337 source, 31338 destination).
    const bscCard = await deployCard(deployer!)
    const polygonCard = await deployCard(deployer!)
    const bscRecord: Record<string, string> = {}
    const polygonRecord: Record<string, string> = {}
    const source = await run(31337, await bscCard.getAddress(), dir, bscRecord)
    expect(source.deployed).to.deep.equal(['DevnetCCIPRouter', 'CardBridge'])
    expect(source.lines.join('\n')).to.include('run again to link')
    const destination = await run(31338, await polygonCard.getAddress(), dir, polygonRecord)
    expect(destination.deployed).to.deep.equal(['DevnetCCIPRouter', 'CardBridgeMinter'])
    const again = await run(31337, await bscCard.getAddress(), dir, bscRecord)
    expect(again.deployed).to.deep.equal([])
    const bridge = (await ethers.getContractAt('CardBridge', bscRecord.CardBridge!)) as unknown as CardBridge
    const minter = (await ethers.getContractAt(
      'CardBridgeMinter',
      polygonRecord.CardBridgeMinter!,
    )) as unknown as CardBridgeMinter
    expect(await bridge.peer()).to.equal(await minter.getAddress())
    expect(await minter.peer()).to.equal(await bridge.getAddress())
    expect(await bridge.peerChainSelector()).to.equal(31338n)
    expect(await minter.peerChainSelector()).to.equal(31337n)
    expect(await bridge.changeFee()).to.equal(ethers.parseEther('0.002'))
    expect(await bridge.destinationGasLimit()).to.equal(BigInt(DESTINATION_GAS_LIMIT))
    expect(await minter.refundGasLimit()).to.equal(BigInt(REFUND_GAS_LIMIT))
    expect(await bridge.feeToken()).to.equal(ethers.ZeroAddress)
    expect(await polygonCard.hasRole(await polygonCard.MINTER_ROLE(), await minter.getAddress())).to.equal(
      true,
    )
    // No operator role on the bridge: nobody relays; the keeper only executes on the devnet routers.
    expect(await minter.hasRole(await minter.OPERATOR_ROLE(), deployer!.address)).to.equal(false)
    const bscRouter = (await ethers.getContractAt(
      'DevnetCCIPRouter',
      bscRecord.DevnetCCIPRouter!,
    )) as unknown as DevnetCCIPRouter
    const polygonRouter = (await ethers.getContractAt(
      'DevnetCCIPRouter',
      polygonRecord.DevnetCCIPRouter!,
    )) as unknown as DevnetCCIPRouter
    expect(await polygonRouter.hasRole(await polygonRouter.EXECUTOR_ROLE(), deployer!.address)).to.equal(true)
    // Idempotent: a third run of each side changes nothing.
    const third = await run(31338, await polygonCard.getAddress(), dir, polygonRecord)
    expect(third.deployed).to.deep.equal([])
    expect(third.lines.join('\n')).to.include('(linked)')
    const fourth = await run(31337, await bscCard.getAddress(), dir, bscRecord)
    expect(fourth.done).to.include.members([`DevnetCCIPRouter lane to 31338`, 'CardBridge daily cap 10000'])

    // The devnet's CCIP: the keeper's account delivers the message on the other router.
    await bscCard.mintCards(alice!.address, 52, 5, 1)
    const tokenId = (await bscCard.totalMinted()) as bigint
    await bscCard.connect(alice!).setApprovalForAll(await bridge.getAddress(), true)
    const [ccipFee, fee] = await bridge.quote(1)
    const sent = await sentOne(
      bscRouter,
      bridge.connect(alice!).exchange([tokenId], { value: ccipFee + fee }),
    )
    const receipt = await (await deliver(polygonRouter, sent)).wait()
    const minterAddress = await minter.getAddress()
    const completed = receipt!.logs
      .map((l) => (l.address === minterAddress ? minter.interface.parseLog(l) : null))
      .find((p) => p?.name === 'BridgeCompleted')
    const newId = (completed!.args.tokenIds as bigint[])[0]!
    expect(await polygonCard.ownerOf(newId)).to.equal(alice!.address)
    expect(await polygonCard.heroIdMap(newId)).to.equal(52n)
    expect(await polygonCard.rarityMap(newId)).to.equal(5n)
  })

  it('refuses a router without code, without the lane, or an override that is not an address', async () => {
    const [deployer] = await ethers.getSigners()
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bridge-deploy-'))
    const card = await deployCard(deployer!)
    const env = process.env
    try {
      env.FINAVERSE_CCIP_ROUTER = ethers.Wallet.createRandom().address
      await expectReject(run(31337, await card.getAddress(), dir, {}), 'has no code')
      const router = await ethers.deployContract('DevnetCCIPRouter', [
        deployer!.address,
        31337n,
        ethers.ZeroAddress,
      ])
      env.FINAVERSE_CCIP_ROUTER = await router.getAddress()
      await expectReject(run(31337, await card.getAddress(), dir, {}), 'does not serve chain selector 31338')
      await router.setLane(31338n, true)
      const ok = await run(31337, await card.getAddress(), dir, {})
      expect(ok.external).to.deep.equal({ CCIPRouter: await router.getAddress() })
      env.FINAVERSE_CCIP_ROUTER = 'nope'
      await expectReject(run(31337, await card.getAddress(), dir, {}), 'not an address')
    } finally {
      delete env.FINAVERSE_CCIP_ROUTER
    }
  })

  it('skips a chain without config or without HeroCard', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bridge-deploy-'))
    expect((await run(1, ethers.ZeroAddress, dir, {})).out).to.deep.equal({})
    const skipped = await run(31337, undefined, dir, {})
    expect(skipped.out).to.deep.equal({})
    expect(skipped.lines.join('\n')).to.include('no HeroCard')
  })
})

async function expectReject(promise: Promise<unknown>, message: string) {
  try {
    await promise
  } catch (error) {
    expect(String((error as Error).message)).to.include(message)
    return
  }
  expect.fail(`expected a refusal with "${message}"`)
}
