import fs from 'node:fs'
import path from 'node:path'
import { ethers } from 'ethers'
import type { Deployment } from '../../scripts/deploy/deployments'
import { roleNames } from './contracts'
import { fail } from './errors'
import type { Ctx, Param, Values } from './types'

// How a task's command-line arguments are checked and converted: one builder of a `Param` per kind of value, and
// the parser behind it (exported where a group parses rows of a file with it).

/** Rarity names of the spec, rarity 1..9. */
export const RARITY_NAMES = ['B', 'A', 'S', 'S+', 'SS', 'SS+', 'SSS', 'SSS+', 'X'] as const
/** World Cup matches are ids 0..63. */
export const MATCH_COUNT = 64

type Unit = { symbol: string; decimals: number }
type Opts = { optional?: boolean }

const param = (name: string, description: string, opts: Opts, parse: Param['parse'], show?: Param['show']) =>
  ({ name, description, optional: opts.optional, parse, show }) as Param

/** An address, or the name of a contract of the deployment (e.g. `GameVault`). The zero address is refused. */
export function parseAddress(raw: string, deployment?: Deployment): string {
  const known = deployment?.contracts[raw]
  if (known) return known
  if (!ethers.isAddress(raw)) fail(`not an address: ${raw}`)
  const address = ethers.getAddress(raw.toLowerCase())
  if (address === ethers.ZeroAddress) fail('the zero address is not allowed')
  return address
}

export const address = (name: string, description: string, opts: Opts = {}) =>
  param(name, `${description} (address or contract name)`, opts, (raw, ctx) =>
    parseAddress(raw, ctx.deployment),
  )

/** Comma-separated addresses, or a CSV file whose first column holds them (a header row is skipped). */
export const addresses = (name: string, description: string, opts: Opts = {}) =>
  param(
    name,
    `${description} (comma-separated, or a CSV file)`,
    opts,
    (raw, ctx) => {
      const list = fs.existsSync(raw) ? readCsv(raw).map((row) => row[0]!) : raw.split(',')
      const out = list.map((a) => parseAddress(a.trim(), ctx.deployment))
      if (out.length === 0) fail('no addresses given')
      return out
    },
    (v: string[]) => (v.length > 3 ? `${v.slice(0, 3).join(', ')} and ${v.length - 3} more` : v.join(', ')),
  )

/** A non-negative integer within [min, max]. */
export function parseUint(raw: string, min = 0n, max = ethers.MaxUint256): bigint {
  if (!/^\d+$/.test(raw.trim())) fail(`not a whole number: ${raw}`)
  const value = BigInt(raw.trim())
  if (value < min || value > max) fail(`${raw} is out of range ${min}..${max}`)
  return value
}

export const uint = (
  name: string,
  description: string,
  range: { min?: bigint; max?: bigint } = {},
  opts: Opts = {},
) => param(name, description, opts, (raw) => parseUint(raw, range.min, range.max))

export const uints = (name: string, description: string, range: { min?: bigint; max?: bigint } = {}) =>
  param(
    name,
    `${description} (comma-separated)`,
    {},
    (raw) => raw.split(',').map((r) => parseUint(r, range.min, range.max)),
    (v: bigint[]) => v.join(', '),
  )

export const bps = (name: string, description: string) =>
  uint(name, `${description}, basis points (10000 = 100%)`, { max: 10_000n })

export function parseBool(raw: string): boolean {
  const v = raw.trim().toLowerCase()
  if (['true', 'on', 'yes', '1'].includes(v)) return true
  if (['false', 'off', 'no', '0'].includes(v)) return false
  return fail(`not true or false: ${raw}`)
}
export const bool = (name: string, description: string) =>
  param(name, `${description} (true or false)`, {}, parseBool)

/** Free text (any characters; the contracts escape it for JSON). */
export const text = (name: string, description: string, opts: Opts = {}) =>
  param(name, description, opts, (raw) => raw)

