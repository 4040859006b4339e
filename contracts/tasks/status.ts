import fs from 'node:fs'
import { type Contract, ethers } from 'ethers'
import { task } from 'hardhat/config'
import type { HardhatRuntimeEnvironment } from 'hardhat/types'
import { chainConfigs } from '../scripts/deploy/config'
import { artifactOf, loadDeployment, roleNames } from './action/contracts'
import { fail } from './action/errors'
import { RARITY_NAMES } from './action/params'
import { output } from './action/print'
import { cardBridgeMinterStatus, cardBridgeStatus } from './bridge'
import { ownershipsHeldBy } from './powers'

/** One row of `hardhat status`: a contract of the deployment. */
export type StatusRow = {
  key: string
  address: string
  paused: boolean | undefined
  state: Record<string, string>
  /** Role name -> holders (addresses, labelled when known). */
  roles: Record<string, string[]>
}

const fmt = (value: bigint, decimals = 18, symbol = '') =>
  `${ethers.formatUnits(value, decimals)}${symbol ? ` ${symbol}` : ''}`
const call = async <T>(c: Contract, fn: string, ...args: unknown[]): Promise<T> =>
  (await c.getFunction(fn)(...args)) as T

/** What `status` reads of each kind of contract, by artifact. */
const describe: Record<
  string,
  (c: Contract, hre: HardhatRuntimeEnvironment) => Promise<Record<string, string>>
