import { address, bool, bytes32, duration, uint } from './action/params'
import { reads } from './action/readers'
import { defineGroup } from './action/run'
import { pauseActions, recoverActions } from './action/shared-actions'

/** RandomnessAdapter, the Chainlink VRF v2.5 adapter: VRF parameters, timeout, coordinator, pause, recovery. */
export default defineGroup({
  group: 'randomness',
  targets: { RandomnessAdapter: 'RandomnessAdapter' },
  actions: [
    {
      action: 'set-vrf-config',
      fn: 'setVrfConfig',
      role: 'ADMIN_ROLE',
      description:
        'Sets the VRF gas lane (key hash), subscription, confirmations (at least 3) and callback gas of future requests',
      params: [
        bytes32('keyHash', 'gas lane key hash'),
        uint('subscriptionId', 'VRF subscription id', { min: 1n }),
        uint('confirmations', 'block confirmations', { min: 3n, max: 200n }),
        uint('callbackGas', 'callback gas limit (only 2500000: the batch caps are measured against it)', {
          min: 2_500_000n,
          max: 2_500_000n,
        }),
        bool('native', 'pay in the native currency (else LINK)'),
      ],
      args: (v) => [
        {
          keyHash: v.keyHash,
          subscriptionId: v.subscriptionId,
          requestConfirmations: v.confirmations,
          callbackGasLimit: v.callbackGas,
          nativePayment: v.native,
        },
      ],
      current: reads('vrfConfig'),
    },
    {
      action: 'set-request-timeout',
      fn: 'setRequestTimeout',
      role: 'ADMIN_ROLE',
      description:
        'Sets how long (1 hour to 30 days) after a request VRF never answered it can be cancelled (future requests)',
      params: [duration('timeout', 'timeout')],
      current: reads('requestTimeout'),
    },
    {
      action: 'propose-coordinator',
      fn: 'proposeCoordinator',
      role: 'ADMIN_ROLE',
      description:
        'Announces another VRF v2.5 coordinator: change-coordinator can switch to it 2 days later (zero withdraws)',
      params: [address('coordinator', 'the proposed VRF coordinator (zero: none)')],
      current: reads('proposedCoordinator'),
    },
    {
      action: 'change-coordinator',
      fn: 'changeCoordinator',
      role: 'ADMIN_ROLE',
      description:
        'Points the adapter at the proposed VRF v2.5 coordinator, 2 days after the proposal; refused while any request is pending',
      params: [address('coordinator', 'the new VRF coordinator')],
      current: reads('s_vrfCoordinator'),
    },
    {
      action: 'request',
      fn: 'requestRandomness',
      role: 'CONSUMER_ROLE',
      description:
        'A manual test request (CONSUMER_ROLE holders); its word is recorded with no consumer to call, it blocks nothing',
      params: [
        bool('redeliverable', 'whether a failed callback may be delivered later (else it is refunded)'),
      ],
      current: reads('requestCount'),
    },
    ...pauseActions('new randomness requests (fulfilments, deliveries and cancellations go on)'),
    ...recoverActions(),
  ],
})
