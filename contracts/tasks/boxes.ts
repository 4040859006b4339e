import { ethers } from 'ethers'
import { fail } from './action/errors'
import {
  address,
  addresses,
  amount,
  bool,
  csvFile,
  parseUint,
  rarityPairs,
  splitPairs,
  tokenUnit,
  uint,
} from './action/params'
import { reads, readsOf } from './action/readers'
import { defineGroup } from './action/run'
import { marketActions, pauseActions, recoverActions } from './action/shared-actions'

/** The box versions: `--box V1` .. `V4`, `Mystery`. */
const targets = {
  V1: 'BlindBoxV1',
  V2: 'BlindBoxV2',
  V3: 'BlindBoxV3',
  V4: 'BlindBoxV4',
  Mystery: 'MysteryBox',
}

/** BlindBox (each version and the mystery box): sale terms, quotas, odds, whitelist, switches, pause, recovery. */
export default defineGroup({
  group: 'boxes',
  targets,
  targetParam: 'box',
  actions: [
    {
      action: 'set-sale-config',
      fn: 'setSaleConfig',
      role: 'ADMIN_ROLE',
      description:
        'Sets the payment token (omit for the native coin), the price and the receiver of payments',
      params: [
        address('paymentToken', 'ERC20 to pay in (e.g. BUSD); omit for the native coin', { optional: true }),
        amount('price', 'price per box', (ctx, v) =>
          tokenUnit(ctx, (v.paymentToken as string | undefined) ?? ethers.ZeroAddress),
        ),
        address('receiver', 'receiver of the payments'),
      ],
      args: (v) => [v.paymentToken ?? ethers.ZeroAddress, v.price, v.receiver],
      current: reads('paymentToken', 'price', 'receivingAddress'),
    },
    {
      action: 'set-quotas',
      fn: 'setQuotas',
      role: 'ADMIN_ROLE',
      description: 'Sets the total boxes on sale and the boxes per address (public and whitelist)',
      params: [
        uint('total', 'boxes on sale'),
        uint('perAddress', 'boxes per address (public)'),
        uint('perWhitelisted', 'boxes per whitelisted address'),
      ],
      current: reads('totalQuota', 'publicBuyableQuota', 'whiteListBuyableQuota', 'sold'),
    },
    {
      action: 'set-cards-quota',
      fn: 'setCardsQuota',
      role: 'ADMIN_ROLE',
      description: 'Sets how many cards of each hero the boxes give (CSV rows: cardId,quota)',
      params: [
        csvFile('file', 'card quotas', (c) => {
          if (c.length < 2) fail('expected cardId,quota')
          return [parseUint(c[0]!, 1n, 65_535n), parseUint(c[1]!)] as const
        }),
      ],
      args: (v) => {
        const rows = v.file as (readonly [bigint, bigint])[]
        return [rows.map((r) => r[0]), rows.map((r) => r[1])]
      },
      current: reads('cardsRemaining'),
    },
    {
      action: 'set-rarity-odds',
      fn: 'setRarityOdds',
      role: 'ADMIN_ROLE',
      description: 'Switches to odds mode: rarity:bps pairs summing to 10000 (e.g. A:6000,S:4000)',
      params: [rarityPairs('odds', 'odds in bps', { min: 1n, max: 10_000n })],
      args: (v) => {
        const [rarities, bps] = splitPairs(v.odds)
        const sum = (bps as bigint[]).reduce((s, b) => s + b, 0n)
        if (sum !== 10_000n) fail(`--odds: the odds sum to ${sum}, not 10000`)
        return [rarities, bps]
      },
      current: async (ctx) => ({ odds: await ctx.contract.getFunction('getRarityOdds')() }),
    },
    {
      action: 'add-whitelist',
      fn: 'addWhiteList',
      role: 'ADMIN_ROLE',
      description: 'Adds addresses to the whitelist (comma-separated or a CSV file)',
      params: [addresses('users', 'addresses')],
      current: readsOf('users', 'containsInWhiteList'),
    },
    {
      action: 'remove-whitelist',
      fn: 'removeWhiteList',
      role: 'ADMIN_ROLE',
      description: 'Removes addresses from the whitelist',
      params: [addresses('users', 'addresses')],
      current: readsOf('users', 'containsInWhiteList'),
    },
    {
      action: 'set-whitelist-only',
      fn: 'setWhiteListOnly',
      role: 'ADMIN_ROLE',
      description: 'Restricts purchases to whitelisted addresses (true) or opens them (false)',
      params: [bool('whitelistOnly', 'whitelist only')],
      current: reads('whiteListOnly'),
    },
    {
      action: 'start-sale',
      fn: 'startSale',
      role: 'ADMIN_ROLE',
      description: 'Opens the sale',
      current: reads('saleActive'),
    },
    {
      action: 'stop-sale',
      fn: 'stopSale',
      role: 'ADMIN_ROLE',
      description: 'Closes the sale',
      current: reads('saleActive'),
    },
    {
      action: 'mint-to',
      fn: 'mintTo',
      role: 'MINTER_ROLE',
      description: 'Mints boxes to an address (MINTER_ROLE: the mystery box claim contract)',
      params: [address('to', 'receiver'), uint('amount', 'boxes', { min: 1n })],
      current: readsOf('to', 'balanceOf'),
    },
    ...pauseActions('purchases and opens'),
    ...recoverActions(),
    ...marketActions(),
  ],
})
