import { roleId, roleNames } from './action/contracts'
import { address, role } from './action/params'
import { defineGroup } from './action/run'
import type { Ctx, Values } from './action/types'

/** Every deployment key of a contract with roles (AccessControl); `--contract <key>`. */
export const ROLE_CONTRACTS = [
  'FinaToken',
  'BUSD',
  'USDC',
  'FinaPairFactory',
  'FinaFarm',
  'GameVault',
  'EmailBinding',
  'RandomnessAdapter',
  'HeroCard',
  'CardStaking',
  'BlindBoxV1',
  'BlindBoxV2',
  'BlindBoxV3',
  'BlindBoxV4',
  'MysteryBox',
  'MysteryBoxClaim',
  'GenesisHero',
  'HeroMirror',
  'CardsVoucher',
  'VoucherRedeem',
  'CardBridge',
  'CardBridgeMinter',
  'WorldCup',
  'WorldCupRaffle',
] as const

/** The admin role of `values.role` (DEFAULT_ADMIN_ROLE for every role here), by name. */
async function adminOf(ctx: Ctx, values: Values): Promise<string> {
  const admin = (await ctx.contract.getFunction('getRoleAdmin')(roleId(values.role as string))) as string
  return roleNames(ctx.contract).find((n) => roleId(n) === admin) ?? admin
}
const holds = async (ctx: Ctx, v: Values) => ({
  [`hasRole(${v.role}, ${v.account ?? ctx.signer.address})`]: await ctx.contract.getFunction('hasRole')(
    roleId(v.role as string),
    v.account ?? ctx.signer.address,
  ),
})

/** Roles of any contract: grant and revoke (the role's admin), renounce (the holder itself; handover). */
export default defineGroup({
  group: 'roles',
  targets: Object.fromEntries(ROLE_CONTRACTS.map((k) => [k, k])),
  targetParam: 'contract',
  actions: [
    {
      action: 'grant',
      fn: 'grantRole',
      role: adminOf,
      description: 'Grants a role of a contract',
      params: [role('role', 'role'), address('account', 'holder')],
      args: (v) => [roleId(v.role as string), v.account],
      current: holds,
    },
    {
      action: 'revoke',
      fn: 'revokeRole',
      role: adminOf,
      description: 'Revokes a role of a contract',
      params: [role('role', 'role'), address('account', 'holder')],
      args: (v) => [roleId(v.role as string), v.account],
      current: holds,
    },
    {
      action: 'renounce',
      fn: 'renounceRole',
      role: async (_ctx, v) => v.role as string,
      description: "Gives up one of the sender's own roles (the deployer's handover)",
      params: [role('role', 'role')],
      args: (v, ctx) => [roleId(v.role as string), ctx.signer.address],
      current: holds,
    },
  ],
})
