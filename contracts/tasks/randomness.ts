import { bytes32, defineGroup, pauseActions, reads, recoverActions, uint } from './lib'

/** RandomnessCoordinator: the keeper's hash chains, the request timeout, pause, recovery. */
export default defineGroup({
  group: 'randomness',
  targets: { RandomnessCoordinator: 'RandomnessCoordinator' },
  actions: [
    {
      action: 'commit-chain',
      fn: 'commitChain',
      role: 'OPERATOR_ROLE',
      description:
        "Commits a hash chain's head H^n(seed) and length n (the keeper does this itself when running low)",
      params: [
        bytes32('head', 'chain head H^n(seed)'),
        uint('size', 'chain length n', { min: 1n, max: 2n ** 64n - 1n }),
      ],
      current: reads('chainCount'),
    },
    {
      action: 'set-request-timeout',
      fn: 'setRequestTimeout',
      role: 'ADMIN_ROLE',
      description:
        'Sets the blocks (2 to 256) after which an unserved request resolves with the public fallback value',
      params: [uint('blocks', 'blocks', { min: 2n, max: 256n })],
      current: reads('requestTimeout'),
    },
    {
      action: 'request',
      fn: 'requestRandomness',
      role: 'CONSUMER_ROLE',
      description:
        'Requests randomness (for CONSUMER_ROLE holders: the card contracts; a manual test request)',
      current: reads('requestCount'),
    },
    ...pauseActions('new randomness requests (fulfilments, entropy records and cancels go on)'),
    ...recoverActions(),
  ],
})
