// The box openings of this browser, kept in local storage so that a reveal in progress (and the receipts of the
// revealed ones) are recovered after a reload: the chain is the truth (the watcher reads `BoxRevealed` logs from the
// open's block), this list only remembers which requests to watch.
import type { Hash } from 'viem'
import { createListeners, type ReadableStore, useStore } from '../../../lib/store'

/** A card a box revealed (`BoxRevealed`), kept as strings in storage. */
export type RevealedCard = { readonly tokenId: bigint; readonly cardId: bigint; readonly rarity: bigint }

export type BoxOpening = {
  readonly chainId: number
  /** The opener, lower-case. */
  readonly account: string
  /** The box deployment name (`BlindBoxV1` .. `MysteryBox`). */
  readonly box: string
  readonly requestId: bigint
  readonly tokenIds: readonly bigint[]
  /** The open transaction and its block (the watcher starts there). */
  readonly requestTx: Hash
  readonly fromBlock: bigint
  readonly openedAt: number
  readonly revealed?: { readonly cards: readonly RevealedCard[]; readonly transactionHash: Hash }
}

export const OPENINGS_STORAGE_KEY = 'finaverse.boxOpenings'
/** At most this many openings are remembered (the oldest go first). */
const KEEP = 50

type Stored = Record<string, unknown>
const changes = createListeners()
let cache: { raw: string | null; list: BoxOpening[] } = { raw: null, list: [] }

function toOpening(value: Stored): BoxOpening | undefined {
  try {
    const revealed = value['revealed'] as Stored | undefined
    return {
      chainId: Number(value['chainId']),
      account: String(value['account']).toLowerCase(),
      box: String(value['box']),
      requestId: BigInt(String(value['requestId'])),
      tokenIds: (value['tokenIds'] as string[]).map((id) => BigInt(id)),
      requestTx: value['requestTx'] as Hash,
      fromBlock: BigInt(String(value['fromBlock'])),
      openedAt: Number(value['openedAt']),
      ...(revealed
        ? {
            revealed: {
              transactionHash: revealed['transactionHash'] as Hash,
              cards: (revealed['cards'] as Stored[]).map((c) => ({
                tokenId: BigInt(String(c['tokenId'])),
                cardId: BigInt(String(c['cardId'])),
                rarity: BigInt(String(c['rarity'])),
              })),
            },
          }
        : {}),
    }
  } catch {
    return undefined
  }
}

function read(): BoxOpening[] {
  let raw: string | null = null
  try {
    raw = window.localStorage.getItem(OPENINGS_STORAGE_KEY)
  } catch {
    raw = null
  }
  if (raw === cache.raw) return cache.list
  let list: BoxOpening[] = []
  try {
    const parsed = raw ? (JSON.parse(raw) as Stored[]) : []
    list = parsed.flatMap((item) => toOpening(item) ?? [])
  } catch {
    list = []
  }
  cache = { raw, list }
  return list
}

function write(list: readonly BoxOpening[]) {
  const json = JSON.stringify(list.slice(-KEEP), (_key, value: unknown) =>
    typeof value === 'bigint' ? value.toString() : value,
  )
  try {
    window.localStorage.setItem(OPENINGS_STORAGE_KEY, json)
  } catch {
    // Storage full or blocked: the reveal still shows on this page, it is just not recovered after a reload.
  }
  changes.notify()
}

/** Remembers an opening (once per chain and request). */
export function saveOpening(opening: BoxOpening) {
  const list = read().filter((o) => !(o.chainId === opening.chainId && o.requestId === opening.requestId))
  write([...list, { ...opening, account: opening.account.toLowerCase() }])
}

/** Records the reveal of an opening. */
export function markRevealed(
  chainId: number,
  requestId: bigint,
  revealed: NonNullable<BoxOpening['revealed']>,
) {
  const list = read()
  if (!list.some((o) => o.chainId === chainId && o.requestId === requestId && !o.revealed)) return
  write(list.map((o) => (o.chainId === chainId && o.requestId === requestId ? { ...o, revealed } : o)))
}

/** The openings in local storage, followed in this tab and in the others (`storage` events). */
const openings: ReadableStore<BoxOpening[]> = {
  get: read,
  subscribe(listener) {
    const stop = changes.subscribe(listener)
    const onStorage = (event: StorageEvent) => {
      if (event.key === OPENINGS_STORAGE_KEY) listener()
    }
    window.addEventListener('storage', onStorage)
    return () => {
      stop()
      window.removeEventListener('storage', onStorage)
    }
  },
}

/** The openings of an account on a chain (optionally of some boxes only), newest first. */
export function selectOpenings(
  list: readonly BoxOpening[],
  chainId: number,
  account: string | undefined,
  boxes?: readonly string[],
): BoxOpening[] {
  if (!account) return []
  const me = account.toLowerCase()
  return list
    .filter((o) => o.chainId === chainId && o.account === me && (!boxes || boxes.includes(o.box)))
    .sort((a, b) => (a.requestId === b.requestId ? 0 : a.requestId > b.requestId ? -1 : 1))
}

/** The remembered openings, live across components and tabs. */
export function useOpenings(): readonly BoxOpening[] {
  return useStore(openings, undefined, () => [])
}
