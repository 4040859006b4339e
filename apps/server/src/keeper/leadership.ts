// Which keeper works: a PostgreSQL session-level advisory lock held on a connection of its own, checked every few
// seconds with a timeout, and a lease measured on the holder's clock that every operator transaction is fenced by.
// docs/decisions/0013-keeper-leadership.md says why and what each number bounds.
import pg from 'pg'
import { message } from './error-message.js'
import type { KeeperLogger } from './types.js'

/** The advisory lock key of the active keeper (the api's migrations use 727001). */
export const KEEPER_LOCK_KEY = 727002

/** How leadership is kept: the lock's checks, their timeout, and how often a standby tries the lock. */
export type LeadershipTiming = {
  /** A check of the lock on its connection every this often (`KEEPER_LOCK_CHECK_MS`). */
  checkMs: number
  /** A check (and the lock connection's connect) not answered within this fails (`KEEPER_LOCK_TIMEOUT_MS`). */
  timeoutMs: number
  /** How often a standby tries the lock (`KEEPER_LOCK_RETRY_MS`). */
  retryMs: number
}

/**
 * The lease: a leader sends only while its last successful check started less than this long ago. A check starts
 * every `checkMs` and fails after `timeoutMs`, so a healthy leader renews it before it runs out.
 */
export const leaseMsOf = (t: LeadershipTiming) => t.checkMs + t.timeoutMs
/** What a new leader waits after taking the lock before it sends: the lease, and a margin for timer delays. */
export const takeoverWaitMsOf = (t: LeadershipTiming) =>
  leaseMsOf(t) + Math.max(100, Math.round(t.checkMs / 4))

/**
 * A new lock connection may take longer than a check (TLS, a busy server): it is given at least 5 s. Not a safety
 * bound: nothing is held until the lock is taken.
 */
const connectTimeoutMsOf = (t: LeadershipTiming) => Math.max(t.timeoutMs, 5_000)
/** How many of its latest terms a process remembers: a keeper that runs for months keeps a bounded history. */
const TERMS_KEPT = 100
/** Lock attempts failing in a row before the keeper says it is not competing (/healthz 503). */
const FAILED_ATTEMPTS_NOT_COMPETING = 3

/** Thrown by the fence when this process does not lead (no operator transaction is sent). */
export class NotLeaderError extends Error {
  override name = 'NotLeaderError'
}

/** What the process does: `leading` (holds the lock; `active` once the takeover wait is over), or not. */
export type LeadershipState =
  | { role: 'competing'; reason: string }
  | { role: 'taking-over'; term: number; since: number }
  | { role: 'leading'; term: number; since: number }
  | { role: 'stepping-down'; reason: string }
  | { role: 'not-competing'; reason: string }

/** One term of leadership: when it began sending and when its lease ended (unset while it lasts). */
export type Term = { term: number; start: number; end?: number }

type Held = {
  client: pg.Client
  pid: number
  backendStart: string
  term: number
  /** `Date.now()` when the last successful check was sent. */
  lastOk: number
  lost?: string
}

/** Server-side keepalive of the lock's session: the database ends the backend of a vanished keeper in ~11 s. */
const SESSION_SETTINGS = [
  'set tcp_keepalives_idle = 5',
  'set tcp_keepalives_interval = 2',
  'set tcp_keepalives_count = 3',
  'set tcp_user_timeout = 11000',
  'set idle_session_timeout = 0',
  "set application_name = 'finaverse keeper lock'",
]

const HELD_SQL =
  "select exists (select 1 from pg_locks where locktype = 'advisory' and classid = 0 and objid = $1 and objsubid = 1 and pid = pg_backend_pid() and granted) as held"

function withTimeout<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined
  return Promise.race([
    promise,
    new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error(`${what}: no answer within ${ms} ms`)), ms)
    }),
  ]).finally(() => clearTimeout(timer))
}

/** Ends a client at once, without waiting for a server that may not answer. */
function destroy(client: pg.Client) {
  const stream = (client as unknown as { connection?: { stream?: { destroy(): void } } }).connection?.stream
  client.end().catch(() => {})
  stream?.destroy()
}

/**
 * Leadership of one keeper process on PostgreSQL. `run` competes for the lock until `stop`: each time it takes the
 * lock it waits out a previous leader's lease, then calls `lead(signal)`; when the lock's check fails, times out or
 * its connection ends, the signal aborts, the process ends its old lock backend (so the lock frees without waiting
 * for the server's keepalive), waits for `lead` to return and competes again.
 */
export class Leadership {
  private state: LeadershipState = { role: 'competing', reason: 'starting' }
  private held: Held | undefined
  private checking: Promise<void> | undefined
  private stopped = false
  private readonly wake = new AbortController()
  private terms = 0
  private failedAttempts = 0
  /** The terms this process led, oldest first, the last `TERMS_KEPT` of them (tests compare them across keepers). */
  readonly history: Term[] = []

