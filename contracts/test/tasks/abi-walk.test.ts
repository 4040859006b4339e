import fs from 'node:fs'
import { expect } from 'chai'
import type { FunctionFragment, ParamType } from 'ethers'
import hre, { ethers } from 'hardhat'
import { artifactOf, roleNames } from '../../tasks/action/contracts'
import { GROUPS } from '../../tasks/action/run'

import { clearDeploymentsDir, tasksChain } from './fixture'

/** A zero / empty value of every ABI type, so that a probe reaches the function's first modifier. */
function zero(type: ParamType): unknown {
  if (type.baseType === 'array')
    return type.arrayLength && type.arrayLength > 0
      ? Array.from({ length: type.arrayLength }, () => zero(type.arrayChildren!))
      : []
  if (type.baseType === 'tuple') return type.components!.map(zero)
  if (type.baseType === 'address') return ethers.ZeroAddress
  if (type.baseType === 'bool') return false
  if (type.baseType === 'string') return ''
  if (type.baseType === 'bytes') return '0x'
  if (type.baseType.startsWith('bytes')) return ethers.zeroPadValue('0x', Number(type.baseType.slice(5)))
  return 0n
}

type Gated = { key: string; fn: string; role: string; how: 'modifier' | 'inline' }

/**
 * Every state-changing function of every deployed contract, called (eth_call) with zero arguments from an address
 * without roles: a revert with AccessControlUnauthorizedAccount(caller, role) marks it role-gated.
 */
async function probeModifierGated(contracts: Record<string, string>): Promise<Gated[]> {
  const outsider = ethers.Wallet.createRandom().address
  const out: Gated[] = []
  for (const [key, address] of Object.entries(contracts)) {
    const contract = await ethers.getContractAt(artifactOf(key), address)
    const names = roleNames(contract as never)
    const fragments: FunctionFragment[] = []
    contract.interface.forEachFunction((f) => {
      if (!f.constant) fragments.push(f)
    })
    for (const f of fragments) {
      const data = contract.interface.encodeFunctionData(f, f.inputs.map(zero))
      try {
        await ethers.provider.call({ from: outsider, to: address, data })
      } catch (error) {
        const revert = (error as { data?: string }).data
        const parsed = revert ? contract.interface.parseError(revert) : null
        if (parsed?.name === 'AccessControlUnauthorizedAccount') {
          const role = names.find(
            (n) => (n === 'DEFAULT_ADMIN_ROLE' ? ethers.ZeroHash : ethers.id(n)) === parsed.args[1],
          )
          out.push({ key, fn: f.name, role: role ?? String(parsed.args[1]), how: 'modifier' })
        }
      }
    }
  }
  return out
}

type AstNode = { nodeType: string; id: number; name?: string; [k: string]: unknown }

/** The roles a function body tests itself: `hasRole(X, ...)` / `_checkRole(X)` calls, by X's name. */
function rolesTested(body: unknown): string[] {
  const found: string[] = []
  const walk = (n: unknown) => {
    if (!n || typeof n !== 'object') return
    const node = n as AstNode & { expression?: AstNode; arguments?: AstNode[] }
    if (node.nodeType === 'FunctionCall' && ['hasRole', '_checkRole'].includes(node.expression?.name ?? ''))
      found.push(node.arguments?.[0]?.name ?? '?')
    for (const v of Object.values(node)) walk(v)
  }
  walk(body)
  return found
}

/**
 * Functions whose body tests a role itself (`hasRole(X, msg.sender)`), read from the compiler's AST: per contract,
 * its own and its bases' public state-changing functions. Each build-info file is read once (they are large) and its
 * node ids are only resolved within it.
 */
