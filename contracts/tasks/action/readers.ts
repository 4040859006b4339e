import { show } from './print'
import type { Ctx, Values } from './types'

/** A `current` reader of the owner of the token in `values.tokenId` ("none" once burned). */
export const ownerOfToken = async (ctx: Ctx, values: Values) => ({
  owner: await ctx.contract
    .getFunction('ownerOf')(values.tokenId)
    .catch(() => 'none'),
})

/** A `current` reader of argument-free views: `reads('rewardPerBlock', 'paused')`. */
export const reads =
  (...names: string[]) =>
  async (ctx: Ctx): Promise<Record<string, unknown>> =>
    Object.fromEntries(await Promise.all(names.map(async (n) => [n, await ctx.contract.getFunction(n)()])))

/** A `current` reader of views taking one parameter's value: `readsOf('user', 'containsInWhiteList')`. */
export const readsOf =
  (paramName: string, ...names: string[]) =>
  async (ctx: Ctx, values: Values): Promise<Record<string, unknown>> => {
    const arg = values[paramName]
    const list = Array.isArray(arg) ? arg.slice(0, 5) : [arg]
    const out: Record<string, unknown> = {}
    for (const name of names)
      for (const a of list) out[`${name}(${show(a)})`] = await ctx.contract.getFunction(name)(a)
    return out
  }
