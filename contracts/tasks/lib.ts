import fs from 'node:fs'
import path from 'node:path'
import type { HardhatEthersSigner } from '@nomicfoundation/hardhat-ethers/signers'
import { type Contract, ethers } from 'ethers'
import { task } from 'hardhat/config'
import { HardhatPluginError } from 'hardhat/plugins'
import type { HardhatRuntimeEnvironment } from 'hardhat/types'
import { type Deployment, readDeployment } from '../scripts/deploy/deployments'

/**
 * The admin tasks' machinery: every role-gated function of every contract is one `Action` in a group's table
 * (`tasks/<group>.ts`), registered as `hardhat <group>:<action>`. A run reads the contract's address from
 * `deployments/<chainId>.json` (DEPLOYMENTS_DIR), parses and validates the arguments, prints the call and the
 * current value, checks that the sender holds the role (naming the missing one), simulates, and sends unless
 * `--dry-run`; `--calldata` prints the transaction for a multisig or timelock instead.
 * Task files must not import `hardhat` itself (the config loads them); they get the runtime as `hre`.
 */

/** What a parser or reader of an action gets. */
export type Ctx = {
  hre: HardhatRuntimeEnvironment
  chainId: number
  deployment: Deployment
  /** The deployment key of the target (e.g. BlindBoxV1) and its contract, connected to the sender. */
  key: string
  contract: Contract
  signer: HardhatEthersSigner
}

/** A command-line argument: `name` is the Hardhat (camelCase) name, `--kebab-case` on the command line. */
export type Param = {
  name: string
  description: string
  optional?: boolean
  /** Checks and converts the raw text; `values` holds the parameters parsed before this one. */
  parse: (raw: string, ctx: Ctx, values: Values) => unknown
  /** How the parsed value is printed (default: String). */
  show?: (value: never) => string
}

export type Values = Record<string, unknown>

/** One role-gated function and its task. */
export type Action = {
  /** Task name after the group: `<group>:<action>`. */
  action: string
  /** The contract function (a name, or a full signature when overloaded). */
  fn: string
  /** The role the function requires, by name; a function of the values for role-dependent checks (grantRole). */
  role: string | ((ctx: Ctx, values: Values) => Promise<string>)
  description: string
  params?: Param[]
  /** Contract arguments from the parsed values (default: the params' values in order). */
  args?: (values: Values, ctx: Ctx) => unknown[] | Promise<unknown[]>
  /** Native coin sent along (payable functions). */
  value?: (values: Values) => bigint
  /** What the action changes, read before and after: label -> printed value. */
  current?: (ctx: Ctx, values: Values) => Promise<Record<string, unknown>>
  /** Runs after the transaction is mined (e.g. writes the claim tree the server serves). */
  afterSend?: (ctx: Ctx, values: Values, log: (line: string) => void) => void
}

/** A group of tasks for one contract, or for several deployments of one kind chosen with `--<targetParam>`. */
export type Group = {
  group: string
  /** Choice name -> deployment key. One entry: no choice parameter. */
  targets: Record<string, string>
  /** Name of the choice parameter when there are several targets (e.g. `box`). */
  targetParam?: string
  actions: Action[]
}

/** Every group, in registration order (the ABI walk and `status` read it). */
export const GROUPS: Group[] = []

/**
 * Contracts that answer part of their reads through a fallback to a companion (HeroCard forwards its request, merge
 * and whitelist views to HeroCardViews): their tasks see both ABIs at the one address.
 */
const COMPANION_ABI: Record<string, string> = { HeroCard: 'HeroCardViews' }

async function contractAt(
  hre: HardhatRuntimeEnvironment,
  name: string,
  target: string,
  signer: HardhatEthersSigner,
) {
  const companion = COMPANION_ABI[name]
  if (!companion) return hre.ethers.getContractAt(name, target, signer)
  const abi = [
    ...(await hre.artifacts.readArtifact(name)).abi,
    ...(await hre.artifacts.readArtifact(companion)).abi,
  ]
  const seen = new Set<string>()
  const unique = abi.filter((item) => {
    const id = JSON.stringify([item.type, item.name, item.inputs])
    if (seen.has(id)) return false
    seen.add(id)
    return true
  })
  return hre.ethers.getContractAt(unique, target, signer)
}

