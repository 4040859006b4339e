import { address } from './action/params'
import { defineGroup } from './action/run'
import { pauseActions } from './action/shared-actions'

/** EmailBinding: removal of a binding (admin), pause. */
export default defineGroup({
  group: 'binding',
  targets: { EmailBinding: 'EmailBinding' },
  actions: [
    {
      action: 'remove-account',
      fn: 'removeAccount',
      role: 'ADMIN_ROLE',
      description: "Removes an address's e-mail binding",
      params: [address('account', 'the bound address')],
      current: async (ctx, v) => ({
        checkAccount: await ctx.contract.getFunction('checkAccount')(v.account),
      }),
    },
    ...pauseActions('binding changes'),
  ],
})
