import { fail } from './action/errors'
import { address, csvFile, FINA, parseAddress, parseAmount, uint, uints } from './action/params'
import { reads } from './action/readers'
import { defineGroup } from './action/run'
import { pauseActions, recoverParams } from './action/shared-actions'

/** GameVault: payouts and releases (the keeper), recovery and settings (admin), pause. */
export default defineGroup({
  group: 'vault',
  targets: { GameVault: 'GameVault' },
  actions: [
    {
      action: 'multi-send',
      fn: 'multiSend',
      role: 'OPERATOR_ROLE',
      description: 'Pays a withdrawal batch once (CSV rows: address,FINA amount; at most 200)',
      params: [
        uint('batchId', 'batch id (paid once)'),
        csvFile('payouts', 'rows address,amount in FINA', (cells, ctx) => {
          if (cells.length < 2) fail('expected address,amount')
          return [parseAddress(cells[0]!, ctx.deployment), parseAmount(cells[1]!, FINA)] as const
        }),
      ],
      args: (v) => {
        const rows = v.payouts as (readonly [string, bigint])[]
        return [v.batchId, rows.map((r) => r[0]), rows.map((r) => r[1])]
      },
      current: async (ctx, v) => ({
        batchPaid: await ctx.contract.getFunction('batchPaid')(v.batchId),
        totalPaidOut: await ctx.contract.getFunction('totalPaidOut')(),
      }),
    },
    {
      action: 'release-nfts',
      fn: 'releaseNFTs',
      role: 'OPERATOR_ROLE',
      description: 'Sends deposited cards out of custody',
      params: [
        address('collection', 'card collection (e.g. HeroCard)'),
        address('to', 'receiver'),
        uints('tokenIds', 'token ids'),
      ],
    },
    {
      action: 'set-card-collection',
      fn: 'setCardCollection',
      role: 'ADMIN_ROLE',
      description: 'Sets the card collection the vault accepts',
      params: [address('collection', 'card collection (e.g. HeroCard)')],
      current: reads('cardCollection'),
    },
    {
      action: 'recover-erc20',
      fn: 'recoverERC20',
      role: 'ADMIN_ROLE',
      description: 'Sends FINA above what users are owed, or any other ERC20, out of the vault',
      params: recoverParams('the ERC20'),
      current: async (ctx, v) => ({
        recoverable: await ctx.contract.getFunction('recoverableERC20')(v.token),
      }),
    },
    {
      action: 'recover-nft',
      fn: 'recoverNFT',
      role: 'ADMIN_ROLE',
      description: 'Sends an NFT never recorded as deposited out of the vault',
      params: [
        address('collection', 'the collection'),
        uint('tokenId', 'token id'),
        address('to', 'receiver'),
      ],
    },
    ...pauseActions('deposits, payouts and releases'),
  ],
})
