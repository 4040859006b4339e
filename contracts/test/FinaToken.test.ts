import { loadFixture, mine } from '@nomicfoundation/hardhat-network-helpers'
import { expect } from 'chai'
import { ethers } from 'hardhat'
import type { FinaToken } from '../typechain-types'
import { e18, expectOnlyRole, ROLES } from './helpers'

describe('FinaToken', () => {
  async function deploy() {
    const signers = await ethers.getSigners()
    const [admin, minter, alice, bob] = signers as [
      (typeof signers)[0],
      (typeof signers)[0],
      (typeof signers)[0],
      (typeof signers)[0],
    ]
    const token = (await ethers.deployContract('FinaToken', [
      admin.address,
      alice.address,
      e18(1000),
      e18(10_000),
    ])) as unknown as FinaToken
    await token.connect(admin).grantRole(ROLES.MINTER, minter.address)
    return { token, admin, minter, alice, bob, signers }
  }

  it('constructor: mints the initial supply to the holder, sets name, symbol, cap and admin', async () => {
    const { token, admin, alice } = await loadFixture(deploy)
    expect(await token.name()).to.equal('Finaverse')
    expect(await token.symbol()).to.equal('FINA')
    expect(await token.decimals()).to.equal(18n)
    expect(await token.cap()).to.equal(e18(10_000))
    expect(await token.balanceOf(alice.address)).to.equal(e18(1000))
    expect(await token.hasRole(ROLES.DEFAULT_ADMIN, admin.address)).to.equal(true)
  })

  it('constructor: reverts with AddressIsNull for a zero admin, and allows a zero initial supply', async () => {
    const { alice } = await loadFixture(deploy)
    const factory = await ethers.getContractFactory('FinaToken')
    await expect(factory.deploy(ethers.ZeroAddress, alice.address, 1n, 10n)).to.be.revertedWithCustomError(
      factory,
      'AddressIsNull',
    )
    const empty = await factory.deploy(alice.address, alice.address, 0n, 10n)
    expect(await empty.totalSupply()).to.equal(0n)
  })

  it('mint: the minter mints up to the cap; above it reverts with ERC20ExceededCap', async () => {
    const { token, minter, bob } = await loadFixture(deploy)
    await expect(token.connect(minter).mint(bob.address, e18(9000)))
      .to.emit(token, 'Transfer')
      .withArgs(ethers.ZeroAddress, bob.address, e18(9000))
    await expect(token.connect(minter).mint(bob.address, 1n))
      .to.be.revertedWithCustomError(token, 'ERC20ExceededCap')
      .withArgs(e18(10_000) + 1n, e18(10_000))
  })

  it('mint: refused to every account without MINTER_ROLE', async () => {
    const { token, signers, bob } = await loadFixture(deploy)
    await expectOnlyRole(token, ROLES.MINTER, signers.slice(0, 6), (as) =>
      token.connect(as).mint(bob.address, 1n),
    )
  })

  it('burn and burnFrom: destroy tokens and lower the supply', async () => {
    const { token, alice, bob } = await loadFixture(deploy)
    await token.connect(alice).burn(e18(100))
    expect(await token.totalSupply()).to.equal(e18(900))
    await token.connect(alice).approve(bob.address, e18(50))
    await token.connect(bob).burnFrom(alice.address, e18(50))
    expect(await token.balanceOf(alice.address)).to.equal(e18(850))
    await expect(token.connect(bob).burnFrom(alice.address, 1n))
      .to.be.revertedWithCustomError(token, 'ERC20InsufficientAllowance')
      .withArgs(bob.address, 0n, 1n)
  })

  it('transfer: moves tokens and emits Transfer', async () => {
    const { token, alice, bob } = await loadFixture(deploy)
    await expect(token.connect(alice).transfer(bob.address, 5n))
      .to.emit(token, 'Transfer')
      .withArgs(alice.address, bob.address, 5n)
    expect(await token.balanceOf(bob.address)).to.equal(5n)
  })

  it('permit: an EIP-2612 signature sets the allowance and uses the nonce', async () => {
    const { token, alice, bob } = await loadFixture(deploy)
    const deadline = BigInt(Math.floor(Date.now() / 1000) + 3600)
    const { chainId } = await ethers.provider.getNetwork()
    const signature = ethers.Signature.from(
      await alice.signTypedData(
        { name: 'Finaverse', version: '1', chainId, verifyingContract: await token.getAddress() },
        {
          Permit: [
            { name: 'owner', type: 'address' },
            { name: 'spender', type: 'address' },
            { name: 'value', type: 'uint256' },
            { name: 'nonce', type: 'uint256' },
            { name: 'deadline', type: 'uint256' },
          ],
        },
        { owner: alice.address, spender: bob.address, value: e18(7), nonce: 0n, deadline },
      ),
    )
    await token.permit(alice.address, bob.address, e18(7), deadline, signature.v, signature.r, signature.s)
    expect(await token.allowance(alice.address, bob.address)).to.equal(e18(7))
    expect(await token.nonces(alice.address)).to.equal(1n)
  })

  it('delegate: votes follow balances after delegation, with checkpoints', async () => {
    const { token, alice, bob } = await loadFixture(deploy)
    await expect(token.connect(alice).delegate(alice.address))
      .to.emit(token, 'DelegateChanged')
      .withArgs(alice.address, ethers.ZeroAddress, alice.address)
    expect(await token.getVotes(alice.address)).to.equal(e18(1000))
    const block = await ethers.provider.getBlockNumber()
    await token.connect(alice).transfer(bob.address, e18(400))
    await mine(1)
    expect(await token.getVotes(alice.address)).to.equal(e18(600))
    expect(await token.getPastVotes(alice.address, block)).to.equal(e18(1000))
  })
})
