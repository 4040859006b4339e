import type {
  Abi,
  Account,
  Address,
  Chain,
  ContractFunctionArgs,
  ContractFunctionName,
  ContractFunctionReturnType,
} from 'viem'
import { estimateContractGas, estimateFeesPerGas, getGasPrice, simulateContract } from 'viem/actions'
import type { AnyClient } from '../clients.js'
import { decodeFinaverseError } from '../errors.js'

type WriteMutability = 'nonpayable' | 'payable'

/**
 * A simulated write, ready to sign: the request (pass it to `sendPreparedWrite` or viem's `writeContract`), the
 * simulated return value, and what it will cost, so the site can show the fee before asking for a signature.
 */
export type PreparedWrite<
  abi extends Abi = Abi,
  functionName extends ContractFunctionName<abi, WriteMutability> = ContractFunctionName<
    abi,
    WriteMutability
  >,
> = {
  readonly request: {
    readonly abi: abi
    readonly address: Address
    readonly functionName: functionName
    readonly args: ContractFunctionArgs<abi, WriteMutability, functionName>
    readonly account: Account | Address
    readonly chain: Chain | undefined
    /** The simulated gas limit, so the wallet does not estimate again. */
    readonly gas: bigint
    readonly value?: bigint
  }
  /** What the function returns in the simulation. */
  readonly result: ContractFunctionReturnType<abi, WriteMutability, functionName>
  /** Gas the simulation used (estimate). */
  readonly gas: bigint
  /** Price per gas in wei: `maxFeePerGas` on EIP-1559 chains, else the legacy gas price. */
  readonly feePerGas: bigint
  /** Upper bound of the fee in wei of the native currency: gas x feePerGas (plus nothing else: `value` is apart). */
  readonly fee: bigint
}

/** What an action passes to {@link prepareWrite}. */
export type PrepareWriteParameters = {
  abi: Abi
  address: Address
  functionName: string
  args: readonly unknown[]
  account: Account | Address
  value?: bigint
}

/**
 * Simulates a contract write, estimates its gas and fee, and returns the prepared request. A failed simulation
 * throws a FinaverseError carrying the decoded custom error (name + args) and its MESSAGES code.
 */
export async function prepareWrite<result extends PreparedWrite>(
  client: AnyClient,
  parameters: PrepareWriteParameters,
): Promise<result> {
  const { abi, address, functionName, args, account, value } = parameters
  const call = { abi, address, functionName, args, account, ...(value === undefined ? {} : { value }) }
  try {
    const { result } = await simulateContract(client, call as never)
    const [gas, feePerGas] = await Promise.all([
      estimateContractGas(client, call as never),
      estimateFeesPerGas(client)
        .then((fees) => fees.maxFeePerGas ?? fees.gasPrice ?? 0n)
        .catch(() => getGasPrice(client)),
    ])
    return {
      request: { ...call, chain: client.chain, gas },
      result,
      gas,
      feePerGas,
      fee: gas * feePerGas,
    } as unknown as result
  } catch (error) {
    throw await decodeFinaverseError(error)
  }
}
