import { address, amount, text, tokenUnit, uint } from './params'
import { reads } from './readers'
import type { Action, Ctx, Param } from './types'

/** token, to, amount (in the token's decimals): the arguments of every ERC20 recovery. */
export const recoverParams = (what: string): Param[] => [
  address('token', what),
  address('to', 'receiver'),
  amount('amount', 'amount', (ctx, v) => tokenUnit(ctx, v.token as string)),
]

/** `pause` / `unpause` (PAUSER_ROLE). */
export const pauseActions = (what: string): Action[] => [
  { action: 'pause', fn: 'pause', role: 'PAUSER_ROLE', description: `Pauses ${what}`, current: paused },
  { action: 'unpause', fn: 'unpause', role: 'PAUSER_ROLE', description: `Unpauses ${what}`, current: paused },
]
async function paused(ctx: Ctx) {
  return { paused: await ctx.contract.getFunction('paused')() }
}

/** `recoverERC20` / `recoverERC721` of the card contracts (ADMIN_ROLE; what users are owed is refused). */
export const recoverActions = (): Action[] => [
  {
    action: 'recover-erc20',
    fn: 'recoverERC20',
    role: 'ADMIN_ROLE',
    description: 'Sends a stray ERC20 out of the contract',
    params: recoverParams('the ERC20'),
  },
  {
    action: 'recover-erc721',
    fn: 'recoverERC721',
    role: 'ADMIN_ROLE',
    description: 'Sends a stray NFT out of the contract',
    params: [address('token', 'the collection'), uint('tokenId', 'token id'), address('to', 'receiver')],
  },
]

/** `setCollectionInfo` / `setRoyalty` of the collections a marketplace lists (ADMIN_ROLE). */
export const marketActions = (): Action[] => [
  {
    action: 'set-collection-info',
    fn: 'setCollectionInfo',
    role: 'ADMIN_ROLE',
    description:
      "Sets the collection's description, image and external link (contractURI; the boxes' and vouchers' token image)",
    params: [
      text('description', 'collection description'),
      text('image', 'image URL'),
      text('externalLink', 'external link URL'),
    ],
    args: (v) => [{ description: v.description, image: v.image, externalLink: v.externalLink }],
    current: reads('collectionInfo'),
  },
  {
    action: 'set-royalty',
    fn: 'setRoyalty',
    role: 'ADMIN_ROLE',
    description: 'Sets the ERC-2981 royalty receiver and rate (at most 1000 bps, 10%)',
    params: [address('receiver', 'royalty receiver'), uint('bps', 'royalty, basis points', { max: 1000n })],
    current: async (ctx) => {
      const [receiver, bps] = await ctx.contract.getFunction('royaltyInfo')(0n, 10_000n)
      return { receiver, bps }
    },
  },
]