  constructor(
    private readonly options: {
      databaseUrl: string
      timing: LeadershipTiming
      log: KeeperLogger
      key?: number
      onChange?: (state: LeadershipState) => void
    },
  ) {}

  get lockKey() {
    return this.options.key ?? KEEPER_LOCK_KEY
  }

  status(): LeadershipState {
    return this.state
  }

  /** True while this process may send: it holds the lock, the takeover wait is over and its lease is current. */
  leads(): boolean {
    const held = this.held
    return (
      !this.stopped &&
      this.state.role === 'leading' &&
      held !== undefined &&
      !held.lost &&
      Date.now() - held.lastOk < leaseMsOf(this.options.timing)
    )
  }

  /**
   * The fence of every operator transaction: the lock checked on its connection now (a check already under way is
   * shared), then the lease. Throws {@link NotLeaderError} when this process does not lead.
   */
  async fence(): Promise<void> {
    if (!this.leads()) throw new NotLeaderError(`not the leading keeper (${this.state.role})`)
    await this.check()
    if (!this.leads()) throw new NotLeaderError(`not the leading keeper (${this.state.role})`)
  }

  private set(state: LeadershipState) {
    this.state = state
    this.options.onChange?.(state)
  }

  private sleep(ms: number, signal?: AbortSignal) {
    return new Promise<void>((resolve) => {
      const signals = [this.wake.signal, ...(signal ? [signal] : [])]
      const done = () => {
        clearTimeout(timer)
        for (const s of signals) s.removeEventListener('abort', done)
        resolve()
      }
      const timer = setTimeout(done, ms)
      for (const s of signals) s.addEventListener('abort', done, { once: true })
    })
  }

  /** One try at the lock on a new connection: the held lock, or undefined (taken, or the database unreachable). */
  private async tryAcquire(): Promise<Held | undefined> {
    const { timing, databaseUrl, log } = this.options
    const client = new pg.Client({
      connectionString: databaseUrl,
      keepAlive: true,
      keepAliveInitialDelayMillis: Math.max(1000, timing.checkMs),
      connectionTimeoutMillis: connectTimeoutMsOf(timing),
    })
    // Until the lock is ours, a broken connection only fails this attempt.
    client.on('error', () => {})
    try {
      await withTimeout(client.connect(), connectTimeoutMsOf(timing), 'lock connection')
      // Best effort: a server without a setting (tcp_user_timeout before PostgreSQL 12, idle_session_timeout
      // before 14) keeps its default; the checks and the lease hold without them.
      for (const statement of SESSION_SETTINGS)
        await withTimeout(client.query(statement), timing.timeoutMs, 'lock session').catch((error) =>
          log.warn({ statement, error: message(error) }, 'lock session setting refused'),
        )
      const sent = Date.now()
      const { rows } = await withTimeout(
        client.query<{ locked: boolean; pid: number; started: string }>(
          'select pg_try_advisory_lock($1) as locked, pg_backend_pid() as pid, (select backend_start::text from pg_stat_activity where pid = pg_backend_pid()) as started',
          [this.lockKey],
        ),
        timing.timeoutMs,
        'lock attempt',
      )
      this.failedAttempts = 0
      const row = rows[0]
      if (!row?.locked) {
        destroy(client)
        if (this.state.role !== 'competing' || this.state.reason !== 'another keeper holds the lock')
          this.set({ role: 'competing', reason: 'another keeper holds the lock' })
        return undefined
      }
      const held: Held = { client, pid: row.pid, backendStart: row.started, term: ++this.terms, lastOk: sent }
      const lost = (reason: string) => this.lose(held, reason)
      client.on('error', (error) => lost(`lock connection error: ${error.message}`))
      client.on('end', () => lost('lock connection ended'))
      return held
    } catch (error) {
      destroy(client)
      log.warn({ error: message(error) }, 'keeper lock attempt failed')
      // One failed attempt may be a blip; several in a row mean this keeper cannot compete.
      if (++this.failedAttempts >= FAILED_ATTEMPTS_NOT_COMPETING)
        this.set({ role: 'not-competing', reason: `database unreachable: ${message(error)}` })
      return undefined
    }
  }

  /** Marks the held lock lost (once): the term's work is aborted by `run`. */
  private lose(held: Held, reason: string) {
    if (held.lost || this.stopped) return
    held.lost = reason
    if (this.held === held) {
      this.options.log.error(
        { error: reason, term: held.term, pid: held.pid },
        'keeper lock lost: stepping down',
      )
      this.endTerm(held)
      this.set({ role: 'stepping-down', reason })
      this.termAbort?.abort()
    }
  }

