import hre, { ethers } from 'hardhat'
import { chainConfigs, roleHolders } from './config'
import { readDeployment } from './deployments'

/**
 * Verifies every contract of deployments/<chainId>.json on the chain's explorer (hardhat-verify, ETHERSCAN_API_KEY),
 * rebuilding each constructor's arguments from scripts/config.ts. Run with the same DEPLOYER_PRIVATE_KEY and role
 * variables as the deployment: `hardhat run scripts/verify.ts --network bscTestnet`.
 */
async function main() {
  const chainId = Number((await ethers.provider.getNetwork()).chainId)
  const config = chainConfigs[chainId]
  const deployment = readDeployment(chainId)
  if (!config || !deployment) throw new Error(`No config or deployments/${chainId}.json`)
  const [deployer] = await ethers.getSigners()
  if (!deployer) throw new Error('Set DEPLOYER_PRIVATE_KEY: the constructor arguments name the deployer')
  const roles = roleHolders(deployer.address)
  const c = deployment.contracts
  const fina = c.FinaToken!
  const args: Record<string, unknown[]> = {
    FinaToken: [
      deployer.address,
      deployer.address,
      ethers.parseEther(config.fina.initialSupply),
      ethers.parseEther(config.fina.cap),
    ],
    FinaPairFactory: [deployer.address, config.swapFeeBps],
    FinaFarm: [fina, deployer.address, ethers.parseEther(config.farm.rewardPerBlock), 0],
    GameVault: [fina, deployer.address, roles.operator],
    EmailBinding: [deployer.address],
  }
  for (const [key, token] of Object.entries(config.tokens)) {
    if (token.kind === 'test') args[key] = [token.name, token.symbol, token.decimals, deployer.address]
    if (token.kind === 'wrapped') args[key] = [token.name, token.symbol]
  }
  for (const pair of config.pairs) {
    const address = c[pair.name]
    if (!address) continue
    const contract = await ethers.getContractAt('FinaPair', address)
    // The factory deployed it with the default fee of that time; the current fee may differ since.
    const fee = Number(
      await (await ethers.getContractAt('FinaPairFactory', c.FinaPairFactory!)).defaultSwapFeeBps(),
    )
    args[pair.name] = [await contract.token0(), await contract.token1(), fee]
  }
  for (const [name, constructorArguments] of Object.entries(args)) {
    const address = c[name]
    if (!address) continue
    console.log(`Verifying ${name} at ${address}`)
    try {
      await hre.run('verify:verify', { address, constructorArguments })
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error)
      if (/already verified/i.test(message)) console.log('  already verified')
      else console.error(`  failed: ${message}`)
    }
  }
}

main().catch((error: unknown) => {
  console.error(error)
  process.exitCode = 1
})