async function inlineGated(contracts: Record<string, string>): Promise<Gated[]> {
  const byContract = new Map<string, { fn: string; role: string }[]>()
  for (const file of await hre.artifacts.getBuildInfoPaths()) {
    const info = JSON.parse(fs.readFileSync(file, 'utf8')) as {
      output: { sources: Record<string, { ast: unknown }> }
    }
    const byId = new Map<number, AstNode>()
    const products: AstNode[] = []
    for (const [source, { ast }] of Object.entries(info.output.sources)) {
      const product = source.startsWith('contracts/') && !/^contracts\/(mocks|test)\//.test(source)
      for (const node of (ast as { nodes: AstNode[] }).nodes) {
        if (node.nodeType !== 'ContractDefinition') continue
        byId.set(node.id, node)
        if (product) products.push(node)
      }
    }
    for (const contract of products) {
      const gated: { fn: string; role: string }[] = []
      for (const baseId of contract.linearizedBaseContracts as number[])
        for (const fn of (byId.get(baseId)?.nodes as AstNode[] | undefined) ?? []) {
          if (
            fn.nodeType !== 'FunctionDefinition' ||
            !['public', 'external'].includes(fn.visibility as string)
          )
            continue
          if (['view', 'pure'].includes(fn.stateMutability as string)) continue
          for (const role of rolesTested(fn.body)) gated.push({ fn: fn.name!, role })
        }
      byContract.set(contract.name!, gated)
    }
  }
  return Object.keys(contracts).flatMap((key) =>
    (byContract.get(artifactOf(key)) ?? []).map((g) => ({ key, ...g, how: 'inline' as const })),
  )
}

/** Tasks by deployment key and function name. */
function taskIndex() {
  const index = new Map<string, { task: string; role: string | undefined }[]>()
  for (const group of GROUPS)
    for (const key of Object.values(group.targets))
      for (const action of group.actions) {
        const id = `${key}.${action.fn.split('(')[0]}`
        index.set(id, [
          ...(index.get(id) ?? []),
          {
            task: `${group.group}:${action.action}`,
            role: typeof action.role === 'string' ? action.role : undefined,
          },
        ])
      }
  return index
}

describe('tasks: the ABI walk', function () {
  // The devnet deployment and ~600 probes: minutes under coverage on a busy machine.
  this.timeout(600_000)
  const previous = process.env.DEPLOYMENTS_DIR
  let dir: string | undefined
  after(() => clearDeploymentsDir(dir, previous))

  it('every role-gated function of every deployed contract has a task that names its role', async () => {
    const { contracts: deployed, dir: d } = await tasksChain()
    dir = d
    // The devnet's CCIP router stands in for Chainlink's (live chains have no project router): test infrastructure
    // the deployer administers, like the VRF mock, with no admin task.
    const contracts = Object.fromEntries(
      Object.entries(deployed).filter(([key]) => key !== 'DevnetCCIPRouter'),
    )
    const gated = [...(await probeModifierGated(contracts)), ...(await inlineGated(contracts))]
    // The walk sees the role checks it must see (a probe that silently found nothing would pass everything).
    expect(gated.map((g) => `${g.key}.${g.fn}`)).to.include.members([
      'FinaFarm.setRewardPerBlock',
      'HeroCard.grantRole',
      'HeroCard.freeMultiMint',
      'CardBridgeMinter.setPeer',
    ])
    const index = taskIndex()
    const missing = gated
      .filter((g) => !index.has(`${g.key}.${g.fn}`))
      .map((g) => `${g.key}.${g.fn} (${g.role}, ${g.how})`)
    // A function whose body tests several roles (freeMultiMint: OPERATOR_ROLE, or COMPENSATION_ROLE for any rarity)
    // may have a task per role; a task naming a role the function never tests is wrong.
    const rolesOf = (g: Gated) => gated.filter((o) => o.key === g.key && o.fn === g.fn).map((o) => o.role)
    const wrongRole = gated.flatMap((g) =>
      (index.get(`${g.key}.${g.fn}`) ?? [])
        .filter((t) => t.role !== undefined && !rolesOf(g).includes(t.role))
        .map((t) => `${t.task} says ${t.role}, ${g.key}.${g.fn} checks ${g.role}`),
    )
    // Missing: add an entry to the group's table in tasks/<group>.ts.
    expect({ missing, wrongRole }).to.deep.equal({ missing: [], wrongRole: [] })
  })

  it('every task calls a function its contracts have', async () => {
    const { contracts, dir: d } = await tasksChain()
    dir = d
    const unknown: string[] = []
    for (const group of GROUPS)
      for (const key of Object.values(group.targets)) {
        if (!contracts[key]) continue
        const contract = await ethers.getContractAt(artifactOf(key), contracts[key]!)
        for (const action of group.actions)
          if (!contract.interface.getFunction(action.fn))
            unknown.push(`${group.group}:${action.action} -> ${key}.${action.fn}`)
      }
    expect(unknown).to.deep.equal([])
  })
})