export const bytes32 = (name: string, description: string) =>
  param(name, `${description} (0x + 64 hex digits)`, {}, (raw) => {
    if (!ethers.isHexString(raw, 32)) fail(`not a 32-byte hex value: ${raw}`)
    return raw
  })

/** A decimal amount of a token, converted with its decimals ("1.5" FINA = 1.5e18). */
export function parseAmount(raw: string, unit: Unit): bigint {
  const match = /^(\d+)(?:\.(\d+))?$/.exec(raw.trim())
  if (!match) fail(`not an amount: ${raw} (a decimal number of ${unit.symbol})`)
  if ((match[2]?.length ?? 0) > unit.decimals)
    fail(`${raw} has more than ${unit.decimals} decimals (${unit.symbol})`)
  return ethers.parseUnits(raw.trim(), unit.decimals)
}

/** The unit of an amount: fixed, or read from the chain (a token's decimals). */
export type UnitOf = Unit | ((ctx: Ctx, values: Values) => Promise<Unit>)
export const NATIVE: Unit = { symbol: 'native coin', decimals: 18 }
export const FINA: Unit = { symbol: 'FINA', decimals: 18 }

/** The unit of an ERC20 at `address` (zero: the native coin). */
export async function tokenUnit(ctx: Ctx, address: string): Promise<Unit> {
  if (address === ethers.ZeroAddress) return NATIVE
  const token = new ethers.Contract(
    address,
    ['function decimals() view returns (uint8)', 'function symbol() view returns (string)'],
    ctx.signer,
  )
  return {
    decimals: Number(await token.getFunction('decimals')()),
    symbol: String(await token.getFunction('symbol')()),
  }
}

const units = new WeakMap<Param, Unit>()
export const amount = (name: string, description: string, unit: UnitOf, opts: Opts = {}) => {
  const p: Param = param(name, `${description} (a decimal amount)`, opts, async (raw, ctx, values) => {
    const u = typeof unit === 'function' ? await unit(ctx, values) : unit
    units.set(p, u)
    return parseAmount(raw, u)
  })
  p.show = ((v: bigint) => {
    const u = units.get(p)
    return u ? `${ethers.formatUnits(v, u.decimals)} ${u.symbol}` : String(v)
  }) as Param['show']
  return p
}

/** A rarity by name (B, A, S, S+, SS, SS+, SSS, SSS+, X) or number 1..9. */
export function parseRarity(raw: string): number {
  const name = raw.trim().toUpperCase()
  const index = RARITY_NAMES.indexOf(name as (typeof RARITY_NAMES)[number])
  if (index >= 0) return index + 1
  if (/^[1-9]$/.test(name)) return Number(name)
  return fail(`unknown rarity ${raw}: one of ${RARITY_NAMES.join(', ')}`)
}
const showRarity = (r: number) => `${RARITY_NAMES[r - 1]} (${r})`
export const rarity = (name: string, description: string) =>
  param(name, `${description}: ${RARITY_NAMES.join(', ')}`, {}, parseRarity, showRarity)
export const rarities = (name: string, description: string) =>
  param(
    name,
    `${description}: comma-separated rarity names`,
    {},
    (raw) => raw.split(',').map(parseRarity),
    (v: number[]) => v.map(showRarity).join(', '),
  )

export function parseMatchId(raw: string): number {
  return Number(parseUint(raw, 0n, BigInt(MATCH_COUNT - 1)))
}
export const matchId = (name: string, description: string) =>
  param(name, `${description} (0..${MATCH_COUNT - 1})`, {}, parseMatchId)
export const matchIds = (name: string, description: string) =>
  param(
    name,
    `${description} (comma-separated, 0..${MATCH_COUNT - 1})`,
    {},
    (raw) => raw.split(',').map(parseMatchId),
    (v: number[]) => v.join(', '),
  )

