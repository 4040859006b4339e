// The keeper's transaction manager, one per chain and signer: it owns the nonces, sends each write, replaces a
// transaction that waits too long with higher fees (up to the policy's ceiling), fills a nonce gap left by a
// reorganisation, and tracks what is pending across waits. Jobs do not use it directly: ./send.ts is their door.
import {
  type Address,
  encodeFunctionData,
  type Hash,
  type Hex,
  type LocalAccount,
  type TransactionReceipt,
  type TransactionSerializable,
} from 'viem'
import { estimateMaxPriorityFeePerGas, sendRawTransaction } from 'viem/actions'
import type { KeeperChain, TxPolicy } from './types.js'

export type { TxPolicy } from './types.js'

/** Local devnets: replaced after 15 s, at most 1,000 gwei. */
export const DEFAULT_TX_POLICY: TxPolicy = {
  maxFeePerGas: 1_000n * 10n ** 9n,
  replaceAfterMs: 15_000,
  pollMs: 100,
}

/** The bump of a replacement: 12.5 % over the previous fees (nodes refuse less than 10 %). */
const BUMP_NUM = 1125n
const BUMP_DEN = 1000n
const bump = (value: bigint) => (value * BUMP_NUM) / BUMP_DEN + 1n

type Fees = { maxFeePerGas: bigint; maxPriorityFeePerGas: bigint } | { gasPrice: bigint }
const feeOf = (fees: Fees) => ('gasPrice' in fees ? fees.gasPrice : fees.maxFeePerGas)

/** What the manager needs of a contract write: the SDK's prepared request (`gas` from its simulation). */
export type TxRequest = {
  address: Address
  abi: readonly unknown[]
  functionName: string
  args?: readonly unknown[]
  value?: bigint
  gas: bigint
}

type Tracked = {
  nonce: number
  label: string
  to: Address
  data: Hex
  value: bigint
  gas: bigint
  fees: Fees
  /** Every hash sent for this nonce, oldest first. */
  hashes: Hash[]
  firstSentAt: number
  lastSentAt: number
  /** Told the new hash when a replacement is sent. */
  onReplaced: ((hash: Hash) => void | Promise<void>)[]
  /** True while one waiter checks and replaces (the others only look for receipts). */
  busy: boolean
}

/** Thrown when a tracked transaction's nonce was used by a transaction the keeper does not know (another sender). */
export class NonceTakenError extends Error {
  override name = 'NonceTakenError'
}

/** Thrown when a wait ends before its transaction is mined (it stays tracked: a later wait goes on with it). */
export class TxWaitTimeoutError extends Error {
  override name = 'TxWaitTimeoutError'
}

const NONCE_ERROR =
  /nonce too low|nonce too high|already known|known transaction|nonce has already been used|replacement transaction underpriced|invalid nonce/i

export type TxStats = {
  chain: string
  signer: Address
  pending: number
  /** Seconds since the oldest pending transaction was first sent (0: none pending). */
  oldestPendingSeconds: number
  replacements: { fee: number; dropped: number }
  ceilingHits: number
  /** Nonces filled with an empty transfer: keeper transactions reorganised away left a gap (see `fillGap`). */
  gapsFilled: number
}

/**
 * The transaction manager of one signer on one chain, the one place where the keeper's jobs send: nonces kept
 * locally (read from the node's pending count at the start and again after a nonce error), fees from the node's
 * fee history (EIP-1559, or the legacy gas price where blocks have no base fee) capped at the policy's ceiling,
 * and each transaction watched while a job waits for it: not mined within `replaceAfterMs`, it is replaced with the
 * same nonce and fees at least 12.5 % higher (up to the ceiling), or re-sent as it was if the node dropped it. The
 * same nonce means only one of its versions can be mined; `wait` answers the receipt of whichever was.
 */
