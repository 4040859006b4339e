import { deployVrfMock } from './vrf'

/**
 * The live rehearsal's stand-in for Chainlink's live VRF v2.5 coordinator: deploys Chainlink's
 * VRFCoordinatorV2_5Mock and a funded subscription of the deployer on the connected chain, and prints
 * `VRF <coordinator> <subscriptionId>` for the rehearsal to pass through the live configuration path
 * (FINAVERSE_VRF_COORDINATOR, FINAVERSE_VRF_SUBSCRIPTION_ID). Not for real chains: they have Chainlink's coordinator.
 */
export async function deployAnnouncedVrfMock(): Promise<{ coordinator: string; subscriptionId: bigint }> {
  const { mock, subscriptionId } = await deployVrfMock()
  const coordinator = await mock.getAddress()
  console.log(`VRF ${coordinator} ${subscriptionId}`)
  return { coordinator, subscriptionId }
}

// `hardhat run scripts/deploy/vrf-mock.ts` runs it; scripts/deploy/devnet.ts imports it.
if (require.main === module) {
  deployAnnouncedVrfMock().catch((error) => {
    console.error(error)
    process.exitCode = 1
  })
}
