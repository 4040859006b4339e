import type { ethers } from 'ethers'
import { HardhatPluginError } from 'hardhat/plugins'
import { show } from './print'

/** A refusal or bad input: Hardhat prints the message without a stack trace. */
export function fail(message: string): never {
  throw new HardhatPluginError('finaverse', message)
}

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
