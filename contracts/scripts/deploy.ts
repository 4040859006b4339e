import { ethers, network } from 'hardhat'
import { type Deployment, readDeployment, writeDeployment } from './deployments'

/**
 * Deploys (or re-uses) every contract on the connected chain and writes `deployments/<chainId>.json`.
 * Idempotent: a contract recorded in the file whose code is still on chain is skipped.
 */
async function main() {
  const chainId = Number((await ethers.provider.getNetwork()).chainId)
  const [deployer] = await ethers.getSigners()
  if (!deployer) throw new Error('No deployer account: set DEPLOYER_PRIVATE_KEY for live networks')
  const previous = readDeployment(chainId)
  const deployment: Deployment = {
    chainId,
    contracts: {},
    startBlock: previous?.startBlock ?? (await ethers.provider.getBlockNumber()),
    updatedAt: new Date().toISOString(),
  }

  async function deployOnce(name: string, contract: string, args: unknown[]): Promise<string> {
    const known = previous?.contracts[name]
    if (known && (await ethers.provider.getCode(known)) !== '0x') {
      console.log(`  ${name}: ${known} (exists)`)
      deployment.contracts[name] = known
      return known
    }
    const instance = await ethers.deployContract(contract, args)
    await instance.waitForDeployment()
    const address = await instance.getAddress()
    console.log(`  ${name}: ${address} (deployed)`)
    deployment.contracts[name] = address
    return address
  }

  console.log(`Deploying to ${network.name} (chain ${chainId}) from ${deployer.address}`)
  await deployOnce('FinaToken', 'FinaToken', [deployer.address, ethers.parseEther('100000000')])
  writeDeployment(deployment)
  console.log(`Wrote deployments/${chainId}.json`)
}

main().catch((error: unknown) => {
  console.error(error)
  process.exitCode = 1
})