/** A duration: seconds, or a number with s, m, h or d. */
export function parseDuration(raw: string): bigint {
  const match = /^(\d+)([smhd]?)$/.exec(raw.trim())
  if (!match) fail(`not a duration: ${raw} (e.g. 3600, 90m, 7d)`)
  const factor = { '': 1n, s: 1n, m: 60n, h: 3600n, d: 86_400n }[match[2] as '' | 's' | 'm' | 'h' | 'd']
  return BigInt(match[1]!) * factor
}
export const duration = (name: string, description: string) =>
  param(name, `${description} (seconds, or 90m, 12h, 7d)`, {}, parseDuration)

/** A point in time: unix seconds or an ISO 8601 date (UTC unless it says otherwise). */
export function parseTime(raw: string): bigint {
  if (/^\d+$/.test(raw.trim())) return BigInt(raw.trim())
  const ms = Date.parse(raw)
  if (Number.isNaN(ms)) fail(`not a time: ${raw} (unix seconds or e.g. 2026-06-11T16:00:00Z)`)
  return BigInt(Math.floor(ms / 1000))
}
const showTime = (t: bigint) => `${new Date(Number(t) * 1000).toISOString()} (${t})`
export const time = (name: string, description: string) =>
  param(name, `${description} (unix seconds or ISO date)`, {}, parseTime, showTime)

/** A role by name (ADMIN_ROLE, ...) as declared by the target contract. */
export const role = (name: string, description: string) =>
  param(name, `${description} (e.g. ADMIN_ROLE)`, {}, (raw, ctx) => {
    const names = roleNames(ctx.contract)
    if (!names.includes(raw)) fail(`${ctx.key} has no role ${raw}: one of ${names.join(', ')}`)
    return raw
  })

/** A JSON file. */
export const jsonFile = (name: string, description: string) =>
  param(
    name,
    `${description} (a JSON file)`,
    {},
    (raw) => {
      if (!fs.existsSync(raw)) fail(`no such file: ${raw}`)
      try {
        return JSON.parse(fs.readFileSync(raw, 'utf8')) as unknown
      } catch (error) {
        return fail(`${raw} is not JSON: ${(error as Error).message}`)
      }
    },
    () => '(file)',
  )

/** Rows of a CSV file (comma-separated, no quoting); a first row that does not start with 0x is a header. */
export function readCsv(file: string): string[][] {
  if (!fs.existsSync(file)) fail(`no such file: ${file}`)
  const rows = fs
    .readFileSync(file, 'utf8')
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith('#'))
    .map((line) => line.split(',').map((cell) => cell.trim()))
  if (rows[0] && !rows[0][0]?.startsWith('0x')) rows.shift()
  return rows
}

/** A CSV file of rows, each checked and converted by `row` (errors name the file and line). */
export const csvFile = <T>(name: string, description: string, row: (cells: string[], ctx: Ctx) => T) =>
  param(
    name,
    `${description} (a CSV file)`,
    {},
    (raw, ctx) => {
      const rows = readCsv(raw)
      if (rows.length === 0) fail(`${raw} has no rows`)
      return rows.map((cells, i) => {
        try {
          return row(cells, ctx)
        } catch (error) {
          return fail(`${path.basename(raw)} row ${i + 1}: ${(error as Error).message}`)
        }
      })
    },
    (v: unknown[]) => `${v.length} rows`,
  )

/** `rarity:value` pairs, comma-separated (e.g. `A:6000,S:4000`), each value within [min, max]. */
export const rarityPairs = (name: string, description: string, range: { min: bigint; max: bigint }) =>
  param(name, `${description}: rarity:value pairs, comma-separated (e.g. A:6000,S:4000)`, {}, (raw) =>
    raw.split(',').map((pair) => {
      const [r, v] = pair.split(':')
      if (!r || !v) fail(`expected rarity:value, got ${pair}`)
      return [parseRarity(r), parseUint(v, range.min, range.max)] as const
    }),
  )

/** The `(rarities, values)` arrays of a `rarityPairs` value. */
export const splitPairs = (pairs: unknown) => {
  const list = pairs as (readonly [number, bigint])[]
  return [list.map((p) => p[0]), list.map((p) => p[1])]
}
