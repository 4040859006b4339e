import { ethers } from 'hardhat'

/**
 * Chainlink VRF v2.5 settings of the randomness adapter (RandomnessAdapter), per chain. Live chains take them
 * from this table and the environment (never committed); the local chains deploy Chainlink's
 * VRFCoordinatorV2_5Mock, create and fund a subscription, and the keeper plays Chainlink's network
 * (docs/decisions/0008-chainlink-vrf.md, contracts/README.md#randomness-chainlink-vrf-v25).
 *
 * Environment (live chains):
 * - FINAVERSE_VRF_COORDINATOR: the coordinator (default: Chainlink's public one of 97 and 80002; required on mainnets).
 * - FINAVERSE_VRF_KEY_HASH: the gas lane (default: below for 97 and 80002; required on mainnets).
 * - FINAVERSE_VRF_SUBSCRIPTION_ID: the subscription that pays (required on live chains).
 * - FINAVERSE_VRF_CONFIRMATIONS: block confirmations (default 3, at least 3).
 * - FINAVERSE_VRF_CALLBACK_GAS: callback gas limit; only {DEFAULT_CALLBACK_GAS}, the adapter's fixed limit, is accepted.
 * - FINAVERSE_VRF_NATIVE: "1" to pay in the native currency instead of LINK.
 * - FINAVERSE_VRF_TIMEOUT: seconds after which an unanswered request can be cancelled (default 24 hours).
 */
export type VrfSettings = {
  coordinator: string
  keyHash: string
  subscriptionId: bigint
  requestConfirmations: number
  callbackGasLimit: number
  nativePayment: boolean
  timeoutSeconds: number
}

/** Chainlink's public VRF v2.5 coordinators and gas lanes (docs.chain.link/vrf/v2-5/supported-networks). */
export const PUBLIC_VRF: Record<number, { coordinator: string; keyHash?: string }> = {
  97: {
    coordinator: '0xDA3b641D438362C440Ac5458c57e00a712b66700',
    keyHash: '0x8596b430971ac45bdf6088665b9ad8e8630c9d5049ab54b14dff711bee7c0e26', // 50 gwei lane
  },
  80002: {
    coordinator: '0x343300b5d84D444B2ADc9116FEF1bED02BE49Cf2',
    keyHash: '0x816bedba8a50b294e5cbd47842baf240c2385f2eaf719edbd4f250a137a8c899', // 500 gwei lane
  },
}

/**
 * Mainnets: no default. Their coordinators and gas lanes could not be read from Chainlink's documentation with
 * certainty when this was written, and a wrong one would take the subscription's funds or strand every request, so
 * the deploy refuses to run until both are set from Chainlink's supported-networks page.
 */
export const MAINNETS_WITHOUT_DEFAULTS = [56, 137] as const

/**
 * Callback gas limit: the largest batch (10 boxes opened at once, the largest merge batch, a raffle of 10 winners)
 * measured against the mock with a margin (test/cards/RandomnessAdapter.test.ts "callback gas"); below the
 * live coordinators' maximum of 2,500,000.
 */
export const DEFAULT_CALLBACK_GAS = 2_500_000
/** Block confirmations before Chainlink answers (Chainlink's minimum on BSC and Polygon is 3). */
export const DEFAULT_CONFIRMATIONS = 3
/** Seconds after which an unanswered request can be cancelled: VRF answers in seconds to minutes. */
export const DEFAULT_TIMEOUT = 24 * 3600
/** The local chains' gas lane: any non-zero value (the mock does not check it). */
export const LOCAL_KEY_HASH = ethers.id('finaverse.local.vrf.lane')
/** The mock's fee model: base fee, gas price (wei) and wei per LINK; a fulfilment costs about 0.5 LINK. */
export const MOCK_FEES = [10n ** 15n, 10n ** 9n, 4n * 10n ** 15n] as const
/** LINK (juels) the deploy script funds the local subscription with. */
export const MOCK_FUNDING = 10n ** 24n