  private endTerm(held: Held) {
    const term = this.history.find((t) => t.term === held.term)
    if (term && term.end === undefined)
      term.end = Math.min(Date.now(), held.lastOk + leaseMsOf(this.options.timing))
  }

  private termAbort: AbortController | undefined

  /** Checks the held lock on its connection within the timeout; a failure loses it. */
  check(): Promise<void> {
    const held = this.held
    if (!held || held.lost) return Promise.resolve()
    if (this.checking) return this.checking
    const sent = Date.now()
    this.checking = withTimeout(
      held.client.query<{ held: boolean }>(HELD_SQL, [this.lockKey]),
      this.options.timing.timeoutMs,
      'lock check',
    )
      .then(
        ({ rows }) => {
          if (rows[0]?.held) held.lastOk = Math.max(held.lastOk, sent)
          else this.lose(held, 'the lock is no longer held on its connection')
        },
        (error) => this.lose(held, message(error)),
      )
      .finally(() => {
        this.checking = undefined
      })
    return this.checking
  }

  /** Ends the backend that held a lost lock (a silently cut connection leaves it, and the lock, on the server). */
  private async release(held: Held) {
    const { databaseUrl, timing } = this.options
    destroy(held.client)
    const client = new pg.Client({
      connectionString: databaseUrl,
      connectionTimeoutMillis: connectTimeoutMsOf(timing),
    })
    client.on('error', () => {})
    try {
      await withTimeout(client.connect(), connectTimeoutMsOf(timing), 'release connection')
      await withTimeout(
        client.query(
          'select pg_terminate_backend(pid) from pg_stat_activity where pid = $1 and backend_start::text = $2',
          [held.pid, held.backendStart],
        ),
        timing.timeoutMs,
        'release',
      )
    } catch (error) {
      // The database is unreachable: its own keepalive (SESSION_SETTINGS) ends the backend.
      this.options.log.warn({ error: message(error) }, 'could not end the old lock backend')
    } finally {
      destroy(client)
    }
  }

  /**
   * Competes for the lock until {@link stop}; each term, after the takeover wait, runs `lead(signal)` (the signal
   * aborts when the lock is lost or on stop) and competes again once it returns.
   */
  async run(lead: (signal: AbortSignal) => Promise<void>): Promise<void> {
    const { timing, log } = this.options
    while (!this.stopped) {
      const held = await this.tryAcquire()
      if (!held) {
        await this.sleep(timing.retryMs)
        continue
      }
      if (this.stopped) {
        // Stopped while the lock was being taken: given back at once.
        destroy(held.client)
        break
      }
      this.held = held
      const abort = new AbortController()
      this.termAbort = abort
      // Checks at a fixed rate (a slow one does not push the next back), so a healthy lease never runs out.
      const checks = (async () => {
        let next = Date.now()
        while (!abort.signal.aborted) {
          next += timing.checkMs
          await this.sleep(Math.max(0, next - Date.now()), abort.signal)
          if (abort.signal.aborted) break
          await this.check()
          if (Date.now() - held.lastOk >= leaseMsOf(timing))
            this.lose(held, 'lease expired: no check answered')
          next = Math.max(next, Date.now() - timing.checkMs)
        }
      })()
      const since = Date.now()
      this.set({ role: 'taking-over', term: held.term, since })
      log.info(
        { term: held.term, pid: held.pid, waitMs: takeoverWaitMsOf(timing) },
        'keeper lock taken: waiting out the previous lease',
      )
      await this.sleep(takeoverWaitMsOf(timing), abort.signal)
      if (!abort.signal.aborted) {
        await this.check()
        if (!held.lost) {
          this.history.push({ term: held.term, start: Date.now() })
          if (this.history.length > TERMS_KEPT) this.history.shift()
          this.set({ role: 'leading', term: held.term, since: Date.now() })
          try {
            await lead(abort.signal)
          } catch (error) {
            log.error({ error: message(error) }, 'keeper work failed')
          }
        }
      }
      // Lost, or stopped: no more sends (lose() already ended the term when it was lost).
      this.endTerm(held)
      abort.abort()
      await checks
      this.held = undefined
      if (this.stopped) {
        await withTimeout(
          held.client.query('select pg_advisory_unlock($1)', [this.lockKey]),
          timing.timeoutMs,
          'unlock',
        ).catch(() => {})
        destroy(held.client)
        break
      }
      await this.release(held)
      this.set({ role: 'competing', reason: `lost the lock (${held.lost ?? 'work ended'}): competing again` })
    }
    this.set({ role: 'not-competing', reason: 'stopped' })
  }

  /** Stops competing: the current term's signal aborts; `run` resolves after releasing the lock. */
  stop() {
    this.stopped = true
    this.termAbort?.abort()
    this.wake.abort()
  }
}
