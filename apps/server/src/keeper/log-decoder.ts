// The indexer's decoder of event logs: an ABI's events by topic 0, and a log's arguments decoded by hand for events
// whose inputs are all one-word static types (viem's byte cursor took most of the indexer's CPU on a catch-up), by
// viem's `decodeAbiParameters` for the others.
import {
  type Abi,
  type AbiEvent,
  type Address,
  checksumAddress,
  decodeAbiParameters,
  type Hex,
  type Log,
  toEventSelector,
} from 'viem'

const selectors = new WeakMap<Abi, Map<Hex, AbiEvent>>()

/** An ABI's events by topic 0 (computed once per ABI). */
export function eventsOf(abi: Abi): Map<Hex, AbiEvent> {
  let map = selectors.get(abi)
  if (!map) {
    map = new Map(
      abi.filter((item): item is AbiEvent => item.type === 'event').map((e) => [toEventSelector(e), e]),
    )
    selectors.set(abi, map)
  }
  return map
}

const DYNAMIC = /^(string|bytes|tuple)$|\[/

/** Decodes one 32-byte word (64 hex digits) of a static ABI type, as viem's `decodeAbiParameters` does. */
type WordDecoder = (word: string) => unknown

/** The decoder of a static type viem decodes from one word, or null (dynamic, tuple, array: viem decodes it). */
function wordDecoder(type: string): WordDecoder | null {
  if (type === 'address') return (word) => checksummed(word.slice(24))
  if (type === 'bool')
    return (word) => {
      if (!/^0{63}[01]$/.test(word)) throw new Error('invalid bool')
      return word.endsWith('1')
    }
  const bytes = /^bytes([1-9]|[12][0-9]|3[0-2])$/.exec(type)
  if (bytes) {
    const digits = Number(bytes[1]) * 2
    return (word) => `0x${word.slice(0, digits)}`
  }
  const int = /^(u?)int([0-9]*)$/.exec(type)
  if (int) {
    const bits = Number(int[2] || '256')
    if (bits < 8 || bits > 256 || bits % 8 !== 0) return null
    const signed = int[1] === ''
    return (word) => {
      let value = BigInt(`0x${word}`)
      // Two's complement over the whole word, as viem reads it.
      if (signed && value >= 1n << 255n) value -= 1n << 256n
      return bits > 48 ? value : Number(value)
    }
  }
  return null
}

const checksums = new Map<string, Address>()

/** The checksummed address of 40 hex digits (cached: a range's logs name the same few addresses again and again). */
function checksummed(digits: string): Address {
  const key = digits.toLowerCase()
  let address = checksums.get(key)
  if (!address) {
    if (checksums.size >= 10_000) checksums.clear()
    address = checksumAddress(`0x${key}`)
    checksums.set(key, address)
  }
  return address
}

type EventPlan = {
  /** Names and word decoders of the indexed inputs (topics 1..n) and of the data's words, in order. */
  indexed: [string, WordDecoder | 'topic'][]
  plain: [string, WordDecoder][]
}

const plans = new WeakMap<AbiEvent, EventPlan | null>()
const WORD = /^0x[0-9a-fA-F]{64}$/
const HEX = /^0x(?:[0-9a-fA-F]{64})*$/

/**
 * How to decode an event's logs without viem (whose byte cursor took most of the indexer's CPU on a catch-up):
 * every input a static type of one word. Null for an event with a dynamic non-indexed input (viem decodes those).
 */
function planOf(event: AbiEvent): EventPlan | null {
  let plan = plans.get(event)
  if (plan !== undefined) return plan
  plan = { indexed: [], plain: [] }
  for (const [i, input] of event.inputs.entries()) {
    const name = input.name ?? String(i)
    if (input.indexed && DYNAMIC.test(input.type)) {
      plan.indexed.push([name, 'topic'])
      continue
    }
    const decoder = wordDecoder(input.type)
    if (!decoder) {
      plan = null
      break
    }
    if (input.indexed) plan.indexed.push([name, decoder])
    else plan.plain.push([name, decoder])
  }
  plans.set(event, plan)
  return plan
}

/**
 * A log's arguments by name (indexed dynamic values stay their topic hash), or null when it does not decode. The
 * same values as viem's `decodeAbiParameters` (a test compares them); anything but well-formed words goes to viem.
 */
export function decodeArgs(event: AbiEvent, raw: Log): Record<string, unknown> | null {
  const plan = planOf(event)
  if (
    plan &&
    raw.topics.length > plan.indexed.length &&
    raw.topics.slice(1, plan.indexed.length + 1).every((t) => t && WORD.test(t)) &&
    (plan.plain.length === 0 || (raw.data.length >= 2 + 64 * plan.plain.length && HEX.test(raw.data)))
  ) {
    try {
      const args: Record<string, unknown> = {}
      plan.indexed.forEach(([name, decode], i) => {
        const topic = raw.topics[i + 1] as Hex
        args[name] = decode === 'topic' ? topic : decode(topic.slice(2))
      })
      plan.plain.forEach(([name, decode], i) => {
        args[name] = decode(raw.data.slice(2 + 64 * i, 66 + 64 * i))
      })
      return args
    } catch {
      return null
    }
  }
  return decodeWithViem(event, raw)
}

function decodeWithViem(event: AbiEvent, raw: Log): Record<string, unknown> | null {
  try {
    const args: Record<string, unknown> = {}
    const indexed = event.inputs.filter((i) => i.indexed)
    const plain = event.inputs.filter((i) => !i.indexed)
    indexed.forEach((input, i) => {
      const topic = raw.topics[i + 1] as Hex | undefined
      if (!topic) throw new Error('missing topic')
      args[input.name ?? String(i)] = DYNAMIC.test(input.type)
        ? topic
        : decodeAbiParameters([input], topic)[0]
    })
    if (plain.length > 0) {
      const values = decodeAbiParameters(plain, raw.data)
      plain.forEach((input, i) => {
        args[input.name ?? String(i)] = values[i]
      })
    }
    return args
  } catch {
    // Not this event's shape (e.g. another contract's event with the same signature but other indexing).
    return null
  }
}