/** The settings of a live chain, from the table and the environment; throws a clear message for what is missing. */
export function liveVrfSettings(chainId: number, env: NodeJS.ProcessEnv = process.env): VrfSettings {
  const known = PUBLIC_VRF[chainId]
  if (
    (MAINNETS_WITHOUT_DEFAULTS as readonly number[]).includes(chainId) &&
    (!env.FINAVERSE_VRF_COORDINATOR || !env.FINAVERSE_VRF_KEY_HASH)
  ) {
    throw new Error(
      `VRF: chain ${chainId} is a mainnet: set both FINAVERSE_VRF_COORDINATOR and FINAVERSE_VRF_KEY_HASH to the VRF v2.5 coordinator and gas lane that Chainlink's supported-networks page (docs.chain.link/vrf/v2-5/supported-networks) lists for it; this script has no default for them`,
    )
  }
  const coordinator = env.FINAVERSE_VRF_COORDINATOR ?? known?.coordinator
  const keyHash = env.FINAVERSE_VRF_KEY_HASH ?? known?.keyHash
  if (!coordinator || !ethers.isAddress(coordinator) || coordinator === ethers.ZeroAddress) {
    throw new Error(`VRF: no coordinator for chain ${chainId}: set FINAVERSE_VRF_COORDINATOR (not zero)`)
  }
  if (!keyHash || !/^0x[0-9a-fA-F]{64}$/.test(keyHash) || BigInt(keyHash) === 0n) {
    throw new Error(`VRF: no key hash for chain ${chainId}: set FINAVERSE_VRF_KEY_HASH (32 bytes, not zero)`)
  }
  const sub = env.FINAVERSE_VRF_SUBSCRIPTION_ID
  if (!sub || !/^[0-9]+$/.test(sub) || BigInt(sub) === 0n) {
    throw new Error(
      `VRF: set FINAVERSE_VRF_SUBSCRIPTION_ID to the subscription that pays on chain ${chainId}`,
    )
  }
  return checkedSettings({
    coordinator,
    keyHash,
    subscriptionId: BigInt(sub),
    requestConfirmations: Number(env.FINAVERSE_VRF_CONFIRMATIONS ?? DEFAULT_CONFIRMATIONS),
    callbackGasLimit: Number(env.FINAVERSE_VRF_CALLBACK_GAS ?? DEFAULT_CALLBACK_GAS),
    nativePayment: env.FINAVERSE_VRF_NATIVE === '1',
    timeoutSeconds: Number(env.FINAVERSE_VRF_TIMEOUT ?? DEFAULT_TIMEOUT),
  })
}

/** Checks the numbers the adapter also checks, with the setting's name in the message. */
export function checkedSettings(s: VrfSettings): VrfSettings {
  if (
    !Number.isInteger(s.requestConfirmations) ||
    s.requestConfirmations < 3 ||
    s.requestConfirmations > 200
  ) {
    throw new Error(`VRF: FINAVERSE_VRF_CONFIRMATIONS must be 3..200, got ${s.requestConfirmations}`)
  }
  // The adapter takes only Chainlink's maximum: every consumer's batch cap is measured against it.
  if (s.callbackGasLimit !== DEFAULT_CALLBACK_GAS) {
    throw new Error(
      `VRF: FINAVERSE_VRF_CALLBACK_GAS must be ${DEFAULT_CALLBACK_GAS}, got ${s.callbackGasLimit}`,
    )
  }
  if (!Number.isInteger(s.timeoutSeconds) || s.timeoutSeconds < 3600 || s.timeoutSeconds > 30 * 24 * 3600) {
    throw new Error(`VRF: FINAVERSE_VRF_TIMEOUT must be 3600..2592000 seconds, got ${s.timeoutSeconds}`)
  }
  return s
}

