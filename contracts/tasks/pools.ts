import { address, uint } from './action/params'
import { reads } from './action/readers'
import { defineGroup } from './action/run'

/** FinaPairFactory: swap fees (at most 1000 bps). */
export default defineGroup({
  group: 'pools',
  targets: { FinaPairFactory: 'FinaPairFactory' },
  actions: [
    {
      action: 'set-default-swap-fee',
      fn: 'setDefaultSwapFee',
      role: 'ADMIN_ROLE',
      description: 'Sets the swap fee of pairs created from now on',
      params: [uint('feeBps', 'fee in basis points (at most 1000)', { max: 1000n })],
      current: reads('defaultSwapFeeBps'),
    },
    {
      action: 'set-swap-fee',
      fn: 'setSwapFee',
      role: 'ADMIN_ROLE',
      description: "Sets one pair's swap fee",
      params: [
        address('pair', 'the pair (e.g. FinaBusdPair)'),
        uint('feeBps', 'fee in basis points (at most 1000)', { max: 1000n }),
      ],
      current: async (ctx, v) => {
        const pair = await ctx.hre.ethers.getContractAt('FinaPair', v.pair as string)
        return { swapFeeBps: await pair.swapFeeBps() }
      },
    },
  ],
})
