// Integration test of the card bridge on two real chains: starts two Hardhat nodes on free ports (31337 playing BSC,
// 31338 playing Polygon; never 8545/8546), deploys a HeroCard and the bridge on each (test-devnet/
// deploy-bridge-devnet.ts, which runs scripts/deploy/bridge.ts with a DevnetCCIPRouter per chain), links the source
// back to the destination, and carries a card across: the exchange's CCIP message is read on the BSC node and
// delivered on the Polygon node's router, as the keeper does under `pnpm dev` (apps/server/src/operator/bridge.ts,
// tested on the two-chain devnet by apps/server/test/keeper/devnet.test.ts).
// Not part of `pnpm test` (it starts two nodes):
//   pnpm exec hardhat test test-devnet/bridge.devnet.ts
import { type ChildProcess, spawn } from 'node:child_process'
import fs from 'node:fs'
import { createServer } from 'node:net'
import os from 'node:os'
import path from 'node:path'
import { expect } from 'chai'
import { ethers } from 'hardhat'
import type { CardBridge, CardBridgeMinter, DevnetCCIPRouter, HeroCard } from '../typechain-types'

const contractsDir = path.join(__dirname, '..')
const hardhatCli = require.resolve('hardhat/internal/cli/cli.js', { paths: [contractsDir] })

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer()
    server.once('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const address = server.address()
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      )
    })
  })
}

function run(args: string[], env: NodeJS.ProcessEnv): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [hardhatCli, ...args], {
      cwd: contractsDir,
      env: { ...process.env, ...env },
    })
    let output = ''
    child.stdout.on('data', (d) => (output += d))
    child.stderr.on('data', (d) => (output += d))
    child.on('exit', (code) =>
      code === 0 ? resolve(output) : reject(new Error(`hardhat ${args.join(' ')} failed:\n${output}`)),
    )
  })
}

async function startNode(chainId: number): Promise<{ url: string; child: ChildProcess }> {
  const port = await freePort()
  const url = `http://127.0.0.1:${port}`
  const child = spawn(
    process.execPath,
    [hardhatCli, 'node', '--hostname', '127.0.0.1', '--port', String(port)],
    {
      cwd: contractsDir,
      env: { ...process.env, HARDHAT_CHAIN_ID: String(chainId) },
      stdio: ['ignore', 'ignore', 'pipe'],
    },
  )
  const chainIdOf = async () => {
    const response = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'eth_chainId', params: [] }),
    })
    return Number(((await response.json()) as { result: string }).result)
  }
  const deadline = Date.now() + 90_000
  for (;;) {
    if (child.exitCode !== null) throw new Error(`hardhat node exited (${child.exitCode})`)
    try {
      if ((await chainIdOf()) === chainId) return { url, child }
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`hardhat node on ${url} did not start`)
    await new Promise((r) => setTimeout(r, 250))
  }
}