/** The artifact (contract name) behind a deployment key, when the key is not the contract's own name. */
export const ARTIFACT_OF: Record<string, string> = {
  BUSD: 'TestToken',
  USDC: 'TestToken',
  WBNB: 'WrappedNative',
  WMATIC: 'WrappedNative',
  FinaBusdPair: 'FinaPair',
  FinaBnbPair: 'FinaPair',
  FinaMaticPair: 'FinaPair',
  BlindBoxV1: 'BlindBox',
  BlindBoxV2: 'BlindBox',
  BlindBoxV3: 'BlindBox',
  BlindBoxV4: 'BlindBox',
  MysteryBox: 'BlindBox',
}
export const artifactOf = (key: string) => ARTIFACT_OF[key] ?? key

/** Rarity names of the spec, rarity 1..9. */
export const RARITY_NAMES = ['B', 'A', 'S', 'S+', 'SS', 'SS+', 'SSS', 'SSS+', 'X'] as const
/** World Cup matches are ids 0..63. */
export const MATCH_COUNT = 64

/** A refusal or bad input: Hardhat prints the message without a stack trace. */
export function fail(message: string): never {
  throw new HardhatPluginError('finaverse', message)
}

/** The deployment file of a chain (DEPLOYMENTS_DIR honoured at call time). */
export function loadDeployment(chainId: number): Deployment {
  const deployment = readDeployment(chainId)
  if (!deployment) fail(`No deployments/${chainId}.json (DEPLOYMENTS_DIR): deploy first`)
  return deployment
}

export function addressOf(deployment: Deployment, key: string): string {
  const address = deployment.contracts[key]
  if (!address)
    fail(`${key} is not deployed on chain ${deployment.chainId} (deployments/${deployment.chainId}.json)`)
  return address
}

/** Role name -> role id (`DEFAULT_ADMIN_ROLE` is zero). */
export const roleId = (name: string) => (name === 'DEFAULT_ADMIN_ROLE' ? ethers.ZeroHash : ethers.id(name))

/** The role constants a contract's ABI declares (`*_ROLE()` views), with DEFAULT_ADMIN_ROLE first. */
export function roleNames(contract: { interface: ethers.Interface }): string[] {
  const names: string[] = []
  contract.interface.forEachFunction((f) => {
    if (f.name.endsWith('_ROLE') && f.inputs.length === 0) names.push(f.name)
  })
  return names.sort((a, b) =>
    a === 'DEFAULT_ADMIN_ROLE' ? -1 : b === 'DEFAULT_ADMIN_ROLE' ? 1 : a.localeCompare(b),
  )
}

// ================================================================= parameters

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

// ================================================================= shared actions

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

// ================================================================= running

export type ActionResult = {
  task: string
  status: 'sent' | 'simulated' | 'calldata'
  to: string
  data: string
  hash?: string
  before?: Record<string, unknown>
  after?: Record<string, unknown>
}

type RawArgs = Record<string, string | boolean | undefined> & {
  dryRun?: boolean
  calldata?: boolean
  from?: string
}

const show = (value: unknown): string =>
  typeof value === 'bigint'
    ? value.toString()
    : Array.isArray(value)
      ? `[${value.map(show).join(', ')}]`
      : typeof value === 'object' && value !== null
        ? JSON.stringify(value, (_k, v) => (typeof v === 'bigint' ? v.toString() : v))
        : String(value)
const showAll = (values: Record<string, unknown>) =>
  Object.entries(values)
    .map(([k, v]) => `${k} = ${show(v)}`)
    .join(', ')

/** A revert's custom error with its arguments (decoded with the target's ABI), or the node's message. */
export function revertReason(error: unknown, iface?: ethers.Interface): string {
  const e = error as {
    revert?: { name: string; args: unknown[] }
    data?: unknown
    shortMessage?: string
    message?: string
  }
  if (e.revert) return `${e.revert.name}(${e.revert.args.map(show).join(', ')})`
  const parsed = typeof e.data === 'string' && e.data.length >= 10 ? iface?.parseError(e.data) : null
  if (parsed) return `${parsed.name}(${parsed.args.map(show).join(', ')})`
  return e.shortMessage ?? e.message ?? String(error)
}

/** Where tasks print (tests capture it). */
export const output = { log: (line: string) => console.log(line) }

