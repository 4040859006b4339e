import { duration } from './action/params'
import { reads } from './action/readers'
import { defineGroup } from './action/run'
import { pauseActions, recoverActions } from './action/shared-actions'

/** CardStaking: lock time, pause (new stakes only), recovery. */
export default defineGroup({
  group: 'staking',
  targets: { CardStaking: 'CardStaking' },
  actions: [
    {
      action: 'set-lock-time',
      fn: 'setLockTime',
      role: 'ADMIN_ROLE',
      description: 'Sets the lock of new stakes',
      params: [duration('lockTime', 'lock')],
      current: reads('lockTime'),
    },
    ...pauseActions('new stakes (withdrawals go on)'),
    ...recoverActions(),
  ],
})