describe('card bridge on the two-chain devnet', function () {
  this.timeout(600_000)
  const nodes: ChildProcess[] = []
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bridge-devnet-'))
  let bsc: { url: string; contracts: Record<string, string> }
  let polygon: { url: string; contracts: Record<string, string> }

  before(async () => {
    const [b, p] = await Promise.all([startNode(31337), startNode(31338)])
    nodes.push(b.child, p.child)
    const read = (chainId: number) =>
      (
        JSON.parse(fs.readFileSync(path.join(dir, `${chainId}.json`), 'utf8')) as {
          contracts: Record<string, string>
        }
      ).contracts
    // The source first: the destination reads the source bridge's address; a second source run links it back.
    const script = ['run', 'test-devnet/deploy-bridge-devnet.ts', '--no-compile']
    await run([...script, '--network', 'bscLocal'], { BSC_RPC_URL: b.url, BRIDGE_DEVNET_DIR: dir })
    await run([...script, '--network', 'polygonLocal'], { POLYGON_RPC_URL: p.url, BRIDGE_DEVNET_DIR: dir })
    bsc = { url: b.url, contracts: read(31337) }
    polygon = { url: p.url, contracts: read(31338) }
  })

  after(() => {
    for (const node of nodes) node.kill()
    fs.rmSync(dir, { recursive: true, force: true })
  })

  it('links both sides; a card bridged on 31337 arrives on 31338 with its hero once CCIP delivers the message', async () => {
    const bscProvider = new ethers.JsonRpcProvider(bsc.url, undefined, {
      staticNetwork: true,
      cacheTimeout: -1,
    })
    const polygonProvider = new ethers.JsonRpcProvider(polygon.url, undefined, {
      staticNetwork: true,
      cacheTimeout: -1,
    })
    const alice = await bscProvider.getSigner(1)
    const bscAdmin = await bscProvider.getSigner(0)
    const polygonAdmin = await polygonProvider.getSigner(0)
    const bridge = (await ethers.getContractAt(
      'CardBridge',
      bsc.contracts.CardBridge!,
      alice,
    )) as unknown as CardBridge
    const minter = (await ethers.getContractAt(
      'CardBridgeMinter',
      polygon.contracts.CardBridgeMinter!,
      polygonAdmin,
    )) as unknown as CardBridgeMinter
    const bscRouter = (await ethers.getContractAt(
      'DevnetCCIPRouter',
      bsc.contracts.DevnetCCIPRouter!,
      bscAdmin,
    )) as unknown as DevnetCCIPRouter
    const polygonRouter = (await ethers.getContractAt(
      'DevnetCCIPRouter',
      polygon.contracts.DevnetCCIPRouter!,
      polygonAdmin,
    )) as unknown as DevnetCCIPRouter
    const bscCard = (await ethers.getContractAt(
      'HeroCard',
      bsc.contracts.HeroCard!,
      alice,
    )) as unknown as HeroCard
    const polygonCard = (await ethers.getContractAt(
      'HeroCard',
      polygon.contracts.HeroCard!,
      polygonAdmin,
    )) as unknown as HeroCard
    // The destination linked itself to the source's file; the source is linked back by its admin (set once).
    expect(await minter.peer()).to.equal(await bridge.getAddress())
    if ((await bridge.peer()) === ethers.ZeroAddress)
      await (await bridge.connect(bscAdmin).setPeer(await minter.getAddress())).wait()
    expect(await bridge.peer()).to.equal(await minter.getAddress())

    const owned = await bscCard.tokensOfOwner(await alice.getAddress())
    expect(owned.length).to.be.greaterThan(0)
    const first = owned[0]!
    const [ccipFee, fee] = await bridge.quote(1)
    await (await bscCard.setApprovalForAll(await bridge.getAddress(), true)).wait()
    const receipt = await (await bridge.exchange([first], { value: ccipFee + fee })).wait()
    expect(await bridge.isChanged(first)).to.equal(true)
    expect(await bscCard.ownerOf(first)).to.equal(await bridge.getAddress())
    const sent = receipt!.logs
      .map((log) => bscRouter.interface.parseLog(log))
      .find((parsed) => parsed?.name === 'CCIPSendRequested')
    expect(sent, 'a CCIP message').to.not.equal(undefined)
    const messageId = sent!.args.messageId as string
    expect(await minter.messageState(messageId)).to.equal(0n)
    const message = {
      messageId,
      sourceChainSelector: await bscRouter.chainSelector(),
      sender: ethers.AbiCoder.defaultAbiCoder().encode(['address'], [sent!.args.sender]),
      data: sent!.args.data,
      destTokenAmounts: [],
    }
    await (
      await polygonRouter.execute(message, sent!.args.receiver, sent!.args.gasLimit, { gasLimit: 2_000_000n })
    ).wait()
    expect(await minter.messageState(messageId)).to.equal(1n)
    const minted = await polygonCard.tokensOfOwner(await alice.getAddress())
    expect(minted.length).to.equal(1)
    expect(await polygonCard.heroIdMap(minted[0]!)).to.equal(await bscCard.heroIdMap(first))
  })
})
