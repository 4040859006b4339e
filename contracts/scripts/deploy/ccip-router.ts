import { ethers } from 'hardhat'
import type { DevnetCCIPRouter } from '../../typechain-types'
import { ccipConfigs } from './config'

/** Router fees of the stand-in: 0.0001 native per message, plus per payload byte and per unit of destination gas. */
const FEES = { base: 10n ** 14n, perByte: 10n ** 9n, perGas: 10n ** 7n, linkPerNative: 10n ** 18n }

/**
 * The live rehearsal's stand-in for Chainlink's CCIP router (chain ids 97 and 80002 on local nodes, where Chainlink's
 * router has no code): deploys a DevnetCCIPRouter with this chain's published selector and a lane to the peer's, and
 * prints `CCIP <router>` for the rehearsal to pass through the live configuration path (FINAVERSE_CCIP_ROUTER, checked
 * like Chainlink's: code and `isChainSupported`). The deployer holds its EXECUTOR_ROLE: the rehearsal's test, not the
 * keeper, plays CCIP's network there. Not for real chains.
 */
export async function deployAnnouncedCcipRouter(): Promise<{ router: string }> {
  const chainId = Number((await ethers.provider.getNetwork()).chainId)
  const ccip = ccipConfigs[chainId]
  const peer = ccip && ccipConfigs[ccip.peerChainId]
  if (!ccip || !peer) throw new Error(`scripts/deploy/config.ts: no CCIP lane for chain ${chainId}`)
  const [deployer] = await ethers.getSigners()
  const router = (await ethers.deployContract('DevnetCCIPRouter', [
    deployer!.address,
    ccip.selector,
    ethers.ZeroAddress,
  ])) as unknown as DevnetCCIPRouter
  await router.waitForDeployment()
  await (await router.setLane(peer.selector, true)).wait()
  await (await router.setFees(FEES.base, FEES.perByte, FEES.perGas, FEES.linkPerNative)).wait()
  const address = await router.getAddress()
  console.log(`CCIP ${address}`)
  return { router: address }
}

// `hardhat run scripts/deploy/ccip-router.ts` runs it; scripts/deploy/devnet.ts imports it.
if (require.main === module) {
  deployAnnouncedCcipRouter().catch((error) => {
    console.error(error)
    process.exitCode = 1
  })
}
