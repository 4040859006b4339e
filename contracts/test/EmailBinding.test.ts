import { loadFixture } from '@nomicfoundation/hardhat-network-helpers'
import { expect } from 'chai'
import { ethers } from 'hardhat'
import type { EmailBinding } from '../typechain-types'
import { expectOnlyRole, ROLES } from './helpers'

/** The commitment as the server computes it (viem: keccak256(encodeAbiParameters(...))). */
function emailHash(account: string, normalizedEmail: string) {
  const tag = ethers.id('Finaverse.EmailBinding.v1')
  return ethers.keccak256(
    ethers.AbiCoder.defaultAbiCoder().encode(
      ['bytes32', 'address', 'bytes32'],
      [tag, account, ethers.id(normalizedEmail)],
    ),
  )
}

describe('EmailBinding', () => {
  async function deploy() {
    const signers = await ethers.getSigners()
    const [admin, pauser, alice, bob, carol] = signers as [
      (typeof signers)[0],
      (typeof signers)[0],
      (typeof signers)[0],
      (typeof signers)[0],
      (typeof signers)[0],
    ]
    const binding = (await ethers.deployContract('EmailBinding', [admin.address])) as unknown as EmailBinding
    await binding.grantRole(ROLES.PAUSER, pauser.address)
    await binding.revokeRole(ROLES.PAUSER, admin.address)
    return { binding, admin, pauser, alice, bob, carol, signers }
  }

  it('constructor: AddressIsNull for a zero admin', async () => {
    const f = await ethers.getContractFactory('EmailBinding')
    await expect(f.deploy(ethers.ZeroAddress)).to.be.revertedWithCustomError(f, 'AddressIsNull')
  })

  it('calcEmailHash: keccak256(abi.encode(tag, account, keccak256(email))), bound to the address', async () => {
    const { binding, alice, bob } = await loadFixture(deploy)
    expect(await binding.EMAIL_HASH_TAG()).to.equal(ethers.id('Finaverse.EmailBinding.v1'))
    expect(await binding.calcEmailHash(alice.address, 'player@example.com')).to.equal(
      emailHash(alice.address, 'player@example.com'),
    )
    expect(await binding.calcEmailHash(bob.address, 'player@example.com')).to.not.equal(
      await binding.calcEmailHash(alice.address, 'player@example.com'),
    )
    // Unicode e-mails are hashed as UTF-8 bytes (normalized off chain).
    expect(await binding.calcEmailHash(alice.address, 'jöhn@exämple.com')).to.equal(
      emailHash(alice.address, 'jöhn@exämple.com'),
    )
  })

  it('bindAccount: stores the commitment, emits AccountBound, re-binding changes it; HashIsNull for zero', async () => {
    const { binding, alice } = await loadFixture(deploy)
    const h = emailHash(alice.address, 'a@example.com')
    await expect(binding.connect(alice).bindAccount(h))
      .to.emit(binding, 'AccountBound')
      .withArgs(alice.address, h)
    expect(await binding.checkAccount(alice.address)).to.deep.equal([h, ethers.ZeroHash])
    const h2 = emailHash(alice.address, 'new@example.com')
    await binding.connect(alice).bindAccount(h2)
    expect((await binding.checkAccount(alice.address))[0]).to.equal(h2)
    await expect(binding.connect(alice).bindAccount(ethers.ZeroHash)).to.be.revertedWithCustomError(
      binding,
      'HashIsNull',
    )
  })

  it('delegateAccount: the delegate sees the delegated commitment; replacing a delegate frees the old one', async () => {
    const { binding, alice, bob, carol } = await loadFixture(deploy)
    const h = emailHash(alice.address, 'a@example.com')
    await binding.connect(alice).bindAccount(h)
    await expect(binding.connect(alice).delegateAccount(bob.address))
      .to.emit(binding, 'DelegationProposed')
      .withArgs(alice.address, bob.address)
    await expect(binding.connect(bob).acceptDelegation(alice.address))
      .to.emit(binding, 'AccountDelegated')
      .withArgs(alice.address, bob.address)
    expect(await binding.checkAccount(bob.address)).to.deep.equal([ethers.ZeroHash, h])
    expect(await binding.delegateOf(alice.address)).to.equal(bob.address)
    expect(await binding.delegatorOf(bob.address)).to.equal(alice.address)
    await binding.connect(alice).delegateAccount(carol.address)
    expect(await binding.delegatorOf(bob.address)).to.equal(alice.address) // until carol accepts
    const tx = binding.connect(carol).acceptDelegation(alice.address)
    await expect(tx).to.emit(binding, 'AccountUndelegated').withArgs(alice.address, bob.address)
    await expect(tx).to.emit(binding, 'AccountDelegated').withArgs(alice.address, carol.address)
    expect(await binding.delegatorOf(bob.address)).to.equal(ethers.ZeroAddress)
    expect((await binding.checkAccount(carol.address))[1]).to.equal(h)
  })

  it('delegateAccount: AddressIsNull, NotBound, InvalidDelegate (self or taken)', async () => {
    const { binding, alice, bob, carol } = await loadFixture(deploy)
    await expect(binding.connect(alice).delegateAccount(ethers.ZeroAddress)).to.be.revertedWithCustomError(
      binding,
      'AddressIsNull',
    )
    await expect(binding.connect(alice).delegateAccount(bob.address))
      .to.be.revertedWithCustomError(binding, 'NotBound')
      .withArgs(alice.address)
    await binding.connect(alice).bindAccount(emailHash(alice.address, 'a@example.com'))
    await binding.connect(carol).bindAccount(emailHash(carol.address, 'c@example.com'))
    await expect(binding.connect(alice).delegateAccount(alice.address))
      .to.be.revertedWithCustomError(binding, 'InvalidDelegate')
      .withArgs(alice.address)
    await binding.connect(carol).delegateAccount(bob.address)
    await binding.connect(bob).acceptDelegation(carol.address)
    await expect(binding.connect(alice).delegateAccount(bob.address))
      .to.be.revertedWithCustomError(binding, 'InvalidDelegate')
      .withArgs(bob.address)
  })

  it('undelegateAccount: ends the delegation; NotDelegated without one', async () => {
    const { binding, alice, bob } = await loadFixture(deploy)
    await binding.connect(alice).bindAccount(emailHash(alice.address, 'a@example.com'))
    await expect(binding.connect(alice).undelegateAccount())
      .to.be.revertedWithCustomError(binding, 'NotDelegated')
      .withArgs(alice.address)
    await binding.connect(alice).delegateAccount(bob.address)
    await binding.connect(bob).acceptDelegation(alice.address)
    await expect(binding.connect(alice).undelegateAccount())
      .to.emit(binding, 'AccountUndelegated')
      .withArgs(alice.address, bob.address)
    expect(await binding.checkAccount(bob.address)).to.deep.equal([ethers.ZeroHash, ethers.ZeroHash])
  })

  it('nobody becomes a delegate without accepting, and a delegate can leave its delegator', async () => {
    const { binding, alice, bob, carol } = await loadFixture(deploy)
    const h = emailHash(alice.address, 'a@example.com')
    await binding.connect(alice).bindAccount(h)
    await binding.connect(alice).delegateAccount(bob.address)
    // Before bob accepts he acts under nobody's binding and stays free for others.
    expect(await binding.checkAccount(bob.address)).to.deep.equal([ethers.ZeroHash, ethers.ZeroHash])
    expect(await binding.delegatorOf(bob.address)).to.equal(ethers.ZeroAddress)
    expect(await binding.proposedDelegateOf(alice.address)).to.equal(bob.address)
    await expect(binding.connect(carol).acceptDelegation(alice.address))
      .to.be.revertedWithCustomError(binding, 'InvalidDelegate')
      .withArgs(carol.address)
    await binding.connect(bob).acceptDelegation(alice.address)
    expect(await binding.proposedDelegateOf(alice.address)).to.equal(ethers.ZeroAddress)
    await expect(binding.connect(bob).acceptDelegation(alice.address))
      .to.be.revertedWithCustomError(binding, 'InvalidDelegate')
      .withArgs(bob.address)
    await expect(binding.connect(bob).removeDelegator())
      .to.emit(binding, 'AccountUndelegated')
      .withArgs(alice.address, bob.address)
    expect(await binding.checkAccount(bob.address)).to.deep.equal([ethers.ZeroHash, ethers.ZeroHash])
    await expect(binding.connect(bob).removeDelegator())
      .to.be.revertedWithCustomError(binding, 'NotDelegated')
      .withArgs(bob.address)
    // An offer whose account lost its binding cannot be accepted.
    await binding.connect(alice).delegateAccount(carol.address)
    await binding.removeAccount(alice.address)
    await expect(binding.connect(carol).acceptDelegation(alice.address))
      .to.be.revertedWithCustomError(binding, 'NotBound')
      .withArgs(alice.address)
  })

  it('removeAccount: the admin clears a binding and its delegation; NotBound otherwise', async () => {
    const { binding, admin, alice, bob, carol } = await loadFixture(deploy)
    await binding.connect(alice).bindAccount(emailHash(alice.address, 'a@example.com'))
    await binding.connect(alice).delegateAccount(bob.address)
    await binding.connect(bob).acceptDelegation(alice.address)
    const tx = binding.connect(admin).removeAccount(alice.address)
    await expect(tx).to.emit(binding, 'AccountRemoved').withArgs(alice.address)
    await expect(tx).to.emit(binding, 'AccountUndelegated').withArgs(alice.address, bob.address)
    expect(await binding.checkAccount(alice.address)).to.deep.equal([ethers.ZeroHash, ethers.ZeroHash])
    expect(await binding.checkAccount(bob.address)).to.deep.equal([ethers.ZeroHash, ethers.ZeroHash])
    await binding.connect(carol).bindAccount(emailHash(carol.address, 'c@example.com'))
    await expect(binding.connect(admin).removeAccount(carol.address)).not.to.emit(
      binding,
      'AccountUndelegated',
    )
    await expect(binding.connect(admin).removeAccount(alice.address))
      .to.be.revertedWithCustomError(binding, 'NotBound')
      .withArgs(alice.address)
  })

  it('pause: binding and delegation changes revert with EnforcedPause; reads keep working', async () => {
    const { binding, pauser, alice, bob } = await loadFixture(deploy)
    const h = emailHash(alice.address, 'a@example.com')
    await binding.connect(alice).bindAccount(h)
    await binding.connect(alice).delegateAccount(bob.address)
    await binding.connect(bob).acceptDelegation(alice.address)
    await expect(binding.connect(pauser).pause()).to.emit(binding, 'Paused')
    await expect(binding.connect(alice).bindAccount(h)).to.be.revertedWithCustomError(
      binding,
      'EnforcedPause',
    )
    await expect(binding.connect(alice).delegateAccount(bob.address)).to.be.revertedWithCustomError(
      binding,
      'EnforcedPause',
    )
    await expect(binding.connect(alice).undelegateAccount()).to.be.revertedWithCustomError(
      binding,
      'EnforcedPause',
    )
    await expect(binding.connect(bob).acceptDelegation(alice.address)).to.be.revertedWithCustomError(
      binding,
      'EnforcedPause',
    )
    await expect(binding.connect(bob).removeDelegator()).to.be.revertedWithCustomError(
      binding,
      'EnforcedPause',
    )
    expect((await binding.checkAccount(alice.address))[0]).to.equal(h)
    await expect(binding.connect(pauser).unpause()).to.emit(binding, 'Unpaused')
    await binding.connect(alice).undelegateAccount()
  })

  it('role matrix: removeAccount needs ADMIN_ROLE, pause/unpause PAUSER_ROLE', async () => {
    const { binding, signers, alice } = await loadFixture(deploy)
    const accounts = signers.slice(0, 6)
    await expectOnlyRole(binding, ROLES.ADMIN, accounts, (as) =>
      binding.connect(as).removeAccount(alice.address),
    )
    await expectOnlyRole(binding, ROLES.PAUSER, accounts, (as) => binding.connect(as).pause())
    await binding.connect(signers[1]!).pause()
    await expectOnlyRole(binding, ROLES.PAUSER, accounts, (as) => binding.connect(as).unpause())
  })
})