const COORDINATOR_READS = [
  'function s_config() view returns (uint16 minimumRequestConfirmations, uint32 maxGasLimit, bool reentrancyLock, uint32 stalenessSeconds, uint32 gasAfterPaymentCalculation, uint32 fulfillmentFlatFeeNativePPM, uint32 fulfillmentFlatFeeLinkDiscountPPM, uint8 nativePremiumPercentage, uint8 linkPremiumPercentage)',
  'function s_provingKeys(bytes32) view returns (bool exists, uint64 maxGasPrice)',
  'function getSubscription(uint256 subId) view returns (uint96 balance, uint96 nativeBalance, uint64 reqCount, address subOwner, address[] consumers)',
  'function addConsumer(uint256 subId, address consumer)',
]

/** A VRF v2.5 coordinator's reads and its subscription calls (real or mock). */
export async function vrfCoordinatorAt(address: string) {
  return ethers.getContractAt(COORDINATOR_READS, address)
}

/**
 * Refuses, before deploying, a coordinator without code, a key hash the coordinator does not know, a callback gas
 * limit above its maximum or fewer confirmations than its minimum (on a live coordinator; the mock has no lanes and
 * no maximum).
 */
export async function checkAgainstCoordinator(s: VrfSettings, mock: boolean): Promise<void> {
  if ((await ethers.provider.getCode(s.coordinator)) === '0x') {
    throw new Error(`VRF: no contract at coordinator ${s.coordinator}`)
  }
  if (mock) return
  const c = await vrfCoordinatorAt(s.coordinator)
  const key = await c.s_provingKeys!(s.keyHash).catch(() => null)
  if (!key?.exists)
    throw new Error(`VRF: the coordinator ${s.coordinator} does not know key hash ${s.keyHash}`)
  const config = await c.s_config!()
  if (s.callbackGasLimit > Number(config.maxGasLimit)) {
    throw new Error(
      `VRF: callback gas limit ${s.callbackGasLimit} is above the coordinator's maximum ${config.maxGasLimit}`,
    )
  }
  if (s.requestConfirmations < Number(config.minimumRequestConfirmations)) {
    throw new Error(
      `VRF: ${s.requestConfirmations} confirmations is below the coordinator's minimum ${config.minimumRequestConfirmations}`,
    )
  }
}

/** The adapter's constructor config tuple. */
export function adapterConfig(s: VrfSettings) {
  return {
    keyHash: s.keyHash,
    subscriptionId: s.subscriptionId,
    requestConfirmations: s.requestConfirmations,
    callbackGasLimit: s.callbackGasLimit,
    nativePayment: s.nativePayment,
  }
}

/**
 * Deploys Chainlink's VRFCoordinatorV2_5Mock, creates a subscription and funds it: the local chains' VRF (and the
 * live rehearsal's stand-in for the live coordinator). Returns the mock and the subscription id.
 */
export async function deployVrfMock() {
  const mock = await ethers.deployContract('VRFCoordinatorV2_5Mock', [...MOCK_FEES])
  await mock.waitForDeployment()
  const subscriptionId = await createFundedSubscription(await mock.getAddress())
  return { mock, subscriptionId }
}

/** Creates and funds a subscription on a VRFCoordinatorV2_5Mock; returns its id. */
export async function createFundedSubscription(mockAddress: string): Promise<bigint> {
  const mock = await ethers.getContractAt('VRFCoordinatorV2_5Mock', mockAddress)
  const receipt = await (await mock.createSubscription()).wait()
  const created = receipt!.logs
    .map((log) => {
      try {
        return mock.interface.parseLog(log)
      } catch {
        return null
      }
    })
    .find((parsed) => parsed?.name === 'SubscriptionCreated')
  const subscriptionId = created!.args.subId as bigint
  await (await mock.fundSubscription(subscriptionId, MOCK_FUNDING)).wait()
  return subscriptionId
}

/** Mock settings for the local chains (and tests): confirmations 3, the default callback gas and timeout. */
export function mockSettings(coordinator: string, subscriptionId: bigint): VrfSettings {
  return {
    coordinator,
    keyHash: LOCAL_KEY_HASH,
    subscriptionId,
    requestConfirmations: DEFAULT_CONFIRMATIONS,
    callbackGasLimit: DEFAULT_CALLBACK_GAS,
    nativePayment: false,
    timeoutSeconds: DEFAULT_TIMEOUT,
  }
}
