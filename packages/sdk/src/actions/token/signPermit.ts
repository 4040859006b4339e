import { finaTokenAbi } from '@finaverse/contracts'
import type { Account, Address, Chain, Client, Hex, Transport } from 'viem'
import { readContract, signTypedData } from 'viem/actions'
import { decodeFinaverseError, FinaverseError } from '../../errors.js'
import { contractAddress } from '../../internal/address.js'
import { WRONG_NETWORK_CODE } from '../../internal/codes.js'

export type SignPermitParameters = {
  /** The owner who signs; default: the wallet client's account. */
  account?: Account | Address
  spender: Address
  /** Amount in base units. */
  value: bigint
  /** Unix seconds after which the permit is void. */
  deadline: bigint
  /** An EIP-2612 token; default: the chain's FinaToken. */
  token?: Address
}
/** The signature and everything `permit` needs with it. */
export type SignPermitReturnType = {
  owner: Address
  spender: Address
  value: bigint
  deadline: bigint
  nonce: bigint
  signature: Hex
  token: Address
}
export type SignPermitErrorType = FinaverseError

/**
 * Signs an EIP-2612 permit (typed data, no transaction) with the token's EIP-712 domain and the owner's current
 * nonce. Anyone can then submit it with {@link permit}.
 *
 * @example
 * const signed = await signPermit(walletClient, { spender: farm, value: parseEther('10'), deadline: BigInt(Math.floor(Date.now() / 1000) + 3600) })
 * const prepared = await permitToken(clients.bsc, { account: relayer, ...signed })
 */
export async function signPermit(
  walletClient: Client<Transport, Chain | undefined, Account | undefined>,
  parameters: SignPermitParameters,
): Promise<SignPermitReturnType> {
  const account = parameters.account ?? walletClient.account
  if (!account) throw new FinaverseError('No account to sign with', { code: WRONG_NETWORK_CODE })
  const owner = typeof account === 'string' ? account : account.address
  const token = contractAddress(walletClient, 'FinaToken', parameters.token)
  try {
    const [[, name, version, chainId, verifyingContract], nonce] = await Promise.all([
      readContract(walletClient, { abi: finaTokenAbi, address: token, functionName: 'eip712Domain' }),
      readContract(walletClient, {
        abi: finaTokenAbi,
        address: token,
        functionName: 'nonces',
        args: [owner],
      }),
    ])
    const signature = await signTypedData(walletClient, {
      account,
      domain: { name, version, chainId, verifyingContract },
      types: {
        Permit: [
          { name: 'owner', type: 'address' },
          { name: 'spender', type: 'address' },
          { name: 'value', type: 'uint256' },
          { name: 'nonce', type: 'uint256' },
          { name: 'deadline', type: 'uint256' },
        ],
      },
      primaryType: 'Permit',
      message: {
        owner,
        spender: parameters.spender,
        value: parameters.value,
        nonce,
        deadline: parameters.deadline,
      },
    })
    return {
      owner,
      spender: parameters.spender,
      value: parameters.value,
      deadline: parameters.deadline,
      nonce,
      signature,
      token,
    }
  } catch (error) {
    throw await decodeFinaverseError(error)
  }
}
