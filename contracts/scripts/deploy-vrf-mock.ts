import { deployVrfMock } from './vrf'

/**
 * The live rehearsal's stand-in for Chainlink's live VRF v2.5 coordinator: deploys Chainlink's
 * VRFCoordinatorV2_5Mock and a funded subscription of the deployer on the connected chain, and prints
 * `VRF <coordinator> <subscriptionId>` for the rehearsal to pass through the live configuration path
 * (FINAVERSE_VRF_COORDINATOR, FINAVERSE_VRF_SUBSCRIPTION_ID). Not for real chains: they have Chainlink's coordinator.
 */
async function main() {
  const { mock, subscriptionId } = await deployVrfMock()
  console.log(`VRF ${await mock.getAddress()} ${subscriptionId}`)
}

main().catch((error) => {
  console.error(error)
  process.exitCode = 1
})
