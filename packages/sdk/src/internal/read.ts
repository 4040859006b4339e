import type { Abi, Address } from 'viem'
import { readContract } from 'viem/actions'
import type { AnyClient } from '../clients.js'
import { decodeFinaverseError } from '../errors.js'

/** Reads a view function; any failure becomes a FinaverseError (decoded custom error when there is one). */
export async function read<result>(
  client: AnyClient,
  parameters: { abi: Abi; address: Address; functionName: string; args: readonly unknown[] },
): Promise<result> {
  try {
    return (await readContract(client, parameters as never)) as result
  } catch (error) {
    throw await decodeFinaverseError(error)
  }
}
