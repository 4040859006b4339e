import { loadFixture, time } from '@nomicfoundation/hardhat-network-helpers'
import { expect } from 'chai'
import { ethers } from 'hardhat'
import { expectOnlyRole, ROLES } from '../helpers'
import {
  BSC_SELECTOR,
  DAILY_CAP,
  DEST_GAS,
  deliver,
  deployBridges,
  exchange,
  FEE,
  POLYGON_SELECTOR,
  REFUND_GAS,
  sentOne,
} from './fixtures'

const SENT = 1n
const REFUNDED = 2n

describe('CardBridge (BSC side, Chainlink CCIP)', () => {
  describe('deployment', () => {
    it('constructor: stores the card, router, lane, fee, gas limit, cap and roles', async () => {
      const f = await loadFixture(deployBridges)
      expect(await f.bridge.card()).to.equal(await f.bscCard.getAddress())
      expect(await f.bridge.router()).to.equal(await f.bscRouter.getAddress())
      expect(await f.bridge.peerChainSelector()).to.equal(POLYGON_SELECTOR)
      expect(await f.bridge.peer()).to.equal(await f.minter.getAddress())
      expect(await f.bridge.changeFee()).to.equal(FEE)
      expect(await f.bridge.feeToken()).to.equal(ethers.ZeroAddress)
      expect(await f.bridge.destinationGasLimit()).to.equal(DEST_GAS)
      expect(await f.bridge.dailyCap()).to.equal(DAILY_CAP)
      expect(await f.bridge.estimatedWaitingTime()).to.equal(1200n)
      expect(await f.bridge.MAX_CARDS()).to.equal(10n)
      for (const role of [ROLES.DEFAULT_ADMIN, ROLES.ADMIN, ROLES.PAUSER])
        expect(await f.bridge.hasRole(role, f.admin.address)).to.equal(true)
      // A CCIP receiver (for refunds) and AccessControl.
      expect(await f.bridge.supportsInterface('0x85572ffb')).to.equal(true)
      expect(await f.bridge.supportsInterface('0x7965db0b')).to.equal(true)
      expect(await f.bridge.supportsInterface('0xffffffff')).to.equal(false)
    })

    it('constructor: refuses a zero admin, card or router, a lane the router does not serve, a bad gas limit or fee', async () => {
      const f = await loadFixture(deployBridges)
      const card = await f.bscCard.getAddress()
      const router = await f.bscRouter.getAddress()
      const deploy = (args: unknown[]) => ethers.deployContract('CardBridge', args)
      const ok = [f.admin.address, card, router, POLYGON_SELECTOR, FEE, DEST_GAS, DAILY_CAP]
      const withArg = (i: number, v: unknown) => ok.map((x, j) => (j === i ? v : x))
      await expect(deploy(withArg(0, ethers.ZeroAddress))).to.be.revertedWithCustomError(
        f.bridge,
        'AddressIsNull',
      )
      await expect(deploy(withArg(1, ethers.ZeroAddress))).to.be.revertedWithCustomError(
        f.bridge,
        'AddressIsNull',
      )
      await expect(deploy(withArg(2, ethers.ZeroAddress))).to.be.revertedWithCustomError(
        f.bridge,
        'AddressIsNull',
      )
      await expect(deploy(withArg(3, 1n)))
        .to.be.revertedWithCustomError(f.bridge, 'UnsupportedChain')
        .withArgs(1n)
      await expect(deploy(withArg(5, 99_999n)))
        .to.be.revertedWithCustomError(f.bridge, 'InvalidGasLimit')
        .withArgs(99_999n)
      await expect(deploy(withArg(5, 3_000_001n))).to.be.revertedWithCustomError(f.bridge, 'InvalidGasLimit')
      await expect(deploy(withArg(4, ethers.MaxUint256))).to.be.revertedWithCustomError(
        f.bridge,
        'FeeTooHigh',
      )
      await deploy(withArg(5, 3_000_000n))
    })

    it('setPeer: DEFAULT_ADMIN_ROLE, once; the bridge sends nothing before', async () => {
      const f = await loadFixture(deployBridges)
      const fresh = await ethers.deployContract('CardBridge', [
        f.admin.address,
        await f.bscCard.getAddress(),
        await f.bscRouter.getAddress(),
        POLYGON_SELECTOR,
        FEE,
        DEST_GAS,
        DAILY_CAP,
      ])
      await expect(fresh.quote(1)).to.be.revertedWithCustomError(fresh, 'PeerNotSet')
      await f.bscCard.connect(f.alice).setApprovalForAll(await fresh.getAddress(), true)
      await expect(fresh.connect(f.alice).exchange([1n], { value: FEE })).to.be.revertedWithCustomError(
        fresh,
        'PeerNotSet',
      )
      await expectOnlyRole(fresh, ROLES.DEFAULT_ADMIN, [f.keeper, f.alice], (as) =>
        fresh.connect(as).setPeer(f.carol.address),
      )
      await expect(fresh.setPeer(ethers.ZeroAddress)).to.be.revertedWithCustomError(fresh, 'AddressIsNull')
      await expect(fresh.setPeer(await f.minter.getAddress()))
        .to.emit(fresh, 'PeerSet')
        .withArgs(POLYGON_SELECTOR, await f.minter.getAddress())
      await expect(fresh.setPeer(f.carol.address))
        .to.be.revertedWithCustomError(fresh, 'PeerAlreadySet')
        .withArgs(await f.minter.getAddress())
    })
  })

  describe('admin settings', () => {
    it('each setting is ADMIN_ROLE only and emits its event', async () => {
      const f = await loadFixture(deployBridges)
      const others = [f.keeper, f.alice]
      await expectOnlyRole(f.bridge, ROLES.ADMIN, others, (as) => f.bridge.connect(as).setChangeFee(1))
      await expectOnlyRole(f.bridge, ROLES.ADMIN, others, (as) =>
        f.bridge.connect(as).setFeeToken(ethers.ZeroAddress),
      )
      await expectOnlyRole(f.bridge, ROLES.ADMIN, others, (as) =>
        f.bridge.connect(as).setDestinationGasLimit(500_000),
      )
      await expectOnlyRole(f.bridge, ROLES.ADMIN, others, (as) => f.bridge.connect(as).setWaitingTime(1))
      await expectOnlyRole(f.bridge, ROLES.ADMIN, others, (as) => f.bridge.connect(as).setDailyCap(1))
      await expectOnlyRole(f.bridge, ROLES.ADMIN, others, (as) =>
        f.bridge.connect(as).withdrawFees(as.address),
      )
      await expect(f.bridge.setChangeFee(7)).to.emit(f.bridge, 'ChangeFeeSet').withArgs(7)
      const link = await f.link.getAddress()
      await expect(f.bridge.setFeeToken(link)).to.emit(f.bridge, 'FeeTokenSet').withArgs(link)
      await expect(f.bridge.setDestinationGasLimit(500_000))
        .to.emit(f.bridge, 'DestinationGasLimitSet')
        .withArgs(500_000)
      await expect(f.bridge.setWaitingTime(30)).to.emit(f.bridge, 'WaitingTimeSet').withArgs(30)
      await expect(f.bridge.setDailyCap(5)).to.emit(f.bridge, 'DailyCapSet').withArgs(5)
      await expect(f.bridge.setDestinationGasLimit(50_000)).to.be.revertedWithCustomError(
        f.bridge,
        'InvalidGasLimit',
      )
      await expect(f.bridge.setChangeFee(2n ** 96n)).to.be.revertedWithCustomError(f.bridge, 'FeeTooHigh')
    })

    it('withdrawFees pays the earned bridge fees; nothing to withdraw reverts', async () => {
      const f = await loadFixture(deployBridges)
      await expect(f.bridge.withdrawFees(f.carol.address)).to.be.revertedWithCustomError(
        f.bridge,
        'NothingToWithdraw',
      )
      await exchange(f, [1n, 2n])
      await expect(f.bridge.withdrawFees(ethers.ZeroAddress)).to.be.revertedWithCustomError(
        f.bridge,
        'AddressIsNull',
      )
      await expect(f.bridge.withdrawFees(f.carol.address)).to.changeEtherBalances(
        [f.bridge, f.carol],
        [-2n * FEE, 2n * FEE],
      )
    })
  })

  describe('exchange', () => {
    it('escrows the cards, sends one CCIP message to the minter and records the request', async () => {
      const f = await loadFixture(deployBridges)
      const [ccipFee, fee, feeToken] = await f.bridge.quote(2)
      expect(fee).to.equal(2n * FEE)
      expect(feeToken).to.equal(ethers.ZeroAddress)
      const tx = f.bridge.connect(f.alice).exchange([3n, 1n], { value: ccipFee + fee })
      const sent = await sentOne(f.bscRouter, tx)
      await expect(tx)
        .to.emit(f.bridge, 'ExchangeRequested')
        .withArgs(
          1n,
          sent.message.messageId,
          f.alice.address,
          f.alice.address,
          [3n, 1n],
          fee,
          ccipFee,
          feeToken,
        )
      expect(sent.receiver).to.equal(await f.minter.getAddress())
      expect(sent.gasLimit).to.equal(DEST_GAS)
      expect(sent.fee).to.equal(ccipFee)
      const [kind, nonce, user, receiver, tokenIds, heroIds, rarities] =
        ethers.AbiCoder.defaultAbiCoder().decode(
          ['uint8', 'uint256', 'address', 'address', 'uint256[]', 'uint256[]', 'uint256[]'],
          sent.message.data,
        )
      expect([kind, nonce, user, receiver]).to.deep.equal([1n, 1n, f.alice.address, f.alice.address])
      expect([...tokenIds]).to.deep.equal([3n, 1n])
      expect([...heroIds]).to.deep.equal([31n, 11n])
      expect([...rarities]).to.deep.equal([3n, 1n])
      expect(await f.bscCard.ownerOf(3n)).to.equal(await f.bridge.getAddress())
      expect(await f.bridge.isChanged(3n)).to.equal(true)
      expect(await f.bridge.isChanged(2n)).to.equal(false)
      expect(await f.bridge.nonceOfMessage(sent.message.messageId)).to.equal(1n)
      const record = await f.bridge.getRequest(1n)
      expect(record.status).to.equal(SENT)
      expect(record.messageId).to.equal(sent.message.messageId)
      expect(record.fee).to.equal(fee)
      expect(record.ccipFee).to.equal(ccipFee)
      expect([...record.tokenIds]).to.deep.equal([3n, 1n])
      expect((await f.bridge.userHistory(f.alice.address)).length).to.equal(1)
      expect(await f.bridge.userNonces(f.alice.address)).to.deep.equal([1n])
      await expect(f.bridge.getRequest(2n)).to.be.revertedWithCustomError(f.bridge, 'UnknownRequest')
    })

    it('fee quoted == fee charged: the caller pays the quote, the router gets the CCIP fee, the bridge its fee', async () => {
      const f = await loadFixture(deployBridges)
      for (const count of [1, 10]) {
        const ids = count === 1 ? [1n] : [2n, 3n, 4n, 5n, 6n, 7n, 8n, 9n, 10n, 11n]
        const [ccipFee, fee] = await f.bridge.quote(count)
        const tx = f.bridge.connect(f.alice).exchange(ids, { value: ccipFee + fee })
        await expect(tx).to.changeEtherBalances(
          [f.alice, f.bscRouter, f.bridge],
          [-(ccipFee + fee), ccipFee, fee],
        )
        expect((await sentOne(f.bscRouter, tx)).fee).to.equal(ccipFee)
      }
      // A longer payload costs more.
      expect((await f.bridge.quote(10))[0]).to.be.greaterThan((await f.bridge.quote(1))[0])
      await expect(f.bridge.quote(0)).to.be.revertedWithCustomError(f.bridge, 'ArrayIsNull')
      await expect(f.bridge.quote(11)).to.be.revertedWithCustomError(f.bridge, 'ArrayLengthError')
    })

    it('too little value reverts with what is due; an excess goes back to the caller', async () => {
      const f = await loadFixture(deployBridges)
      const [ccipFee, fee] = await f.bridge.quote(1)
      await expect(f.bridge.connect(f.alice).exchange([1n], { value: ccipFee + fee - 1n }))
        .to.be.revertedWithCustomError(f.bridge, 'NotEnoughMessageFee')
        .withArgs(ccipFee + fee, ccipFee + fee - 1n)
      await expect(
        f.bridge.connect(f.alice).exchange([1n], { value: ccipFee + fee + 12345n }),
      ).to.changeEtherBalances([f.alice, f.bridge], [-(ccipFee + fee), fee])
    })

    it('with LINK as fee token: the CCIP fee is pulled in LINK, the value pays the bridge fee only', async () => {
      const f = await loadFixture(deployBridges)
      await f.bridge.setFeeToken(await f.link.getAddress())
      const [ccipFee, fee, feeToken] = await f.bridge.quote(2)
      expect(feeToken).to.equal(await f.link.getAddress())
      await f.link.mint(f.alice.address, ccipFee)
      await f.link.connect(f.alice).approve(await f.bridge.getAddress(), ccipFee)
      const tx = f.bridge.connect(f.alice).exchange([1n, 2n], { value: fee })
      await expect(tx).to.changeTokenBalances(f.link, [f.alice, f.bscRouter], [-ccipFee, ccipFee])
      await expect(tx).to.changeEtherBalance(f.bridge, fee)
      expect((await f.bridge.getRequest(1n)).feeToken).to.equal(await f.link.getAddress())
      expect(await f.link.allowance(await f.bridge.getAddress(), await f.bscRouter.getAddress())).to.equal(0n)
      // Without LINK approved the send reverts.
      await expect(f.bridge.connect(f.alice).exchange([3n], { value: FEE })).to.be.reverted
    })

    it('an excess the caller refuses, and fees withdrawn to an address that refuses them, revert (PaymentFailed)', async () => {
      const f = await loadFixture(deployBridges)
      const wallet = await ethers.deployContract('RefusingBridgeUser')
      const address = await wallet.getAddress()
      await f.bscCard.mintCards(address, 11, 1, 1)
      const id = await f.bscCard.totalMinted()
      const bridge = await f.bridge.getAddress()
      await wallet.execute(
        await f.bscCard.getAddress(),
        f.bscCard.interface.encodeFunctionData('setApprovalForAll', [bridge, true]),
      )
      const [ccipFee, fee] = await f.bridge.quote(1)
      const exchange = f.bridge.interface.encodeFunctionData('exchange', [[id]])
      await expect(
        wallet.execute(bridge, exchange, { value: ccipFee + fee + 1n }),
      ).to.be.revertedWithCustomError(f.bridge, 'PaymentFailed')
      // The exact quote needs no payment back.
      await wallet.execute(bridge, exchange, { value: ccipFee + fee })
      expect(await f.bscCard.ownerOf(id)).to.equal(bridge)
      await expect(f.bridge.withdrawFees(address)).to.be.revertedWithCustomError(f.bridge, 'PaymentFailed')
    })

    it('exchangeTo sends to another receiver; a zero receiver reverts', async () => {
      const f = await loadFixture(deployBridges)
      const [ccipFee, fee] = await f.bridge.quote(1)
      await expect(
        f.bridge.connect(f.alice).exchangeTo([1n], ethers.ZeroAddress, { value: ccipFee + fee }),
      ).to.be.revertedWithCustomError(f.bridge, 'AddressIsNull')
      const sent = await sentOne(
        f.bscRouter,
        f.bridge.connect(f.alice).exchangeTo([1n], f.carol.address, { value: ccipFee + fee }),
      )
      await deliver(f.polygonRouter, sent)
      expect(await f.polygonCard.ownerOf(1n)).to.equal(f.carol.address)
      expect((await f.bridge.getRequest(1n)).receiver).to.equal(f.carol.address)
    })

    it('refuses no cards, more than 10, a card not owned, a repeated card and a card already bridged', async () => {
      const f = await loadFixture(deployBridges)
      const [ccipFee, fee] = await f.bridge.quote(10)
      const value = ccipFee + fee
      await expect(f.bridge.connect(f.alice).exchange([], { value })).to.be.revertedWithCustomError(
        f.bridge,
        'ArrayIsNull',
      )
      const eleven = [1n, 2n, 3n, 4n, 5n, 6n, 7n, 8n, 9n, 10n, 11n]
      await expect(f.bridge.connect(f.alice).exchange(eleven, { value })).to.be.revertedWithCustomError(
        f.bridge,
        'ArrayLengthError',
      )
      await expect(f.bridge.connect(f.alice).exchange([13n], { value })).to.be.reverted
      await expect(f.bridge.connect(f.alice).exchange([1n, 1n], { value })).to.be.reverted
      await exchange(f, [1n])
      await expect(f.bridge.connect(f.alice).exchange([1n], { value })).to.be.reverted
      await expect(f.bridge.connect(f.alice).exchange([2n ** 64n], { value })).to.be.reverted
    })

    it('daily cap: a request past the day cap reverts; the next UTC day has a fresh cap', async () => {
      const f = await loadFixture(deployBridges)
      await f.bridge.setDailyCap(3)
      await exchange(f, [1n, 2n])
      expect(await f.bridge.remainingToday()).to.equal(1n)
      const [ccipFee, fee] = await f.bridge.quote(2)
      const day = BigInt(await time.latest()) / 86400n
      await expect(f.bridge.connect(f.alice).exchange([3n, 4n], { value: ccipFee + fee }))
        .to.be.revertedWithCustomError(f.bridge, 'DailyCapExceeded')
        .withArgs(day, 2n, 3n)
      await exchange(f, [3n])
      expect(await f.bridge.remainingToday()).to.equal(0n)
      expect(await f.bridge.sentOnDay(day)).to.equal(3n)
      await time.increaseTo((day + 1n) * 86400n)
      expect(await f.bridge.remainingToday()).to.equal(3n)
      await exchange(f, [4n, 5n])
    })

    it('pause stops new requests (PAUSER_ROLE); unpause resumes', async () => {
      const f = await loadFixture(deployBridges)
      await expectOnlyRole(f.bridge, ROLES.PAUSER, [f.keeper, f.alice], (as) => f.bridge.connect(as).pause())
      await f.bridge.pause()
      const [ccipFee, fee] = await f.bridge.quote(1)
      await expect(
        f.bridge.connect(f.alice).exchange([1n], { value: ccipFee + fee }),
      ).to.be.revertedWithCustomError(f.bridge, 'EnforcedPause')
      await f.bridge.unpause()
      await exchange(f, [1n])
    })

    it('an escrowed card cannot be recovered by the admin; a stray one can', async () => {
      const f = await loadFixture(deployBridges)
      await exchange(f, [1n])
      const card = await f.bscCard.getAddress()
      await expect(f.bridge.recoverERC721(card, 1n, f.admin.address))
        .to.be.revertedWithCustomError(f.bridge, 'NotRecoverable')
        .withArgs(card, 1n)
      await f.bscCard.connect(f.bob).transferFrom(f.bob.address, await f.bridge.getAddress(), 13n)
      await f.bridge.recoverERC721(card, 13n, f.bob.address)
      expect(await f.bscCard.ownerOf(13n)).to.equal(f.bob.address)
    })
  })

  describe('refunds (messages from the minter)', () => {
    it('a refund message from the minter returns the cards to their user, once', async () => {
      const f = await loadFixture(deployBridges)
      // Polygon cannot mint (the minter lost MINTER_ROLE): the message fails there and Alice has it refunded.
      await f.polygonCard.revokeRole(await f.polygonCard.MINTER_ROLE(), await f.minter.getAddress())
      const sent = await exchange(f, [1n, 3n])
      await deliver(f.polygonRouter, sent)
      const refundFee = await f.minter.quoteRefund()
      const back = await sentOne(
        f.polygonRouter,
        f.minter
          .connect(f.alice)
          .refundMessage(sent.message.messageId, sent.message.data, { value: refundFee }),
      )
      expect(back.receiver).to.equal(await f.bridge.getAddress())
      expect(back.gasLimit).to.equal(REFUND_GAS)
      await expect(deliver(f.bscRouter, back))
        .to.emit(f.bridge, 'RequestRefunded')
        .withArgs(1n, sent.message.messageId, back.message.messageId, f.alice.address, [1n, 3n])
      expect(await f.bscCard.ownerOf(1n)).to.equal(f.alice.address)
      expect(await f.bscCard.ownerOf(3n)).to.equal(f.alice.address)
      expect(await f.bridge.isChanged(1n)).to.equal(false)
      expect((await f.bridge.getRequest(1n)).status).to.equal(REFUNDED)
      // The same refund again (a replay through CCIP's manual execution is refused: it succeeded).
      await expect(
        f.bscRouter.manuallyExecute(back.message, back.receiver, back.gasLimit, back.gasLimit),
      ).to.be.revertedWithCustomError(f.bscRouter, 'NotFailed')
      // The cards can be bridged again.
      await exchange(f, [1n])
    })

    it('refunds go on while paused', async () => {
      const f = await loadFixture(deployBridges)
      await f.polygonCard.revokeRole(await f.polygonCard.MINTER_ROLE(), await f.minter.getAddress())
      const sent = await exchange(f, [1n])
      await deliver(f.polygonRouter, sent)
      const back = await sentOne(
        f.polygonRouter,
        f.minter.connect(f.alice).refundMessage(sent.message.messageId, sent.message.data, {
          value: await f.minter.quoteRefund(),
        }),
      )
      await f.bridge.pause()
      await deliver(f.bscRouter, back)
      expect(await f.bscCard.ownerOf(1n)).to.equal(f.alice.address)
    })

    it('a forged refund (admin, deployer, keeper calling ccipReceive; another sender or chain) releases nothing', async () => {
      const f = await loadFixture(deployBridges)
      const sent = await exchange(f, [1n])
      const refund = ethers.AbiCoder.defaultAbiCoder().encode(
        ['uint8', 'uint256', 'bytes32'],
        [2, 1n, sent.message.messageId],
      )
      let n = 0
      const from = (who: string, selector = POLYGON_SELECTOR) => ({
        messageId: ethers.id(`forged ${n++}`),
        sourceChainSelector: selector,
        sender: ethers.AbiCoder.defaultAbiCoder().encode(['address'], [who]),
        data: refund,
        destTokenAmounts: [],
      })
      const minter = await f.minter.getAddress()
      for (const signer of [f.admin, f.keeper, f.alice])
        await expect(f.bridge.connect(signer).ccipReceive(from(minter)))
          .to.be.revertedWithCustomError(f.bridge, 'InvalidRouter')
          .withArgs(signer.address)
      const bridge = await f.bridge.getAddress()
      // Through the router (as CCIP would deliver them): another sender, another chain.
      for (const message of [from(f.admin.address), from(minter, BSC_SELECTOR), from(minter, 1n)]) {
        const tx = f.bscRouter.execute(message, bridge, REFUND_GAS)
        await expect(tx).to.emit(f.bscRouter, 'ExecutionStateChanged')
        expect(await f.bscRouter.executionState(message.messageId)).to.equal(2n)
        expect(await f.bscCard.ownerOf(1n)).to.equal(bridge)
      }
    })

    it('a refund for another message id, an unknown nonce or a non-refund kind is refused', async () => {
      const f = await loadFixture(deployBridges)
      const sent = await exchange(f, [1n])
      const minter = ethers.AbiCoder.defaultAbiCoder().encode(['address'], [await f.minter.getAddress()])
      const coder = ethers.AbiCoder.defaultAbiCoder()
      const cases: [string, string, unknown[]][] = [
        [
          coder.encode(['uint8', 'uint256', 'bytes32'], [2, 1n, ethers.id('other')]),
          'InvalidRefund',
          [1n, ethers.id('other')],
        ],
        [
          coder.encode(['uint8', 'uint256', 'bytes32'], [2, 9n, sent.message.messageId]),
          'InvalidRefund',
          [9n, sent.message.messageId],
        ],
        [
          coder.encode(['uint8', 'uint256', 'bytes32'], [1, 1n, sent.message.messageId]),
          'UnknownMessageKind',
          [1],
        ],
      ]
      let i = 0
      for (const [data, error, args] of cases) {
        const message = {
          messageId: ethers.id(`case ${i++}`),
          sourceChainSelector: POLYGON_SELECTOR,
          sender: minter,
          data,
          destTokenAmounts: [],
        }
        const receipt = await (
          await f.bscRouter.execute(message, await f.bridge.getAddress(), REFUND_GAS)
        ).wait()
        const event = receipt!.logs
          .map((l) => f.bscRouter.interface.parseLog(l))
          .find((p) => p?.name === 'ExecutionStateChanged')
        expect(event!.args.state).to.equal(2n)
        expect(f.bridge.interface.parseError(event!.args.returnData)?.name).to.equal(error)
        expect([...f.bridge.interface.parseError(event!.args.returnData)!.args]).to.deep.equal(args)
      }
      expect(await f.bscCard.ownerOf(1n)).to.equal(await f.bridge.getAddress())
    })
  })
})
