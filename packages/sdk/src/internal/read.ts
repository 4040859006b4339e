import type {
  Abi,
  Address,
  ContractFunctionArgs,
  ContractFunctionName,
  ContractFunctionReturnType,
  ReadContractParameters,
  ReadContractReturnType,
} from 'viem'
import { readContract } from 'viem/actions'
import type { AnyClient } from '../clients.js'
import { decodeFinaverseError } from '../errors.js'

/** The state mutabilities a read may call. */
export type ReadMutability = 'pure' | 'view'

/**
 * Reads a view function; any failure becomes a FinaverseError (decoded custom error when there is one). Typed as
 * viem's `readContract`: the function name and arguments are checked against the ABI and the result is inferred.
 */
export async function read<
  const abi extends Abi | readonly unknown[],
  functionName extends ContractFunctionName<abi, ReadMutability>,
  const args extends ContractFunctionArgs<abi, ReadMutability, functionName>,
>(
  client: AnyClient,
  parameters: ReadContractParameters<abi, functionName, args>,
): Promise<ReadContractReturnType<abi, functionName, args>> {
  try {
    return await readContract(client, parameters)
  } catch (error) {
    throw await decodeFinaverseError(error)
  }
}

/** The names of an ABI's view functions that take no arguments (getters such as `price()` or `totalSupply()`). */
export type GetterName<abi extends Abi> = Extract<
  abi[number],
  { readonly type: 'function'; readonly stateMutability: ReadMutability; readonly inputs: readonly [] }
>['name']

/** What {@link readGetters} gives: each getter's name to its result, as the ABI types it. */
export type GettersResult<abi extends Abi, names extends readonly GetterName<abi>[]> = {
  -readonly [name in names[number]]: name extends ContractFunctionName<abi, ReadMutability>
    ? ContractFunctionReturnType<abi, ReadMutability, name>
    : never
}

/**
 * Reads several getters of one contract at once (one multicall on a batching client) and returns them by name.
 * @example const { price, sold } = await readGetters(client, { abi: blindBoxAbi, address }, ['price', 'sold'])
 */
export async function readGetters<const abi extends Abi, const names extends readonly GetterName<abi>[]>(
  client: AnyClient,
  contract: { abi: abi; address: Address },
  names: names,
): Promise<GettersResult<abi, names>> {
  const { address } = contract
  // Widened to `Abi` for the loop: each name's result type is restored by the mapped return type.
  const abi: Abi = contract.abi
  const values = await Promise.all(
    names.map((functionName) => read(client, { abi, address, functionName, args: [] })),
  )
  return Object.fromEntries(names.map((name, i) => [name, values[i]])) as GettersResult<abi, names>
}