export class TransactionManager {
  readonly chainName: string
  readonly signer: Address
  private nextNonce: number | undefined
  private queue: Promise<unknown> = Promise.resolve()
  private readonly pending = new Map<number, Tracked>()
  private readonly byHash = new Map<Hash, Tracked>()
  /** Receipts of settled transactions by every hash sent for them (the newest 1,000). */
  private readonly settled = new Map<Hash, TransactionReceipt>()
  readonly counts = { fee: 0, dropped: 0, ceilingHits: 0, gapsFilled: 0 }

  constructor(
    private readonly chain: KeeperChain,
    private readonly account: LocalAccount,
    readonly policy: TxPolicy,
    private readonly clock: () => number = Date.now,
  ) {
    this.chainName = chain.role
    this.signer = account.address
  }

  stats(): TxStats {
    const now = this.clock()
    let oldest = now
    for (const t of this.pending.values()) oldest = Math.min(oldest, t.firstSentAt)
    return {
      chain: this.chainName,
      signer: this.signer,
      pending: this.pending.size,
      oldestPendingSeconds: (now - oldest) / 1000,
      replacements: { fee: this.counts.fee, dropped: this.counts.dropped },
      ceilingHits: this.counts.ceilingHits,
      gapsFilled: this.counts.gapsFilled,
    }
  }

  /** True while a transaction of this hash (or replaced by one) is pending and watched here. */
  tracks(hash: Hash): boolean {
    return this.byHash.has(hash)
  }

  /**
   * Signs and hands a write to the node with the signer's next nonce, one send at a time (the waits overlap);
   * answers its hash. A nonce error reads the node's pending count again and tries once more.
   */
  send(
    request: TxRequest,
    options: { onReplaced?: (hash: Hash) => void | Promise<void> } = {},
  ): Promise<Hash> {
    const run = async () => {
      const data = encodeFunctionData({
        abi: request.abi as never,
        functionName: request.functionName,
        args: (request.args ?? []) as never,
      } as never)
      for (let attempt = 0; ; attempt++) {
        const nonce = await this.takeNonce()
        const fees = await this.fees()
        const t: Tracked = {
          nonce,
          label: request.functionName,
          to: request.address,
          data,
          value: request.value ?? 0n,
          gas: request.gas,
          fees,
          hashes: [],
          firstSentAt: this.clock(),
          lastSentAt: this.clock(),
          onReplaced: options.onReplaced ? [options.onReplaced] : [],
          busy: false,
        }
        try {
          const hash = await this.broadcast(t)
          this.nextNonce = nonce + 1
          this.track(t, hash)
          return hash
        } catch (error) {
          // The node may or may not hold it: read its pending count again before the next send.
          this.nextNonce = undefined
          if (attempt === 0 && NONCE_ERROR.test(String((error as Error)?.message))) continue
          throw error
        }
      }
    }
    const result = this.queue.then(run, run)
    this.queue = result.catch(() => {})
    return result
  }

  /**
   * Waits until the transaction of `hash` (or a replacement of it) is mined and answers that receipt, replacing it
   * meanwhile as the policy says. A hash this manager did not send (sent before a restart) is adopted when the node
   * still holds it. Throws {@link TxWaitTimeoutError} after `timeoutMs`, {@link NonceTakenError} when its nonce was
   * mined in a transaction of someone else.
   */
  async wait(
    hash: Hash,
    options: { timeoutMs?: number; signal?: AbortSignal | undefined } = {},
  ): Promise<TransactionReceipt> {
    const deadline = this.clock() + (options.timeoutMs ?? 120_000)
    const client = this.chain.publicClient
    const known = this.settled.get(hash)
    if (known) return known
    let t = this.byHash.get(hash)
    if (!t) {
      t = await this.adopt(hash)
      if (!t) {
        const receipt = await client.getTransactionReceipt({ hash }).catch(() => null)
        if (receipt) return receipt
        throw new Error(`transaction ${hash} is neither mined nor known to the node`)
      }
    }
    for (;;) {
      const settled = this.settled.get(hash)
      if (settled) return settled
      const receipt = await this.receiptOf(t)
      if (receipt) return receipt
      if (!t.busy) {
        t.busy = true
        try {
          const done = await this.watch(t)
          if (done) return done
        } finally {
          t.busy = false
        }
      }
      if (this.clock() >= deadline || options.signal?.aborted)
        throw new TxWaitTimeoutError(`${t.label} (nonce ${t.nonce}, ${t.hashes.at(-1)}) not mined yet`)
      await new Promise((resolve) => setTimeout(resolve, this.policy.pollMs))
    }
  }