> = {
  FinaToken: async (c) => ({
    supply: `${fmt(await call(c, 'totalSupply'))} of ${fmt(await call(c, 'cap'))} FINA`,
  }),
  TestToken: async (c) => ({ supply: fmt(await call(c, 'totalSupply'), Number(await call(c, 'decimals'))) }),
  FinaPair: async (c) => {
    const [r0, r1] = await call<[bigint, bigint]>(c, 'getReserves')
    return { reserves: `${fmt(r0)} / ${fmt(r1)}`, swapFee: `${await call(c, 'swapFeeBps')} bps` }
  },
  FinaPairFactory: async (c) => ({
    pairs: String(await call(c, 'allPairsLength')),
    defaultSwapFee: `${await call(c, 'defaultSwapFeeBps')} bps`,
  }),
  FinaFarm: async (c) => {
    const out: Record<string, string> = {
      rewardPerBlock: `${fmt(await call(c, 'rewardPerBlock'))} FINA`,
      rewardReserve: `${fmt(await call(c, 'rewardReserve'))} FINA`,
      totalAllocPoint: String(await call(c, 'totalAllocPoint')),
    }
    const length = Number(await call(c, 'poolLength'))
    for (let pid = 0; pid < length; pid++) {
      const info = await call<{ lpToken: string; allocPoint: bigint }>(c, 'poolInfo', pid)
      out[`pool ${pid}`] = `${info.lpToken} alloc ${info.allocPoint}`
    }
    return out
  },
  GameVault: async (c, hre) => {
    const fina = await hre.ethers.getContractAt('FinaToken', await call<string>(c, 'fina'))
    return {
      balance: `${fmt(await fina.balanceOf(await c.getAddress()))} FINA`,
      owedToUsers: `${fmt(await call(c, 'owedFina'))} FINA`,
      paidOut: `${fmt(await call(c, 'totalPaidOut'))} FINA`,
      cardCollection: await call(c, 'cardCollection'),
    }
  },
  // The VRF v2.5 adapter and its Chainlink subscription: balance (LINK and native) and consumers.
  RandomnessAdapter: async (c, hre) => {
    const vrf = await call<string>(c, 's_vrfCoordinator')
    const config = await call<{
      keyHash: string
      subscriptionId: bigint
      requestConfirmations: bigint
      callbackGasLimit: bigint
      nativePayment: boolean
    }>(c, 'vrfConfig')
    const out: Record<string, string> = {
      vrfCoordinator: vrf,
      requests: `${await call(c, 'requestCount')} (pending ${await call(c, 'pendingCount')})`,
      timeout: `${await call(c, 'requestTimeout')} s`,
      owner:
        (await call<string>(c, 'owner')).toLowerCase() === (await c.getAddress()).toLowerCase()
          ? 'the adapter itself (Chainlink ownership usable by nobody)'
          : await call<string>(c, 'owner'),
      proposedCoordinator:
        (await call<string>(c, 'proposedCoordinator')) === ethers.ZeroAddress
          ? 'none'
          : `${await call(c, 'proposedCoordinator')} from ${await call(c, 'proposedCoordinatorReadyAt')}`,
      vrf: `lane ${config.keyHash.slice(0, 10)}…, ${config.requestConfirmations} confirmations, callback gas ${config.callbackGasLimit}, pays in ${config.nativePayment ? 'native' : 'LINK'}`,
    }
    try {
      const coordinator = new hre.ethers.Contract(
        vrf,
        [
          'function getSubscription(uint256) view returns (uint96 balance, uint96 nativeBalance, uint64 reqCount, address subOwner, address[] consumers)',
        ],
        hre.ethers.provider,
      )
      const sub = await coordinator.getFunction('getSubscription')(config.subscriptionId)
      const self = (await c.getAddress()).toLowerCase()
      const consumers = (sub.consumers as string[]).map((a) => a.toLowerCase())
      out.subscription = `${config.subscriptionId} owned by ${sub.subOwner}`
      out.subscriptionBalance = `${fmt(sub.balance, 18, 'LINK')}, ${fmt(sub.nativeBalance, 18, 'native')}`
      out.subscriptionConsumers = `${consumers.length}${consumers.includes(self) ? ' (this adapter among them)' : ' (this adapter is NOT a consumer)'}`
    } catch {
      out.subscription = `${config.subscriptionId}: unreadable on ${vrf}`
    }
    return out
  },
  HeroCard: async (c) => ({
    publicSale: `${(await call(c, 'publicSaleActive')) ? 'on' : 'off'} at ${fmt(await call(c, 'nftPrice'))}`,
    merge: (await call(c, 'mergeActive')) ? 'on' : 'off',
    sold: `${await call(c, 'saleSupply')} of ${await call(c, 'maxSupply')} (minted ${await call(c, 'totalMinted')})`,
    publicMintRarity: RARITY_NAMES[Number(await call(c, 'publicMintRarity')) - 1] ?? '-',
    prizePool: fmt(await call(c, 'prizePoolBalance')),
  }),
  BlindBox: async (c) => ({
    sale: `${(await call(c, 'saleActive')) ? 'on' : 'off'}${(await call(c, 'whiteListOnly')) ? ' (whitelist only)' : ''}`,
    price: `${fmt(await call(c, 'price'))} ${(await call(c, 'paymentToken')) === ethers.ZeroAddress ? 'native' : await call(c, 'paymentToken')}`,
    quota: `sold ${await call(c, 'sold')} of ${await call(c, 'totalQuota')}, left ${await call(c, 'remaining')}`,
    perAddress: `${await call(c, 'publicBuyableQuota')} (whitelist ${await call(c, 'whiteListBuyableQuota')})`,
  }),
  CardStaking: async (c) => ({ lockTime: `${await call(c, 'lockTime')} s` }),
  VoucherRedeem: async (c) => ({ redeemAmount: String(await call(c, 'redeemAmount')) }),
  MysteryBoxClaim: async (c) => ({ merkleRoot: await call(c, 'merkleRoot') }),
  CardBridge: cardBridgeStatus,
  CardBridgeMinter: cardBridgeMinterStatus,
  WorldCup: async (c) => {
    const matches = await call<{ betEndTime: bigint }[]>(c, 'allMatches')
    const results = await call<bigint[]>(c, 'getAllMatchResults')
    return {
      matches: `${matches.filter((m) => m.betEndTime !== 0n).length} scheduled, ${results.filter((r) => r !== 0n).length} with results`,
      claims: `${(await call(c, 'claimableActive')) ? 'open' : 'closed'} until ${await call(c, 'claimEndTime')}`,
      prizePool: fmt(await call(c, 'prizePool')),
    }
  },
  WorldCupRaffle: async (c) => ({
    round: String(await call(c, 'raffleRound')),
    period: `${await call(c, 'rafflePeriod')} s`,
  }),
}

