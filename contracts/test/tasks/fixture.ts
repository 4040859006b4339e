import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { loadFixture } from '@nomicfoundation/hardhat-network-helpers'
import { ethers } from 'hardhat'
import { deployAll } from '../../scripts/deploy/deploy'
import { type Deployment, writeDeployment } from '../../scripts/deploy/deployments'

/**
 * The task tests' chain: the devnet deployment (scripts/deploy/deploy.ts with its seed) on the in-process network, plus a
 * CardBridgeMinter (the Polygon side, not deployed on 31337) and a stray-NFT collection, written to a temporary
 * DEPLOYMENTS_DIR that the tasks read. Use with `loadFixture`.
 */
export async function tasksFixture() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'finaverse-tasks-'))
  process.env.DEPLOYMENTS_DIR = dir
  const deployment: Deployment = await deployAll({ previous: undefined, write: false, log: () => {} })
  const [deployer] = await ethers.getSigners()
  const c = deployment.contracts
  // The Polygon side on its own devnet router (a lane back to 31337), not linked yet (set-peer links it).
  const router = await ethers.deployContract('DevnetCCIPRouter', [
    deployer!.address,
    31338,
    ethers.ZeroAddress,
  ])
  await (await router.setLane(31337, true)).wait()
  const minter = await ethers.deployContract('CardBridgeMinter', [
    deployer!.address,
    c.HeroCard!,
    await router.getAddress(),
    31337,
    100,
    300_000,
  ])
  const heroCard = await ethers.getContractAt('HeroCard', c.HeroCard!)
  await (await heroCard.grantRole(ethers.id('MINTER_ROLE'), await minter.getAddress())).wait()
  c.CardBridgeMinter = await minter.getAddress()
  const strayNft = await ethers.deployContract('MockERC721')
  return { dir, deployment, contracts: c, strayNft, polygonRouter: await router.getAddress() }
}

/** The fixture's chain (reverted to its snapshot) with DEPLOYMENTS_DIR pointing at its files. */
export async function tasksChain() {
  const fixture = await loadFixture(tasksFixture)
  process.env.DEPLOYMENTS_DIR = fixture.dir
  writeDeployment(fixture.deployment)
  return fixture
}

/** Restores the environment after a task test file. */
export function clearDeploymentsDir(dir: string | undefined, previous: string | undefined) {
  if (dir) fs.rmSync(dir, { recursive: true, force: true })
  if (previous === undefined) delete process.env.DEPLOYMENTS_DIR
  else process.env.DEPLOYMENTS_DIR = previous
}