  /** The receipt of any version of a tracked transaction, settling it when found. */
  private async receiptOf(t: Tracked): Promise<TransactionReceipt | null> {
    for (const hash of [...t.hashes].reverse()) {
      const receipt = await this.chain.publicClient.getTransactionReceipt({ hash }).catch(() => null)
      if (receipt) {
        this.settle(t, receipt)
        return receipt
      }
    }
    return null
  }

  /** One look at a pending transaction: its nonce taken by another one, dropped, or due for a replacement. */
  private async watch(t: Tracked): Promise<TransactionReceipt | null> {
    const client = this.chain.publicClient
    const mined = await client.getTransactionCount({ address: this.signer, blockTag: 'latest' })
    if (mined > t.nonce) {
      // Mined between the two reads, or by a transaction of someone else.
      const receipt = await this.receiptOf(t)
      if (receipt) return receipt
      this.forget(t)
      this.nextNonce = undefined
      throw new NonceTakenError(`nonce ${t.nonce} of ${t.label} was used by another transaction`)
    }
    if (mined < t.nonce && !this.pending.has(mined)) await this.fillGap(mined, t.nonce)
    if (this.clock() - t.lastSentAt < this.policy.replaceAfterMs) return null
    const newest = t.hashes.at(-1) as Hash
    const held = await client
      .getTransaction({ hash: newest })
      .then(() => true)
      .catch(() => false)
    if (!held) {
      // Dropped by the node (evicted, or a node restarted): the same transaction again.
      await this.broadcast(t)
      this.counts.dropped++
      return null
    }
    // Only the oldest unmined nonce is replaced: a later one waits for it, not for its own price.
    if (mined < t.nonce && this.pending.has(mined)) {
      t.lastSentAt = this.clock()
      return null
    }
    const fresh = await this.fees()
    const fees: Fees =
      'gasPrice' in t.fees
        ? { gasPrice: max(bump(t.fees.gasPrice), feeOf(fresh)) }
        : {
            maxFeePerGas: max(bump(t.fees.maxFeePerGas), feeOf(fresh)),
            maxPriorityFeePerGas: max(
              bump(t.fees.maxPriorityFeePerGas),
              'maxPriorityFeePerGas' in fresh ? fresh.maxPriorityFeePerGas : 0n,
            ),
          }
    const capped = this.cap(fees, true)
    if (feeOf(capped) < bump(feeOf(t.fees)) - 1n) {
      // At the ceiling (counted by `cap`): no replacement a node would take. Looked at again after another period.
      t.lastSentAt = this.clock()
      return null
    }
    const previous = t.fees
    t.fees = capped
    try {
      const hash = await this.broadcast(t)
      this.counts.fee++
      this.byHash.set(hash, t)
      for (const listener of t.onReplaced) await listener(hash)
    } catch (error) {
      t.fees = previous
      t.lastSentAt = this.clock()
      // Mined meanwhile ("nonce too low"): the next look finds its receipt.
      if (NONCE_ERROR.test(String((error as Error)?.message))) return null
      throw error
    }
    return null
  }