const GRANTED = ethers.id('RoleGranted(bytes32,address,address)')
const REVOKED = ethers.id('RoleRevoked(bytes32,address,address)')

/** Holders of every role, replayed from RoleGranted / RoleRevoked logs since the deployment's start block. */
async function roleHolders(
  hre: HardhatRuntimeEnvironment,
  addresses: string[],
  fromBlock: number,
  range: number,
): Promise<Map<string, Map<string, Set<string>>>> {
  const out = new Map<string, Map<string, Set<string>>>()
  const latest = await hre.ethers.provider.getBlockNumber()
  for (let from = fromBlock; from <= latest; from += range) {
    const logs = await hre.ethers.provider.getLogs({
      address: addresses,
      topics: [[GRANTED, REVOKED]],
      fromBlock: from,
      toBlock: Math.min(latest, from + range - 1),
    })
    for (const log of logs) {
      const contract = log.address.toLowerCase()
      const roles = out.get(contract) ?? new Map<string, Set<string>>()
      out.set(contract, roles)
      const holders = roles.get(log.topics[1]!) ?? new Set<string>()
      roles.set(log.topics[1]!, holders)
      const account = ethers.getAddress(ethers.dataSlice(log.topics[2]!, 12))
      if (log.topics[0] === GRANTED) holders.add(account)
      else holders.delete(account)
    }
  }
  return out
}

/** Reads the whole deployment of the connected chain. */
export async function collectStatus(hre: HardhatRuntimeEnvironment, logRange = 5000): Promise<StatusRow[]> {
  const chainId = Number((await hre.ethers.provider.getNetwork()).chainId)
  const deployment = loadDeployment(chainId)
  const labels = new Map<string, string>()
  for (const [key, address] of Object.entries(deployment.contracts)) labels.set(address.toLowerCase(), key)
  const [signer] = await hre.ethers.getSigners()
  if (signer && !labels.has(signer.address.toLowerCase()))
    labels.set(signer.address.toLowerCase(), 'deployer')
  const label = (a: string) => (labels.has(a.toLowerCase()) ? `${a} (${labels.get(a.toLowerCase())})` : a)
  const entries = Object.entries(deployment.contracts)
  const holders = await roleHolders(
    hre,
    entries.map(([, a]) => a),
    deployment.startBlock,
    logRange,
  )
  const external = new Set(deployment.external ?? [])
  const rows: StatusRow[] = []
  for (const [key, address] of entries) {
    const row: StatusRow = { key, address, paused: undefined, state: {}, roles: {} }
    rows.push(row)
    if (external.has(key)) {
      // Others' contracts (recorded for the SDK): their roles are not the project's.
      row.state.deployedBy = 'not the project (external)'
      continue
    }
    if ((await hre.ethers.provider.getCode(address)) === '0x') {
      row.state.code = 'none'
      continue
    }
    const artifact = artifactOf(key)
    if (!(await hre.artifacts.artifactExists(artifact))) continue
    const contract = (await hre.ethers.getContractAt(artifact, address)) as unknown as Contract
    if (contract.interface.getFunction('paused')) row.paused = await call<boolean>(contract, 'paused')
    row.state = (await describe[artifact]?.(contract, hre)) ?? {}
    const byRole = holders.get(address.toLowerCase())
    for (const name of roleNames(contract)) {
      const id = name === 'DEFAULT_ADMIN_ROLE' ? ethers.ZeroHash : ethers.id(name)
      row.roles[name] = [...(byRole?.get(id) ?? [])].map(label)
    }
  }
  return rows
}

