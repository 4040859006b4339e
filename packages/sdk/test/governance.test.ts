import { createWalletClient, custom, parseEther } from 'viem'
import { beforeAll, describe, expect, it } from 'vitest'
import {
  allowance,
  delegateVotes,
  getVotes,
  permitToken,
  requestAccount,
  signPermit,
} from '../src/exports/actions.js'
import { FinaverseError } from '../src/exports/index.js'
import {
  addressOf,
  carol,
  createTestClients,
  dave,
  execute,
  fund,
  rejection,
  useSnapshot,
} from './fixtures.js'

useSnapshot()
const { clients, wallet } = createTestClients()
const bsc = clients.bsc

async function now(): Promise<bigint> {
  return (await bsc.getBlock({ blockTag: 'latest' })).timestamp
}

beforeAll(async () => {
  await fund(bsc, carol.address, parseEther('50'))
})

describe('permit (EIP-2612)', () => {
  it('signPermit + permit: a relayer sets the allowance from the owner signature', async () => {
    const signed = await signPermit(wallet(carol), {
      spender: dave.address,
      value: 777n,
      deadline: (await now()) + 3600n,
    })
    expect(signed.owner).toBe(carol.address)
    expect(signed.token).toBe(addressOf(bsc, 'FinaToken'))
    // Dave submits (and pays for) carol's permit.
    await execute(bsc, dave, permitToken(bsc, { account: dave.address, ...signed }))
    expect(await allowance(bsc, { owner: carol.address, spender: dave.address })).toBe(777n)
  })

  it('permit: an expired deadline gives ERC2612ExpiredSignature(deadline)', async () => {
    const deadline = (await now()) - 1n
    const signed = await signPermit(wallet(carol), { spender: dave.address, value: 1n, deadline })
    const error = await rejection(permitToken(bsc, { account: dave.address, ...signed }))
    expect(error.contractError).toEqual({ name: 'ERC2612ExpiredSignature', args: [deadline] })
    expect(error.code).toBe('SIGN_VERIFICATION_FAILED')
  })

  it('permit: a signature replayed or for other terms gives ERC2612InvalidSigner', async () => {
    const signed = await signPermit(wallet(carol), {
      spender: dave.address,
      value: 5n,
      deadline: (await now()) + 3600n,
    })
    const error = await rejection(permitToken(bsc, { account: dave.address, ...signed, value: 6n }))
    expect(error.contractError?.name).toBe('ERC2612InvalidSigner')
    expect(error.contractError?.args[1]).toBe(carol.address)
  })
})

describe('votes', () => {
  it('delegate + getVotes: votes count once delegated', async () => {
    expect(await getVotes(bsc, { account: carol.address })).toEqual({ votes: 0n, delegatee: null })
    const prepared = await delegateVotes(bsc, { account: carol.address, delegatee: carol.address })
    expect(prepared.fee).toBeGreaterThan(0n)
    await execute(bsc, carol, Promise.resolve(prepared))
    const { votes, delegatee } = await getVotes(bsc, { account: carol.address })
    expect(delegatee).toBe(carol.address)
    expect(votes).toBeGreaterThanOrEqual(parseEther('50'))
  })
})

describe('requestAccount', () => {
  it('returns the first account of the wallet', async () => {
    const provider = {
      request: async ({ method }: { method: string }) =>
        method === 'eth_requestAccounts' ? [carol.address] : null,
    }
    const result = await requestAccount(createWalletClient({ transport: custom(provider) }))
    expect(result).toEqual({ data: carol.address, error: null })
  })

  it('a refused request yields null and reports the error (spec: a failed account request yields null)', async () => {
    const provider = {
      request: async () => {
        throw Object.assign(new Error('User rejected the request.'), { code: 4001 })
      },
    }
    const result = await requestAccount(createWalletClient({ transport: custom(provider) }))
    expect(result.data).toBeNull()
    expect(result.error).toBeInstanceOf(FinaverseError)
    expect(result.error?.code).toBe('USER_REJECTED')
  })

  it('any other wallet failure yields null with the generic code', async () => {
    const provider = {
      request: async () => {
        throw Object.assign(new Error('Internal error'), { code: -32603 })
      },
    }
    const result = await requestAccount(createWalletClient({ transport: custom(provider) }))
    expect(result.data).toBeNull()
    expect(result.error?.code).toBe('UNKNOWN_ERROR')
  })

  it('an unreachable node is reported with NETWORK_ERROR', async () => {
    const { createWalletClient: create, http } = await import('viem')
    const result = await requestAccount(create({ transport: http('http://127.0.0.1:9', { retryCount: 0 }) }))
    expect(result).toMatchObject({ data: null, error: { code: 'NETWORK_ERROR' } })
  })
})