  /**
   * Below a waiting transaction, nonces from `from` that are neither mined, nor in flight here, nor in the node's pool
   * (its pending count stops below `nonce`): transactions of this signer that were mined and then reorganised away
   * (a node need not take them back), or lost with a node. The waiting one can never be mined over that gap, so each
   * missing nonce gets an empty transfer to the signer itself. What the lost transactions did is their jobs' to find
   * out again from the chain (each reads it before acting); nothing is sent twice here.
   */
  private async fillGap(from: number, nonce: number) {
    const client = this.chain.publicClient
    const pendingCount = await client.getTransactionCount({ address: this.signer, blockTag: 'pending' })
    if (pendingCount > nonce) return
    for (let n = Math.max(from, pendingCount); n < nonce; n++) {
      if (this.pending.has(n)) continue
      const filler: Tracked = {
        nonce: n,
        label: 'gap filler',
        to: this.signer,
        data: '0x',
        value: 0n,
        gas: 21_000n,
        fees: await this.fees(),
        hashes: [],
        firstSentAt: this.clock(),
        lastSentAt: this.clock(),
        onReplaced: [],
        busy: false,
      }
      try {
        await this.broadcast(filler)
        this.counts.gapsFilled++
      } catch (error) {
        // Taken meanwhile (mined, or another transaction of this nonce reached the pool): no gap there any more.
        if (!NONCE_ERROR.test(String((error as Error)?.message))) throw error
      }
    }
  }

  /**
   * Signs the tracked transaction with its current fees and hands it to the node; records its hash. The chain's
   * fence ({@link fenceSends}: the keeper's leadership) is passed first, right before every send, replacement and
   * gap filler: a keeper that does not lead sends nothing.
   */
  private async broadcast(t: Tracked): Promise<Hash> {
    await fences.get(this.chain.publicClient)?.()
    const base = {
      chainId: this.chain.chainId,
      nonce: t.nonce,
      to: t.to,
      data: t.data,
      value: t.value,
      gas: t.gas,
    }
    const tx: TransactionSerializable =
      'gasPrice' in t.fees
        ? { ...base, type: 'legacy', gasPrice: t.fees.gasPrice }
        : {
            ...base,
            type: 'eip1559',
            maxFeePerGas: t.fees.maxFeePerGas,
            maxPriorityFeePerGas: t.fees.maxPriorityFeePerGas,
          }
    if (!this.account.signTransaction) throw new Error(`the keeper account on ${this.chainName} cannot sign`)
    const serialized = await this.account.signTransaction(tx)
    const hash = await sendRawTransaction(this.chain.walletClient, { serializedTransaction: serialized })
    if (!t.hashes.includes(hash)) t.hashes.push(hash)
    t.lastSentAt = this.clock()
    return hash
  }

  private track(t: Tracked, hash: Hash) {
    this.pending.set(t.nonce, t)
    this.byHash.set(hash, t)
  }

  private settle(t: Tracked, receipt: TransactionReceipt) {
    for (const hash of t.hashes) this.settled.set(hash, receipt)
    while (this.settled.size > 1_000) this.settled.delete(this.settled.keys().next().value as Hash)
    this.forget(t)
  }

  private forget(t: Tracked) {
    if (this.pending.get(t.nonce) === t) this.pending.delete(t.nonce)
    for (const hash of t.hashes) this.byHash.delete(hash)
  }

  /** Tracks a pending transaction of this signer sent before a restart (so it can be replaced too). */
  private async adopt(hash: Hash): Promise<Tracked | undefined> {
    const tx = await this.chain.publicClient.getTransaction({ hash }).catch(() => null)
    if (!tx || tx.blockNumber !== null || tx.from.toLowerCase() !== this.signer.toLowerCase() || !tx.to)
      return undefined
    const existing = this.pending.get(tx.nonce)
    if (existing) {
      existing.hashes.unshift(hash)
      this.byHash.set(hash, existing)
      return existing
    }
    const fees: Fees =
      tx.maxFeePerGas !== undefined && tx.maxPriorityFeePerGas !== undefined
        ? { maxFeePerGas: tx.maxFeePerGas, maxPriorityFeePerGas: tx.maxPriorityFeePerGas }
        : { gasPrice: tx.gasPrice ?? 0n }
    const t: Tracked = {
      nonce: tx.nonce,
      label: 'adopted',
      to: tx.to,
      data: tx.input,
      value: tx.value,
      gas: tx.gas,
      fees,
      hashes: [hash],
      firstSentAt: this.clock(),
      lastSentAt: this.clock(),
      onReplaced: [],
      busy: false,
    }
    this.track(t, hash)
    return t
  }

