import { address, bool, uint } from './action/params'
import { ownerOfToken, reads, readsOf } from './action/readers'
import { defineGroup } from './action/run'
import { marketActions, pauseActions, recoverActions } from './action/shared-actions'

/** CardsVoucher (mint, burn) and VoucherRedeem (accepted collections, vouchers per card). */
export const vouchers = defineGroup({
  group: 'vouchers',
  targets: { CardsVoucher: 'CardsVoucher' },
  actions: [
    {
      action: 'mint',
      fn: 'mint',
      role: 'MINTER_ROLE',
      description: 'Mints vouchers (MINTER_ROLE: the redeemer)',
      params: [address('to', 'receiver'), uint('amount', 'vouchers', { min: 1n })],
      current: readsOf('to', 'balanceOf'),
    },
    {
      action: 'burn',
      fn: 'burn',
      role: 'BURNER_ROLE',
      description: 'Burns any voucher (BURNER_ROLE)',
      params: [uint('tokenId', 'voucher id')],
      current: ownerOfToken,
    },
    ...pauseActions('voucher mints and transfers'),
    ...marketActions(),
    ...recoverActions(),
  ],
})

export const redeem = defineGroup({
  group: 'redeem',
  targets: { VoucherRedeem: 'VoucherRedeem' },
  actions: [
    {
      action: 'set-accepted-token',
      fn: 'setAcceptedToken',
      role: 'ADMIN_ROLE',
      description: 'Accepts (true) or refuses (false) a card collection for redemption',
      params: [address('token', 'card collection (e.g. HeroCard)'), bool('accepted', 'accepted')],
      current: readsOf('token', 'acceptedTokens'),
    },
    {
      action: 'set-redeem-amount',
      fn: 'setRedeemAmount',
      role: 'ADMIN_ROLE',
      description: 'Sets the vouchers minted per redeemed card',
      params: [uint('amount', 'vouchers per card', { min: 1n })],
      current: reads('redeemAmount'),
    },
    ...pauseActions('redemptions'),
    ...recoverActions(),
  ],
})
