import { fail } from './action/errors'
import {
  address,
  addresses,
  amount,
  csvFile,
  NATIVE,
  parseAddress,
  parseAmount,
  parseRarity,
  parseUint,
  rarity,
  uint,
} from './action/params'
import { ownerOfToken, reads, readsOf } from './action/readers'
import { defineGroup } from './action/run'
import { marketActions, pauseActions, recoverActions } from './action/shared-actions'

/** HeroCard: card types, sale, whitelist, merges, funds, minter / operator / burner mints, pause, recovery. */
export default defineGroup({
  group: 'cards',
  targets: { HeroCard: 'HeroCard' },
  actions: [
    {
      action: 'set-card-infos',
      fn: 'setCardInfos',
      role: 'ADMIN_ROLE',
      description:
        'Adds or updates card types (CSV rows: cardId,camp,rarity,name,maxAmount,cardURI,weapon,background)',
      params: [
        csvFile('file', 'card types', (c) => {
          if (c.length < 8) fail('expected cardId,camp,rarity,name,maxAmount,cardURI,weapon,background')
          const info = {
            cardId: parseUint(c[0]!, 1n, 65_535n),
            camp: parseUint(c[1]!, 1n, 4n),
            rarity: parseRarity(c[2]!),
            name: c[3]!,
            currentAmount: 0n,
            maxAmount: parseUint(c[4]!, 1n),
            cardURI: c[5]!,
          }
          return { info, attributes: { weapon: c[6]!, background: c[7]! } }
        }),
      ],
      args: (v) => {
        const rows = v.file as { info: unknown; attributes: unknown }[]
        return [rows.map((r) => r.info), rows.map((r) => r.attributes)]
      },
    },
    {
      action: 'set-mint-settings',
      fn: 'setMintSettings',
      role: 'ADMIN_ROLE',
      description: 'Sets the free-mint cap per address, the sale supply cap and the rarity of public mints',
      params: [
        uint('maxFreeMintPerAddress', 'free B cards per address'),
        uint('maxSupply', 'sale supply cap'),
        rarity('publicMintRarity', 'rarity of public mints'),
      ],
      current: reads('maxFreeMintPerAddress', 'maxSupply', 'publicMintRarity'),
    },
    {
      action: 'set-renderer',
      fn: 'setRenderer',
      role: 'ADMIN_ROLE',
      description: 'Replaces the metadata renderer',
      params: [address('renderer', 'renderer (e.g. HeroCardRenderer)')],
      current: reads('renderer'),
    },
    {
      action: 'set-fee-receivers',
      fn: 'setFeeReceivers',
      role: 'ADMIN_ROLE',
      description: 'Sets the receivers of the buyback and marketing shares',
      params: [address('buyback', 'buyback receiver'), address('marketing', 'marketing receiver')],
      current: reads('buybackAddress', 'marketingAddress'),
    },
    {
      action: 'start-public-sale',
      fn: 'startPublicSale',
      role: 'ADMIN_ROLE',
      description: 'Opens the public sale at a price per card',
      params: [amount('price', 'price per card in native coin', NATIVE)],
      current: reads('publicSaleActive', 'nftPrice'),
    },
    {
      action: 'stop-public-sale',
      fn: 'stopPublicSale',
      role: 'ADMIN_ROLE',
      description: 'Closes the public sale',
      current: reads('publicSaleActive'),
    },
    {
      action: 'set-whitelist',
      fn: 'setWhitelist',
      role: 'ADMIN_ROLE',
      description: 'Sets whitelist terms (CSV rows: address,rarity,remainingAmount,price in native coin)',
      params: [
        csvFile('file', 'whitelist', (c, ctx) => {
          if (c.length < 4) fail('expected address,rarity,remainingAmount,price')
          return {
            user: parseAddress(c[0]!, ctx.deployment),
            info: {
              rarity: parseRarity(c[1]!),
              remainingAmount: parseUint(c[2]!, 1n),
              price: parseAmount(c[3]!, NATIVE),
            },
          }
        }),
      ],
      args: (v) => {
        const rows = v.file as { user: string; info: unknown }[]
        return [rows.map((r) => r.user), rows.map((r) => r.info)]
      },
    },
    {
      action: 'remove-whitelist',
      fn: 'removeWhitelist',
      role: 'ADMIN_ROLE',
      description: 'Removes addresses from the whitelist',
      params: [addresses('users', 'addresses')],
      current: readsOf('users', 'containsInWhiteList'),
    },
    {
      action: 'set-merge-prices',
      fn: 'setMergePrices',
      role: 'ADMIN_ROLE',
      description:
        'Sets merge terms per rarity while merges are stopped (CSV rows: rarity,mergePrice,directionalPrice,successRateBps)',
      params: [
        csvFile('file', 'merge terms', (c) => {
          if (c.length < 4) fail('expected rarity,mergePrice,directionalPrice,successRateBps')
          return [
            parseRarity(c[0]!),
            parseAmount(c[1]!, NATIVE),
            parseAmount(c[2]!, NATIVE),
            parseUint(c[3]!, 0n, 10_000n),
          ] as const
        }),
      ],
      args: (v) => {
        const rows = v.file as (readonly [number, bigint, bigint, bigint])[]
        return [0, 1, 2, 3].map((i) => rows.map((r) => r[i]))
      },
    },
    {
      action: 'start-merge',
      fn: 'startMerge',
      role: 'ADMIN_ROLE',
      description: 'Opens merges',
      current: reads('mergeActive'),
    },
    {
      action: 'stop-merge',
      fn: 'stopMerge',
      role: 'ADMIN_ROLE',
      description: 'Closes merges (pending merges still resolve)',
      current: reads('mergeActive'),
    },
    {
      action: 'withdraw-prize-pool',
      fn: 'withdrawPrizePool',
      role: 'PRIZE_POOL_ROLE',
      description:
        'Pays from the prize pool (PRIZE_POOL_ROLE: the World Cup on BSC; on Polygon the admin, to sweep it to BSC)',
      params: [address('to', 'receiver'), amount('amount', 'native coin', NATIVE)],
      current: reads('prizePoolBalance'),
    },
    {
      action: 'withdraw-funds',
      fn: 'withdrawFunds',
      role: 'ADMIN_ROLE',
      description:
        'Pays the buyback and marketing shares to their receivers and the sale proceeds to a receiver',
      params: [address('saleReceiver', 'receiver of the sale proceeds')],
      current: reads('buybackBalance', 'marketingBalance', 'saleBalance'),
    },
    {
      action: 'mint-cards',
      fn: 'mintCards',
      role: 'MINTER_ROLE',
      description: 'Mints cards of a hero (MINTER_ROLE: boxes, mirror, bridge, raffle)',
      params: [
        address('to', 'receiver'),
        uint('heroId', 'hero (card) id', { min: 1n, max: 65_535n }),
        rarity('rarity', 'rarity'),
        uint('quantity', 'cards', { min: 1n }),
      ],
      current: readsOf('to', 'balanceOf'),
    },
    {
      action: 'free-mint',
      fn: 'freeMultiMint',
      role: 'OPERATOR_ROLE',
      description:
        "Mints free cards of a hero at the card's own rarity to the operator's own address (public sale on)",
      params: [
        uint('amount', 'cards (1..10)', { min: 1n, max: 10n }),
        uint('heroId', 'hero (card) id', { min: 1n, max: 65_535n }),
        rarity('rarity', 'rarity'),
      ],
      current: async (ctx) => ({ balance: await ctx.contract.getFunction('balanceOf')(ctx.signer.address) }),
    },
    {
      action: 'compensation-mint',
      fn: 'freeMultiMint',
      role: 'COMPENSATION_ROLE',
      description:
        "Mints compensation cards of any hero at any rarity to the sender's own address (COMPENSATION_ROLE: a cold key)",
      params: [
        uint('amount', 'cards (1..10)', { min: 1n, max: 10n }),
        uint('heroId', 'hero (card) id', { min: 1n, max: 65_535n }),
        rarity('rarity', 'rarity'),
      ],
      current: async (ctx) => ({ balance: await ctx.contract.getFunction('balanceOf')(ctx.signer.address) }),
    },
    {
      action: 'burn',
      fn: 'burn',
      role: 'BURNER_ROLE',
      description: 'Burns any card (BURNER_ROLE: the voucher redeemer)',
      params: [uint('tokenId', 'token id', { min: 1n })],
      current: ownerOfToken,
    },
    ...pauseActions('user writes and transfers (resolutions still run)'),
    ...recoverActions(),
    ...marketActions(),
  ],
})