  private async takeNonce(): Promise<number> {
    if (this.nextNonce === undefined) {
      const pendingCount = await this.chain.publicClient.getTransactionCount({
        address: this.signer,
        blockTag: 'pending',
      })
      // A tracked transaction at or above the node's count is not in its pool (dropped, or a node restarted on a
      // fresh chain): forgotten, its nonce handed out again; its job's next pass reads the chain.
      for (const [nonce, t] of this.pending) if (nonce >= pendingCount) this.forget(t)
      this.nextNonce = pendingCount
    }
    return this.nextNonce
  }

  /** Fees for a new transaction: base fee x 2 + the median tip of the last blocks (fee history), capped. */
  async fees(): Promise<Fees> {
    const client = this.chain.publicClient
    const block = await client.getBlock({ blockTag: 'latest' })
    if (block.baseFeePerGas === null || block.baseFeePerGas === undefined) {
      return this.cap({ gasPrice: await client.getGasPrice() }, true)
    }
    let tip = 0n
    try {
      const history = await client.getFeeHistory({ blockCount: 10, rewardPercentiles: [50] })
      const tips = (history.reward ?? [])
        .map((r) => r[0] ?? 0n)
        .filter((r) => r > 0n)
        .sort((a, b) => (a < b ? -1 : a > b ? 1 : 0))
      tip = tips[Math.floor(tips.length / 2)] ?? 0n
    } catch {
      // No fee history on this node: its tip estimate below.
    }
    if (tip === 0n) tip = await estimateMaxPriorityFeePerGas(client).catch(() => 10n ** 9n)
    return this.cap({ maxFeePerGas: block.baseFeePerGas * 2n + tip, maxPriorityFeePerGas: tip }, true)
  }

  private cap(fees: Fees, count = false): Fees {
    const ceiling = this.policy.maxFeePerGas
    if (feeOf(fees) <= ceiling) return fees
    if (count) this.counts.ceilingHits++
    return 'gasPrice' in fees
      ? { gasPrice: ceiling }
      : { maxFeePerGas: ceiling, maxPriorityFeePerGas: min(fees.maxPriorityFeePerGas, ceiling) }
  }
}

const max = (a: bigint, b: bigint) => (a > b ? a : b)
const min = (a: bigint, b: bigint) => (a < b ? a : b)

/** What must hold right before a keeper transaction is sent: throws when it does not (e.g. `NotLeaderError`). */
export type Fence = () => Promise<void>
const fences = new WeakMap<object, Fence>()

/**
 * Puts every transaction sent on this chain's client behind `fence` (undefined: removes it). The keeper's runtime
 * fences its chains with its leadership (leadership.ts), so every job's sends are checked in this one place.
 */
export function fenceSends(chain: KeeperChain, fence: Fence | undefined) {
  if (fence) fences.set(chain.publicClient, fence)
  else fences.delete(chain.publicClient)
}

/** The manager of each chain's client and signer (one per process: the jobs of a keeper share it). */
const managers = new WeakMap<object, Map<string, TransactionManager>>()

/** The transaction manager of a chain's keeper account (made on first use with the chain's `tx` policy). */
export function transactionsOf(chain: KeeperChain): TransactionManager {
  const account = chain.walletClient.account
  if (account?.type !== 'local') throw new Error(`no local keeper account on ${chain.role}`)
  let bySigner = managers.get(chain.publicClient)
  if (!bySigner) {
    bySigner = new Map()
    managers.set(chain.publicClient, bySigner)
  }
  const key = account.address.toLowerCase()
  let manager = bySigner.get(key)
  if (!manager) {
    manager = new TransactionManager(chain, account as LocalAccount, chain.tx ?? DEFAULT_TX_POLICY)
    bySigner.set(key, manager)
  }
  return manager
}

/** The managers of these chains that exist (none is made here). */
export function managersOf(chains: readonly KeeperChain[]): TransactionManager[] {
  return chains.flatMap((chain) => {
    const bySigner = managers.get(chain.publicClient)
    return bySigner ? [...bySigner.values()] : []
  })
}
