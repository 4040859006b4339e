import { loadFixture } from '@nomicfoundation/hardhat-network-helpers'
import { expect } from 'chai'
import { ethers } from 'hardhat'

describe('FinaToken', () => {
  async function deploy() {
    const [owner, other] = await ethers.getSigners()
    const token = await ethers.deployContract('FinaToken', [owner!.address, ethers.parseEther('1000')])
    return { token, owner: owner!, other: other! }
  }

  it('mints the initial supply to the holder', async () => {
    const { token, owner } = await loadFixture(deploy)
    expect(await token.balanceOf(owner.address)).to.equal(ethers.parseEther('1000'))
    expect(await token.symbol()).to.equal('FINA')
  })

  it('transfer: moves tokens and emits Transfer', async () => {
    const { token, owner, other } = await loadFixture(deploy)
    await expect(token.transfer(other.address, 5n))
      .to.emit(token, 'Transfer')
      .withArgs(owner.address, other.address, 5n)
    expect(await token.balanceOf(other.address)).to.equal(5n)
  })
})
