import { address, amount, tokenUnit } from './action/params'
import { reads } from './action/readers'
import { defineGroup } from './action/run'

/** FINA (capped mint) and the test chains' BUSD / USDC. */
export default defineGroup({
  group: 'token',
  targets: { FINA: 'FinaToken', BUSD: 'BUSD', USDC: 'USDC' },
  targetParam: 'token',
  actions: [
    {
      action: 'mint',
      fn: 'mint',
      role: 'MINTER_ROLE',
      description: 'Mints tokens (FINA within its cap; BUSD / USDC on test chains)',
      params: [
        address('to', 'receiver'),
        amount('amount', 'amount', (ctx) => tokenUnit(ctx, String(ctx.contract.target))),
      ],
      current: reads('totalSupply'),
    },
  ],
})
