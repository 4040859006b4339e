import {
  type Abi,
  type Account,
  type Address,
  type BaseError,
  type Chain,
  type ContractFunctionArgs,
  type ContractFunctionName,
  type ContractFunctionReturnType,
  encodeFunctionData,
  type GetValue,
  getContractError,
  hexToBigInt,
  numberToHex,
} from 'viem'
import { estimateFeesPerGas, getGasPrice, simulateContract } from 'viem/actions'
import type { AnyClient } from '../clients.js'
import { decodeFinaverseError } from '../errors.js'

type WriteMutability = 'nonpayable' | 'payable'

/**
 * A simulated write, ready to sign: the request (pass it to `sendPreparedWrite` or viem's `writeContract`), the
 * simulated return value, and what it will cost, so the site can show the fee before asking for a signature.
 * `PreparedWrite` without arguments is any prepared write (every action's result is one).
 */
export type PreparedWrite<
  abi extends Abi = Abi,
  functionName extends ContractFunctionName<abi, WriteMutability> = ContractFunctionName<
    abi,
    WriteMutability
  >,
> = Abi extends abi ? AnyPreparedWrite : PreparedWriteOf<abi, functionName>

/**
 * The fields every prepared write has. `request` has viem's `writeContract` shape, so it fits viem's
 * `walletClient.writeContract` and wagmi's `writeContract` as it is: `value` is there only as a payable function
 * allows it (`GetValue`, `value?: undefined` for the others).
 */
type PreparedWriteFields<request, result> = {
  readonly request: request & {
    readonly address: Address
    readonly account: Account | Address
    readonly chain: Chain | undefined
    /** The simulated gas limit, so the wallet does not estimate again. */
    readonly gas: bigint
  }
  /** What the function returns in the simulation. */
  readonly result: result
  /** Gas the simulation used (estimate). */
  readonly gas: bigint
  /** Price per gas in wei: `maxFeePerGas` on EIP-1559 chains, else the legacy gas price. */
  readonly feePerGas: bigint
  /** Upper bound of the fee in wei of the native currency: gas x feePerGas (plus nothing else: `value` is apart). */
  readonly fee: bigint
}

/** A prepared write of one function of one ABI, its arguments and result typed by the ABI. */
export type PreparedWriteOf<
  abi extends Abi,
  functionName extends ContractFunctionName<abi, WriteMutability>,
> = PreparedWriteFields<
  {
    readonly abi: abi
    readonly functionName: functionName
    readonly args: ContractFunctionArgs<abi, WriteMutability, functionName>
  } & Readonly<GetValue<abi, functionName, bigint>>,
  ContractFunctionReturnType<abi, WriteMutability, functionName>
>

/**
 * Any prepared write (what `sendPreparedWrite` and the site's write flow take). A separate shape, not an
 * instantiation of {@link PreparedWriteOf}, so that TypeScript compares it by structure: viem's ABI types make
 * the generic one look invariant.
 */
export type AnyPreparedWrite = PreparedWriteFields<
  {
    readonly abi: Abi
    readonly functionName: string
    readonly args: readonly unknown[]
    readonly value?: bigint | undefined
  },
  unknown
>

/** What an action passes to {@link prepareWrite}: the function name and arguments are checked against the ABI. */
export type PrepareWriteParameters<
  abi extends Abi = Abi,
  functionName extends ContractFunctionName<abi, WriteMutability> = ContractFunctionName<
    abi,
    WriteMutability
  >,
> = {
  abi: abi
  address: Address
  functionName: functionName
  args: ContractFunctionArgs<abi, WriteMutability, functionName>
  account: Account | Address
  value?: bigint
  /**
   * The least gas limit to send, for a write whose estimate can stop short: a call inside it that catches its own
   * failure (the node's estimate finds the smallest limit that does not revert, where that inner call ran out of gas).
   */
  minGas?: bigint
  /**
   * The gas limit to send when the simulation passes but the node will not estimate: Hardhat's node refuses an
   * estimate whose search tries a limit above its per-transaction cap (2^24 gas), as a 50-pair merge batch's does.
   * Without it, that refusal is thrown as before.
   */
  fallbackGas?: bigint
}

/** A call with the ABI widened, as viem's simulate and estimate take it without a literal ABI. */
type WidenedCall = {
  abi: Abi
  address: Address
  functionName: string
  args: readonly unknown[]
  account: Account | Address
  value?: bigint
}

/**
 * The node's gas estimate of a contract call: the `eth_estimateGas` that viem's `estimateContractGas` sends for an
 * account the node signs for (`from`, `to`, `data`, `value`), without viem's transaction preparation (nonce, fees,
 * blob hashes), which only signing needs: a site that prepares a write does not load that code until it sends one.
 * A local account's estimate needs no more than its address either. A revert is decoded against the ABI, as viem does.
 */
async function estimateCallGas(client: AnyClient, call: WidenedCall): Promise<bigint> {
  const { abi, address, functionName, args, account, value } = call
  const from = typeof account === 'string' ? account : account.address
  const data = encodeFunctionData({ abi, functionName, args })
  const request = { from, to: address, data, ...(value === undefined ? {} : { value: numberToHex(value) }) }
  try {
    return hexToBigInt(await client.request({ method: 'eth_estimateGas', params: [request] }))
  } catch (error) {
    throw getContractError(error as BaseError, {
      abi,
      address,
      args,
      functionName,
      sender: from,
      docsPath: '/docs/contract/estimateContractGas',
    })
  }
}

/**
 * Simulates a contract write, estimates its gas and fee, and returns the prepared request. A failed simulation
 * throws a FinaverseError carrying the decoded custom error (name + args) and its MESSAGES code.
 */
export async function prepareWrite<
  const abi extends Abi,
  functionName extends ContractFunctionName<abi, WriteMutability>,
>(
  client: AnyClient,
  parameters: PrepareWriteParameters<abi, functionName>,
): Promise<PreparedWriteOf<abi, functionName>> {
  const { abi, address, functionName, args, account, value, minGas = 0n, fallbackGas } = parameters
  const call = { abi, address, functionName, args, account, ...(value === undefined ? {} : { value }) }
  // viem's simulate and estimate take the call with the ABI widened; the result's type is the ABI's again below.
  // `args` is the ABI's tuple for `functionName` (checked at the action); viem's widened call takes any array.
  const widened: WidenedCall = { ...call, args: args as readonly unknown[] }
  try {
    const { result } = await simulateContract(client, widened)
    const [estimate, feePerGas] = await Promise.all([
      estimateCallGas(client, widened).catch((error: unknown) => {
        // The simulation above passed, so a refused estimate is the node's limit, not the call's revert.
        if (fallbackGas === undefined) throw error
        return fallbackGas
      }),
      estimateFeesPerGas(client)
        .then((fees) => fees.maxFeePerGas ?? fees.gasPrice ?? 0n)
        .catch(() => getGasPrice(client)),
    ])
    const gas = estimate > minGas ? estimate : minGas
    return {
      // `value` is only in `call` when the action passed one, which only payable functions' actions do.
      request: { ...call, chain: client.chain, gas } as PreparedWriteOf<abi, functionName>['request'],
      result: result as PreparedWriteOf<abi, functionName>['result'],
      gas,
      feePerGas,
      fee: gas * feePerGas,
    }
  } catch (error) {
    throw await decodeFinaverseError(error)
  }
}