/** The roles `account` still holds, as "Contract ROLE" (empty once the handover is done). */
export function rolesHeldBy(rows: StatusRow[], account: string): string[] {
  const prefix = account.toLowerCase()
  return rows.flatMap((r) =>
    Object.entries(r.roles)
      .filter(([, holders]) => holders.some((h) => h.toLowerCase().startsWith(prefix)))
      .map(([role]) => `${r.key} ${role}`),
  )
}

/**
 * Every power `account` keeps over the deployment: its roles (from the rows), and any `owner()` / `pendingOwner()` or
 * VRF subscription it holds ({@link ownershipsHeldBy}). Empty once the handover is complete.
 */
export async function powersHeldBy(
  hre: HardhatRuntimeEnvironment,
  rows: StatusRow[],
  account: string,
): Promise<string[]> {
  const chainId = Number((await hre.ethers.provider.getNetwork()).chainId)
  const deployment = loadDeployment(chainId)
  return [
    ...rolesHeldBy(rows, account),
    ...(await ownershipsHeldBy(hre.ethers.provider, deployment, account)),
  ]
}

/** Prints rows as one table; a cell may span several lines. */
export function formatTable(rows: StatusRow[]): string {
  const header = ['contract', 'address', 'paused', 'state', 'roles']
  const cells = rows.map((r) => [
    [r.key],
    [r.address],
    [r.paused === undefined ? '-' : r.paused ? 'PAUSED' : 'no'],
    Object.entries(r.state).map(([k, v]) => `${k}: ${v}`),
    Object.entries(r.roles).map(([k, v]) => `${k}: ${v.length ? v.join(', ') : '-'}`),
  ])
  const widths = header.map((h, i) => Math.max(h.length, ...cells.flatMap((c) => c[i]!.map((l) => l.length))))
  const line = (parts: string[]) =>
    parts
      .map((p, i) => p.padEnd(widths[i]!))
      .join(' | ')
      .trimEnd()
  const rule = widths.map((w) => '-'.repeat(w)).join('-+-')
  const out = [line(header), rule]
  for (const c of cells) {
    const height = Math.max(1, ...c.map((col) => col.length))
    for (let i = 0; i < height; i++) out.push(line(c.map((col) => col[i] ?? '')))
    out.push(rule)
  }
  return out.join('\n')
}

task(
  'status',
  'One table of the deployment: addresses, pause, switches, quotas, farm, vault, bridge, role holders',
)
  .addOptionalParam('logRange', 'blocks per eth_getLogs call when reading role holders', '5000')
  .addOptionalParam('json', 'also write the rows to this JSON file')
  .setAction(async (args: { logRange: string; json?: string }, hre) => {
    const rows = await collectStatus(hre, Number(args.logRange))
    if (args.json) fs.writeFileSync(args.json, `${JSON.stringify(rows, null, 2)}\n`)
    const chainId = Number((await hre.ethers.provider.getNetwork()).chainId)
    output.log(`Finaverse on ${hre.network.name} (chain ${chainId})`)
    output.log(formatTable(rows))
    // The deployer is the account the deployment file records (else this run's signer). On a chain that is handed
    // over (every chain but the local devnets), any power it keeps fails the task.
    const deployer = loadDeployment(chainId).deployer ?? (await hre.ethers.getSigners())[0]?.address
    if (deployer) {
      const held = await powersHeldBy(hre, rows, deployer)
      if (!held.length)
        output.log(`Deployer ${deployer} keeps no power (roles, ownerships, VRF subscription)`)
      else {
        const line = `Deployer ${deployer} still holds ${held.length} powers: ${held.join(', ')}`
        if (chainConfigs[chainId]?.devnet) output.log(`${line} (a devnet: the deployer is its admin)`)
        else
          fail(
            `${line}. Finish the handover (scripts/deploy/handover.ts; the admin accepts two-step transfers).`,
          )
      }
    }
    return rows
  })
