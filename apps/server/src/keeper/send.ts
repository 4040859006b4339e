import type { Abi, Address, Hash } from 'viem'
import type { KeeperChain } from './types.js'

export type Call = {
  address: Address
  abi: Abi
  functionName: string
  args?: readonly unknown[]
  value?: bigint
}

/**
 * Simulates a call (a revert throws with the contract's decoded error before anything is sent), sends it from the
 * keeper's account and waits for its receipt; a mined revert throws too. The keeper sends one transaction at a
 * time per process (jobs run one after the other), so the account's nonce never races.
 */
export async function sendAndWait(chain: KeeperChain, call: Call): Promise<Hash> {
  const account = chain.walletClient.account
  if (!account) throw new Error(`no keeper account on ${chain.role}`)
  const { request } = await chain.publicClient.simulateContract({
    ...(call as unknown as Parameters<typeof chain.publicClient.simulateContract>[0]),
    account,
  })
  const hash = await chain.walletClient.writeContract(
    request as Parameters<typeof chain.walletClient.writeContract>[0],
  )
  const receipt = await chain.publicClient.waitForTransactionReceipt({ hash, pollingInterval: 100 })
  if (receipt.status !== 'success') throw new Error(`${call.functionName} reverted in ${hash}`)
  return hash
}

/** The custom error name of a failed simulation or call (viem's ContractFunctionRevertedError), if any. */
export function revertName(error: unknown): string | undefined {
  let e = error as { name?: string; data?: { errorName?: string }; cause?: unknown } | undefined
  for (let i = 0; e && i < 10; i++) {
    if (e.name === 'ContractFunctionRevertedError' && e.data?.errorName) return e.data.errorName
    e = e.cause as typeof e
  }
  return undefined
}