/** Resolves the target, parses the arguments, prints, checks the role, simulates and (unless a dry run) sends. */
export async function runAction(
  hre: HardhatRuntimeEnvironment,
  group: Group,
  action: Action,
  raw: RawArgs,
  log: (line: string) => void = (line) => output.log(line),
): Promise<ActionResult> {
  const taskName = `${group.group}:${action.action}`
  const chainId = Number((await hre.ethers.provider.getNetwork()).chainId)
  const deployment = loadDeployment(chainId)
  const choices = Object.keys(group.targets)
  let key = group.targets[choices[0]!]!
  if (choices.length > 1) {
    const choice = raw[group.targetParam!] as string | undefined
    if (!choice || !group.targets[choice])
      fail(`--${kebab(group.targetParam!)} must be one of ${choices.join(', ')}`)
    key = group.targets[choice]!
  }
  const target = addressOf(deployment, key)
  const signer = raw.from
    ? await hre.ethers.getSigner(parseAddress(raw.from))
    : ((await hre.ethers.getSigners())[0] ?? fail('No account: set DEPLOYER_PRIVATE_KEY'))
  const contract = (await contractAt(hre, artifactOf(key), target, signer)) as unknown as Contract
  const ctx: Ctx = { hre, chainId, deployment, key, contract, signer }

  const values: Values = {}
  const shown: string[] = []
  for (const p of action.params ?? []) {
    const input = raw[p.name]
    if (input === undefined || input === '') {
      if (!p.optional) fail(`--${kebab(p.name)} is required (${p.description})`)
      continue
    }
    try {
      values[p.name] = await p.parse(String(input), ctx, values)
    } catch (error) {
      fail(`--${kebab(p.name)}: ${(error as Error).message.replace(/^.*?finaverse: /, '')}`)
    }
    shown.push(`${p.name}: ${p.show ? p.show(values[p.name] as never) : show(values[p.name])}`)
  }
  const args = action.args ? await action.args(values, ctx) : (action.params ?? []).map((p) => values[p.name])
  const fn = contract.getFunction(action.fn)
  const value = action.value?.(values) ?? 0n
  const data = contract.interface.encodeFunctionData(action.fn, args)

  log(`${taskName}: ${key}.${action.fn}(${shown.join(', ')})`)
  log(`  on ${hre.network.name} (chain ${chainId}) at ${target}, from ${signer.address}`)
  const before = action.current ? await action.current(ctx, values) : undefined
  if (before) log(`  current: ${showAll(before)}`)
  if (raw.calldata) {
    log(`  transaction for a multisig or timelock: to ${target}, value ${value}, data ${data}`)
    return { task: taskName, status: 'calldata', to: target, data }
  }

  const roleName = typeof action.role === 'function' ? await action.role(ctx, values) : action.role
  if (!(await contract.getFunction('hasRole')(roleId(roleName), signer.address)))
    fail(
      `${signer.address} lacks ${roleName} on ${key} (${target}): nothing sent (--calldata prints the transaction for a holder)`,
    )

  try {
    await fn.staticCall(...args, { value })
  } catch (error) {
    fail(`${key}.${action.fn} would revert: ${revertReason(error, contract.interface)}; nothing sent`)
  }
  if (raw.dryRun) {
    log('  dry run: the simulation passed; nothing sent')
    return { task: taskName, status: 'simulated', to: target, data, ...(before && { before }) }
  }
  const tx = await fn(...args, { value })
  const receipt = await tx.wait()
  log(`  sent ${tx.hash} (block ${receipt?.blockNumber}, gas ${receipt?.gasUsed})`)
  action.afterSend?.(ctx, values, log)
  const after = action.current ? await action.current(ctx, values) : undefined
  if (after) log(`  now: ${showAll(after)}`)
  return {
    task: taskName,
    status: 'sent',
    to: target,
    data,
    hash: tx.hash,
    ...(before && { before }),
    ...(after && { after }),
  }
}

const kebab = (name: string) => name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)

/** Registers a group's tasks with Hardhat and records the group. */
export function defineGroup(group: Group): Group {
  const choices = Object.keys(group.targets)
  for (const action of group.actions) {
    const t = task(
      `${group.group}:${action.action}`,
      `${action.description} [${typeof action.role === 'string' ? action.role : 'role-dependent'}]`,
    )
    if (choices.length > 1) t.addParam(group.targetParam!, `one of ${choices.join(', ')}`)
    for (const p of action.params ?? []) t.addOptionalParam(p.name, p.description)
    t.addFlag('dryRun', 'stop after the simulation; send nothing')
      .addFlag('calldata', 'print the transaction (to, data) for a multisig or timelock; send nothing')
      .addOptionalParam(
        'from',
        'local nodes only: an unlocked account to send from (default: the first account)',
      )
      .setAction((args: RawArgs, hre) => runAction(hre, group, action, args))
  }
  GROUPS.push(group)
  return group
}

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
