import { emailBindingAbi } from '@finaverse/contracts'
import { zeroAddress } from 'viem'
import { describe, expect, it } from 'vitest'
import {
  acceptDelegation,
  bindAccount,
  calcEmailHash,
  checkAccount,
  delegateAccount,
  removeAccount,
  removeDelegator,
  undelegateAccount,
} from '../src/exports/actions.js'
import {
  addressOf,
  carol,
  createTestClients,
  dave,
  deployer,
  execute,
  rejection,
  useSnapshot,
} from './fixtures.js'

useSnapshot()
const { clients } = createTestClients()
const bsc = clients.bsc
const binding = addressOf(bsc, 'EmailBinding')

describe('e-mail binding', () => {
  it('calcEmailHash: equals the contract over the normalized e-mail', async () => {
    const local = calcEmailHash({ account: carol.address, email: '  Carol@Example.COM ' })
    const onChain = await bsc.readContract({
      abi: emailBindingAbi,
      address: binding,
      functionName: 'calcEmailHash',
      args: [carol.address, 'carol@example.com'],
    })
    expect(local).toBe(onChain)
    // The commitment covers the address: the same e-mail gives another hash for another wallet.
    expect(calcEmailHash({ account: dave.address, email: 'carol@example.com' })).not.toBe(local)
  })

  it('checkAccount: nothing bound reads as nulls', async () => {
    expect(await checkAccount(bsc, { account: carol.address })).toEqual({
      emailHash: null,
      delegatedEmailHash: null,
    })
  })

  it('bindAccount: binds the commitment of the e-mail; checkAccount reads it back', async () => {
    const prepared = await bindAccount(bsc, { account: carol.address, email: 'carol@example.com' })
    expect(prepared.request.args).toEqual([
      calcEmailHash({ account: carol.address, email: 'carol@example.com' }),
    ])
    await execute(bsc, carol, Promise.resolve(prepared))
    expect((await checkAccount(bsc, { account: carol.address })).emailHash).toBe(
      calcEmailHash({ account: carol.address, email: 'carol@example.com' }),
    )
  })

  it('bindAccount: a zero commitment gives HashIsNull', async () => {
    const error = await rejection(
      bindAccount(bsc, { account: dave.address, emailHash: `0x${'0'.repeat(64)}` }),
    )
    expect(error.contractError).toEqual({ name: 'HashIsNull', args: [] })
    expect(error.code).toBe('HASH_VERIFICATION_FAILED')
  })

  it('delegateAccount offers, acceptDelegation makes the delegate read the commitment; undelegateAccount and removeDelegator end it', async () => {
    await execute(bsc, carol, delegateAccount(bsc, { account: carol.address, delegate: dave.address }))
    // Nobody is a delegate without accepting (E-1).
    expect((await checkAccount(bsc, { account: dave.address })).delegatedEmailHash).toBeNull()
    await execute(bsc, dave, acceptDelegation(bsc, { account: dave.address, delegator: carol.address }))
    const own = calcEmailHash({ account: carol.address, email: 'carol@example.com' })
    expect(await checkAccount(bsc, { account: dave.address })).toEqual({
      emailHash: null,
      delegatedEmailHash: own,
    })
    await execute(bsc, carol, undelegateAccount(bsc, { account: carol.address }))
    expect((await checkAccount(bsc, { account: dave.address })).delegatedEmailHash).toBeNull()
    const noOffer = await rejection(
      acceptDelegation(bsc, { account: dave.address, delegator: carol.address }),
    )
    expect(noOffer.contractError).toEqual({ name: 'InvalidDelegate', args: [dave.address] })
    await execute(bsc, carol, delegateAccount(bsc, { account: carol.address, delegate: dave.address }))
    await execute(bsc, dave, acceptDelegation(bsc, { account: dave.address, delegator: carol.address }))
    await execute(bsc, dave, removeDelegator(bsc, { account: dave.address }))
    expect((await checkAccount(bsc, { account: dave.address })).delegatedEmailHash).toBeNull()
    const none = await rejection(removeDelegator(bsc, { account: dave.address }))
    expect(none.contractError).toEqual({ name: 'NotDelegated', args: [dave.address] })
  })

  it('delegateAccount: without a binding gives NotBound(account); to zero gives AddressIsNull; to itself InvalidDelegate', async () => {
    const notBound = await rejection(delegateAccount(bsc, { account: dave.address, delegate: carol.address }))
    expect(notBound.contractError).toEqual({ name: 'NotBound', args: [dave.address] })
    expect(notBound.code).toBe('WALLET_ACCOUNT_NOT_FOUND')
    const zero = await rejection(delegateAccount(bsc, { account: carol.address, delegate: zeroAddress }))
    expect(zero.contractError).toEqual({ name: 'AddressIsNull', args: [] })
    const self = await rejection(delegateAccount(bsc, { account: carol.address, delegate: carol.address }))
    expect(self.contractError).toEqual({ name: 'InvalidDelegate', args: [carol.address] })
    expect(self.code).toBe('INVALID_WALLET_ADDRESS')
  })

  it('undelegateAccount: without a delegation gives NotDelegated(account)', async () => {
    const error = await rejection(undelegateAccount(bsc, { account: carol.address }))
    expect(error.contractError).toEqual({ name: 'NotDelegated', args: [carol.address] })
  })

  it('removeAccount: the admin removes a binding; a player gets AccessControlUnauthorizedAccount; unbound gives NotBound', async () => {
    const player = await rejection(removeAccount(bsc, { account: dave.address, target: carol.address }))
    expect(player.contractError?.name).toBe('AccessControlUnauthorizedAccount')
    await execute(bsc, deployer, removeAccount(bsc, { account: deployer.address, target: carol.address }))
    expect(await checkAccount(bsc, { account: carol.address })).toEqual({
      emailHash: null,
      delegatedEmailHash: null,
    })
    const unbound = await rejection(removeAccount(bsc, { account: deployer.address, target: carol.address }))
    expect(unbound.contractError).toEqual({ name: 'NotBound', args: [carol.address] })
  })
})
