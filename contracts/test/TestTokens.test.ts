import { loadFixture } from '@nomicfoundation/hardhat-network-helpers'
import { expect } from 'chai'
import { ethers } from 'hardhat'
import type { TestToken, WrappedNative } from '../typechain-types'
import { e18, expectOnlyRole, ROLES } from './helpers'

describe('Test tokens', () => {
  async function deploy() {
    const signers = await ethers.getSigners()
    const [admin, alice] = signers as [(typeof signers)[0], (typeof signers)[0]]
    const usdc = (await ethers.deployContract('TestToken', [
      'USD Coin (test)',
      'USDC',
      6,
      admin.address,
    ])) as unknown as TestToken
    const busd = (await ethers.deployContract('TestToken', [
      'Binance USD (test)',
      'BUSD',
      18,
      admin.address,
    ])) as unknown as TestToken
    const wbnb = (await ethers.deployContract('WrappedNative', [
      'Wrapped BNB',
      'WBNB',
    ])) as unknown as WrappedNative
    return { usdc, busd, wbnb, admin, alice, signers }
  }

  it('TestToken: has its decimals (6 for the Polygon stablecoin, 18 for BUSD) and the admin mints', async () => {
    const { usdc, busd, admin, alice } = await loadFixture(deploy)
    expect(await usdc.decimals()).to.equal(6n)
    expect(await busd.decimals()).to.equal(18n)
    expect(await usdc.symbol()).to.equal('USDC')
    await expect(usdc.connect(admin).mint(alice.address, 5_000_000n))
      .to.emit(usdc, 'Transfer')
      .withArgs(ethers.ZeroAddress, alice.address, 5_000_000n)
  })

  it('TestToken: mint is refused without MINTER_ROLE; a zero admin reverts with AddressIsNull', async () => {
    const { usdc, signers, alice } = await loadFixture(deploy)
    await expectOnlyRole(usdc, ROLES.MINTER, signers.slice(0, 4), (as) =>
      usdc.connect(as).mint(alice.address, 1n),
    )
    const factory = await ethers.getContractFactory('TestToken')
    await expect(factory.deploy('x', 'X', 18, ethers.ZeroAddress)).to.be.revertedWithCustomError(
      factory,
      'AddressIsNull',
    )
  })

  it('WrappedNative: deposit and plain transfers wrap 1:1, withdraw unwraps and emits', async () => {
    const { wbnb, alice } = await loadFixture(deploy)
    await expect(wbnb.connect(alice).deposit({ value: e18(2) }))
      .to.emit(wbnb, 'Deposit')
      .withArgs(alice.address, e18(2))
    await alice.sendTransaction({ to: await wbnb.getAddress(), value: e18(1) })
    expect(await wbnb.balanceOf(alice.address)).to.equal(e18(3))
    const tx = wbnb.connect(alice).withdraw(e18(3))
    await expect(tx).to.emit(wbnb, 'Withdrawal').withArgs(alice.address, e18(3))
    await expect(tx).to.changeEtherBalance(alice, e18(3))
    expect(await wbnb.totalSupply()).to.equal(0n)
  })

  it('WrappedNative: withdraw above the balance reverts; a caller refusing the coin gets NativeTransferFailed', async () => {
    const { wbnb, alice } = await loadFixture(deploy)
    await expect(wbnb.connect(alice).withdraw(1n))
      .to.be.revertedWithCustomError(wbnb, 'ERC20InsufficientBalance')
      .withArgs(alice.address, 0n, 1n)
    const rejecting = await ethers.deployContract('RejectingReceiver')
    await expect(rejecting.wrapAndUnwrap(await wbnb.getAddress(), { value: 5n }))
      .to.be.revertedWithCustomError(wbnb, 'NativeTransferFailed')
      .withArgs(await rejecting.getAddress(), 5n)
  })
})
