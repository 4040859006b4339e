import hre, { ethers } from 'hardhat'
import { artifactOf } from '../../tasks/action/contracts'
import { type Deployment, readDeployment } from './deployments'

/**
 * What `verify` submits: every contract the project deployed (the deployment file's `external` names are others'),
 * with the constructor arguments the deploy recorded in `deployments/<chainId>.json` (`constructorArgs`), never
 * rebuilt from today's configuration. A contract recorded without arguments (a file from an older deploy) is listed
 * as missing, not guessed.
 */
export function verificationPlan(deployment: Deployment): {
  jobs: {
    name: string
    contract: string
    address: string
    constructorArguments: unknown[]
    libraries?: Record<string, string> | undefined
  }[]
  missing: string[]
} {
  const external = new Set(deployment.external ?? [])
  const jobs = []
  const missing = []
  for (const [name, address] of Object.entries(deployment.contracts)) {
    if (external.has(name)) continue
    const constructorArguments = deployment.constructorArgs?.[name]
    if (!constructorArguments) missing.push(name)
    else
      jobs.push({
        name,
        contract: artifactOf(name),
        address,
        constructorArguments,
        libraries: deployment.libraries?.[name],
      })
  }
  return { jobs, missing }
}

/**
 * Verifies every contract of deployments/<chainId>.json on the chain's explorer (hardhat-verify with
 * ETHERSCAN_API_KEY) and on Sourcify, with the recorded constructor arguments. No key is needed:
 * `pnpm --filter @finaverse/contracts verify:bsc-testnet`. VERIFY_DRY_RUN=1 prints the plan and submits nothing.
 */
async function main() {
  const chainId = Number((await ethers.provider.getNetwork()).chainId)
  const deployment = readDeployment(chainId)
  if (!deployment) throw new Error(`No deployments/${chainId}.json (DEPLOYMENTS_DIR): deploy first`)
  const { jobs, missing } = verificationPlan(deployment)
  for (const name of missing)
    console.log(`${name}: no recorded constructor arguments (deployed before they were recorded)`)
  for (const job of jobs) {
    const linked = job.libraries ? ` linking ${JSON.stringify(job.libraries)}` : ''
    console.log(
      `Verifying ${job.name} at ${job.address} with ${JSON.stringify(job.constructorArguments)}${linked}`,
    )
    if (process.env.VERIFY_DRY_RUN) continue
    try {
      await hre.run('verify:verify', {
        address: job.address,
        constructorArguments: job.constructorArguments,
        libraries: job.libraries ?? {},
      })
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error)
      if (/already verified/i.test(message)) console.log('  already verified')
      else {
        console.error(`  failed: ${message}`)
        process.exitCode = 1
      }
    }
  }
}

if (require.main === module) {
  main().catch((error: unknown) => {
    console.error(error)
    process.exitCode = 1
  })
}
