import { loadFixture, time } from '@nomicfoundation/hardhat-network-helpers'
import { expect } from 'chai'
import { ethers } from 'hardhat'
import type { MockCCIPRouter } from '../../typechain-types'
import { expectOnlyRole, ROLES } from '../helpers'
import {
  type Bridges,
  BSC_SELECTOR,
  DAILY_CAP,
  deliver,
  deployBridges,
  exchange,
  REFUND_GAS,
  requestPayload,
  sentBy,
  sentOne,
} from './fixtures'

const MINTED = 1n
const FAILED = 2n
const REFUNDED = 3n
const ROUTER_FAILURE = 2n

/** The ExecutionStateChanged of a delivery: state and the receiver's revert data. */
async function execution(f: Bridges, tx: Promise<{ wait(): Promise<unknown> }>) {
  const receipt = (await (await tx).wait()) as { logs: { topics: string[]; data: string }[] }
  for (const log of receipt.logs) {
    const parsed = f.polygonRouter.interface.parseLog(log)
    if (parsed?.name === 'ExecutionStateChanged')
      return { state: parsed.args.state as bigint, returnData: parsed.args.returnData as string }
  }
  throw new Error('no delivery')
}

describe('CardBridgeMinter (Polygon side, Chainlink CCIP receiver)', () => {
  describe('deployment and settings', () => {
    it('constructor: stores the card, router, lane, cap, refund gas and roles; refuses bad arguments', async () => {
      const f = await loadFixture(deployBridges)
      expect(await f.minter.card()).to.equal(await f.polygonCard.getAddress())
      expect(await f.minter.router()).to.equal(await f.polygonRouter.getAddress())
      expect(await f.minter.peerChainSelector()).to.equal(BSC_SELECTOR)
      expect(await f.minter.peer()).to.equal(await f.bridge.getAddress())
      expect(await f.minter.dailyCap()).to.equal(DAILY_CAP)
      expect(await f.minter.refundGasLimit()).to.equal(REFUND_GAS)
      for (const role of [ROLES.DEFAULT_ADMIN, ROLES.ADMIN, ROLES.PAUSER])
        expect(await f.minter.hasRole(role, f.admin.address)).to.equal(true)
      expect(await f.minter.supportsInterface('0x85572ffb')).to.equal(true)
      const deploy = (args: unknown[]) => ethers.deployContract('CardBridgeMinter', args)
      const ok = [
        f.admin.address,
        await f.polygonCard.getAddress(),
        await f.polygonRouter.getAddress(),
        BSC_SELECTOR,
        DAILY_CAP,
        REFUND_GAS,
      ]
      const withArg = (i: number, v: unknown) => ok.map((x, j) => (j === i ? v : x))
      await expect(deploy(withArg(1, ethers.ZeroAddress))).to.be.revertedWithCustomError(
        f.minter,
        'AddressIsNull',
      )
      await expect(deploy(withArg(2, ethers.ZeroAddress))).to.be.revertedWithCustomError(
        f.minter,
        'AddressIsNull',
      )
      await expect(deploy(withArg(3, 5n))).to.be.revertedWithCustomError(f.minter, 'UnsupportedChain')
      await expect(deploy(withArg(5, 1n))).to.be.revertedWithCustomError(f.minter, 'InvalidGasLimit')
    })

    it('each setting is its role only; setPeer once', async () => {
      const f = await loadFixture(deployBridges)
      const others = [f.keeper, f.alice]
      await expectOnlyRole(f.minter, ROLES.ADMIN, others, (as) => f.minter.connect(as).setDailyCap(1))
      await expectOnlyRole(f.minter, ROLES.ADMIN, others, (as) =>
        f.minter.connect(as).setRefundGasLimit(200_000),
      )
      await expectOnlyRole(f.minter, ROLES.ADMIN, others, (as) =>
        f.minter.connect(as).withdrawReserve(as.address, 0),
      )
      await expectOnlyRole(f.minter, ROLES.PAUSER, others, (as) => f.minter.connect(as).pause())
      await expectOnlyRole(f.minter, ROLES.DEFAULT_ADMIN, others, (as) =>
        f.minter.connect(as).setPeer(as.address),
      )
      await expect(f.minter.setPeer(f.admin.address)).to.be.revertedWithCustomError(
        f.minter,
        'PeerAlreadySet',
      )
      await expect(f.minter.setDailyCap(7)).to.emit(f.minter, 'DailyCapSet').withArgs(7)
      await expect(f.minter.setRefundGasLimit(200_000))
        .to.emit(f.minter, 'RefundGasLimitSet')
        .withArgs(200_000)
      await expect(f.minter.setRefundGasLimit(99_999)).to.be.revertedWithCustomError(
        f.minter,
        'InvalidGasLimit',
      )
      await f.admin.sendTransaction({ to: await f.minter.getAddress(), value: 1000n })
      await expect(f.minter.withdrawReserve(f.carol.address, 400n)).to.changeEtherBalance(f.carol, 400n)
      await expect(f.minter.withdrawReserve(ethers.ZeroAddress, 1n)).to.be.revertedWithCustomError(
        f.minter,
        'AddressIsNull',
      )
      const refusing = await ethers.deployContract('RefusingBridgeUser')
      await expect(f.minter.withdrawReserve(await refusing.getAddress(), 1n)).to.be.revertedWithCustomError(
        f.minter,
        'PaymentFailed',
      )
    })
  })

  describe('minting', () => {
    it('mints the heroes and rarities of a message once, to its receiver, keyed by message id', async () => {
      const f = await loadFixture(deployBridges)
      // Alice: 3, 4 (hero 31 S), 1 (11 B), 6, 7 (12 B): runs of equal heroes are minted together.
      const sent = await exchange(f, [3n, 4n, 1n, 6n, 7n])
      const tx = deliver(f.polygonRouter, sent)
      await expect(tx)
        .to.emit(f.minter, 'BridgeCompleted')
        .withArgs(
          sent.message.messageId,
          1n,
          f.alice.address,
          f.alice.address,
          [3n, 4n, 1n, 6n, 7n],
          [1n, 2n, 3n, 4n, 5n],
        )
      expect((await execution(f, tx)).state).to.equal(1n)
      for (const [id, hero, rarity] of [
        [1n, 31n, 3n],
        [2n, 31n, 3n],
        [3n, 11n, 1n],
        [4n, 12n, 1n],
        [5n, 12n, 1n],
      ]) {
        expect(await f.polygonCard.ownerOf(id!)).to.equal(f.alice.address)
        expect(await f.polygonCard.heroIdMap(id!)).to.equal(hero)
        expect(await f.polygonCard.rarityMap(id!)).to.equal(rarity)
      }
      expect(await f.minter.messageState(sent.message.messageId)).to.equal(MINTED)
      expect(await f.minter.totalMinted()).to.equal(5n)
      expect(await f.minter.remainingToday()).to.equal(DAILY_CAP - 5n)
    })

    it('a replayed message is refused by the router, manual execution included; one mint', async () => {
      const f = await loadFixture(deployBridges)
      const sent = await exchange(f, [1n])
      await deliver(f.polygonRouter, sent)
      await expect(deliver(f.polygonRouter, sent)).to.be.revertedWithCustomError(
        f.polygonRouter,
        'AlreadyExecuted',
      )
      await expect(
        f.polygonRouter.manuallyExecute(sent.message, sent.receiver, sent.gasLimit, sent.gasLimit),
      ).to.be.revertedWithCustomError(f.polygonRouter, 'NotFailed')
      expect(await f.polygonCard.balanceOf(f.alice.address)).to.equal(1n)
    })

    it('over the daily cap: recorded as Failed (no revert), retried the next UTC day by anyone', async () => {
      const f = await loadFixture(deployBridges)
      await f.minter.setDailyCap(2)
      const first = await exchange(f, [1n, 2n])
      await deliver(f.polygonRouter, first)
      const second = await exchange(f, [3n])
      const tx = deliver(f.polygonRouter, second)
      await expect(tx).to.emit(f.minter, 'MessageFailed')
      expect((await execution(f, tx)).state).to.equal(1n) // delivered: the receiver did not revert
      expect(await f.minter.messageState(second.message.messageId)).to.equal(FAILED)
      await expect(
        f.minter.connect(f.carol).retryMessage(second.message.messageId, second.message.data),
      ).to.be.revertedWithCustomError(f.minter, 'DailyCapExceeded')
      const day = BigInt(await time.latest()) / 86400n
      await time.increaseTo((day + 1n) * 86400n)
      await expect(f.minter.connect(f.carol).retryMessage(second.message.messageId, second.message.data))
        .to.emit(f.minter, 'BridgeCompleted')
        .withArgs(second.message.messageId, 2n, f.alice.address, f.alice.address, [3n], [3n])
      expect(await f.minter.messageState(second.message.messageId)).to.equal(MINTED)
      await expect(
        f.minter.retryMessage(second.message.messageId, second.message.data),
      ).to.be.revertedWithCustomError(f.minter, 'NotFailed')
    })

    it('paused: messages are recorded as Failed and retried after unpause; the retry needs the exact data', async () => {
      const f = await loadFixture(deployBridges)
      await f.minter.pause()
      const sent = await exchange(f, [1n])
      await deliver(f.polygonRouter, sent)
      expect(await f.minter.messageState(sent.message.messageId)).to.equal(FAILED)
      await expect(
        f.minter.retryMessage(sent.message.messageId, sent.message.data),
      ).to.be.revertedWithCustomError(f.minter, 'EnforcedPause')
      await f.minter.unpause()
      const forged = requestPayload(1n, f.alice.address, f.carol.address, [1n], [91n], [9n])
      await expect(f.minter.retryMessage(sent.message.messageId, forged)).to.be.revertedWithCustomError(
        f.minter,
        'NotFailed',
      )
      await f.minter.connect(f.bob).retryMessage(sent.message.messageId, sent.message.data)
      expect(await f.polygonCard.ownerOf(1n)).to.equal(f.alice.address)
      expect(await f.polygonCard.heroIdMap(1n)).to.equal(11n)
    })

    it('destination out of gas: the delivery fails at the router, then a manual execution with more gas mints', async () => {
      const f = await loadFixture(deployBridges)
      const sent = await exchange(f, [1n, 2n, 3n, 4n, 5n, 6n, 7n, 8n, 9n, 10n])
      // Too little gas even to record a failure: the receiver reverts and CCIP keeps the message.
      const { state, returnData } = await execution(f, deliver(f.polygonRouter, sent, 50_000n))
      expect(state).to.equal(ROUTER_FAILURE)
      expect(f.minter.interface.parseError(returnData)?.name).to.equal('NotEnoughGas')
      expect(await f.minter.messageState(sent.message.messageId)).to.equal(0n)
      await expect(
        f.polygonRouter.manuallyExecute(sent.message, sent.receiver, 50_000n, 40_000n),
      ).to.be.revertedWithCustomError(f.polygonRouter, 'GasLimitTooLow')
      await f.polygonRouter
        .connect(f.carol)
        .manuallyExecute(sent.message, sent.receiver, 50_000n, sent.gasLimit, { gasLimit: 5_000_000n })
      expect(await f.minter.messageState(sent.message.messageId)).to.equal(MINTED)
      expect(await f.polygonCard.balanceOf(f.alice.address)).to.equal(10n)
    })

    it('the minting runs out of gas inside the receiver: recorded as Failed, then retried', async () => {
      const f = await loadFixture(deployBridges)
      await f.bridge.setDestinationGasLimit(100_000)
      const sent = await exchange(f, [1n, 2n, 3n, 4n, 5n, 6n, 7n, 8n, 9n, 10n])
      await expect(deliver(f.polygonRouter, sent)).to.emit(f.minter, 'MessageFailed')
      expect(await f.minter.messageState(sent.message.messageId)).to.equal(FAILED)
      await f.minter.connect(f.carol).retryMessage(sent.message.messageId, sent.message.data)
      expect(await f.polygonCard.balanceOf(f.alice.address)).to.equal(10n)
    })
  })

  describe('refunds', () => {
    async function failed(f: Bridges) {
      await f.polygonCard.revokeRole(await f.polygonCard.MINTER_ROLE(), await f.minter.getAddress())
      const sent = await exchange(f, [1n, 2n])
      await expect(deliver(f.polygonRouter, sent)).to.emit(f.minter, 'MessageFailed')
      return sent
    }

    it('refused for good, then refunded: the user pays the return fee, the cards come back on BSC, never minted', async () => {
      const f = await loadFixture(deployBridges)
      const sent = await failed(f)
      const fee = await f.minter.quoteRefund()
      await expect(
        f.minter
          .connect(f.alice)
          .refundMessage(sent.message.messageId, sent.message.data, { value: fee - 1n }),
      )
        .to.be.revertedWithCustomError(f.minter, 'NotEnoughMessageFee')
        .withArgs(fee, fee - 1n)
      const tx = f.minter
        .connect(f.alice)
        .refundMessage(sent.message.messageId, sent.message.data, { value: fee + 5n })
      await expect(tx).to.changeEtherBalances([f.alice, f.polygonRouter], [-fee, fee])
      const back = await sentOne(f.polygonRouter, tx)
      await expect(tx)
        .to.emit(f.minter, 'MessageRefunded')
        .withArgs(sent.message.messageId, 1n, back.message.messageId)
      expect(await f.minter.messageState(sent.message.messageId)).to.equal(REFUNDED)
      // Now it can never be minted, even once the minter can mint again.
      await f.polygonCard.grantRole(await f.polygonCard.MINTER_ROLE(), await f.minter.getAddress())
      await expect(
        f.minter.retryMessage(sent.message.messageId, sent.message.data),
      ).to.be.revertedWithCustomError(f.minter, 'NotFailed')
      await expect(
        f.minter.connect(f.alice).refundMessage(sent.message.messageId, sent.message.data, { value: fee }),
      ).to.be.revertedWithCustomError(f.minter, 'NotFailed')
      await deliver(f.bscRouter, back)
      expect(await f.bscCard.ownerOf(1n)).to.equal(f.alice.address)
      expect(await f.bscCard.ownerOf(2n)).to.equal(f.alice.address)
      expect(await f.polygonCard.balanceOf(f.alice.address)).to.equal(0n)
    })

    it('only the user, the receiver or the admin may refund; a minted message cannot be refunded', async () => {
      const f = await loadFixture(deployBridges)
      const sent = await failed(f)
      const fee = await f.minter.quoteRefund()
      for (const signer of [f.bob, f.keeper])
        await expect(
          f.minter.connect(signer).refundMessage(sent.message.messageId, sent.message.data, { value: fee }),
        )
          .to.be.revertedWithCustomError(f.minter, 'NotAllowedToRefund')
          .withArgs(signer.address)
      await f.minter.connect(f.admin).refundMessage(sent.message.messageId, sent.message.data, { value: fee })
      await f.polygonCard.grantRole(await f.polygonCard.MINTER_ROLE(), await f.minter.getAddress())
      const minted = await exchange(f, [3n])
      await deliver(f.polygonRouter, minted)
      await expect(
        f.minter.refundMessage(minted.message.messageId, minted.message.data, { value: fee }),
      ).to.be.revertedWithCustomError(f.minter, 'NotFailed')
    })

    it('a malformed message from the trusted source is refunded at once from the reserve, or waits without one', async () => {
      const f = await loadFixture(deployBridges)
      const sender = ethers.AbiCoder.defaultAbiCoder().encode(['address'], [await f.bridge.getAddress()])
      const malformed = (id: string) => ({
        messageId: ethers.id(id),
        sourceChainSelector: BSC_SELECTOR,
        sender,
        // 11 cards: no honest CardBridge sends this.
        data: requestPayload(
          7n,
          f.alice.address,
          f.alice.address,
          Array(11).fill(1n),
          Array(11).fill(11n),
          Array(11).fill(1n),
        ),
        destTokenAmounts: [] as [],
      })
      const minter = await f.minter.getAddress()
      // No reserve: recorded as Failed, refundable by hand.
      const a = malformed('a')
      await expect(f.polygonRouter.execute(a, minter, 1_000_000n))
        .to.emit(f.minter, 'MessageFailed')
        .and.not.to.emit(f.minter, 'MessageRefunded')
      expect(await f.minter.messageState(a.messageId)).to.equal(FAILED)
      // With a reserve: refunded in the same delivery.
      await f.admin.sendTransaction({ to: minter, value: ethers.parseEther('1') })
      const b = malformed('b')
      const tx = f.polygonRouter.execute(b, minter, 1_000_000n)
      await expect(tx).to.emit(f.minter, 'MessageRefunded')
      const [back] = await sentBy(f.polygonRouter, tx)
      const [kind, nonce, messageId] = ethers.AbiCoder.defaultAbiCoder().decode(
        ['uint8', 'uint256', 'bytes32'],
        back!.message.data,
      )
      expect([kind, nonce, messageId]).to.deep.equal([2n, 7n, b.messageId])
      expect(await f.minter.messageState(b.messageId)).to.equal(REFUNDED)
      // The lane back closed (the fee cannot be quoted): the delivery still succeeds, the message waits Failed.
      await f.polygonRouter.setLane(BSC_SELECTOR, false)
      const c = malformed('c')
      const closed = await execution(f, f.polygonRouter.execute(c, minter, 1_000_000n))
      expect(closed.state).to.equal(1n)
      expect(await f.minter.messageState(c.messageId)).to.equal(FAILED)
      // Malformed beyond decoding: recorded as Failed too, never reverted.
      const d = { ...malformed('d'), data: '0x1234' }
      expect((await execution(f, f.polygonRouter.execute(d, minter, 1_000_000n))).state).to.equal(1n)
      expect(await f.minter.messageState(d.messageId)).to.equal(FAILED)
    })
  })

  describe('no key can mint outside a CCIP message of the CardBridge', () => {
    it('admin, deployer and keeper cannot call ccipReceive, processMessage or refundFromReserve', async () => {
      const f = await loadFixture(deployBridges)
      const message = {
        messageId: ethers.id('forged'),
        sourceChainSelector: BSC_SELECTOR,
        sender: ethers.AbiCoder.defaultAbiCoder().encode(['address'], [await f.bridge.getAddress()]),
        data: requestPayload(1n, f.admin.address, f.admin.address, [1n], [91n], [9n]),
        destTokenAmounts: [],
      }
      for (const signer of [f.admin, f.keeper, f.alice]) {
        await expect(f.minter.connect(signer).ccipReceive(message))
          .to.be.revertedWithCustomError(f.minter, 'InvalidRouter')
          .withArgs(signer.address)
        await expect(
          f.minter.connect(signer).processMessage(message.messageId, message.data),
        ).to.be.revertedWithCustomError(f.minter, 'OnlySelf')
        await expect(
          f.minter.connect(signer).refundFromReserve(message.messageId, 1n, 0n),
        ).to.be.revertedWithCustomError(f.minter, 'OnlySelf')
        await expect(
          f.minter.connect(signer).retryMessage(message.messageId, message.data),
        ).to.be.revertedWithCustomError(f.minter, 'NotFailed')
      }
      expect(await f.polygonCard.totalSupply()).to.equal(0n)
    })

    it('messages from another sender or another chain are refused (the delivery fails; nothing is minted)', async () => {
      const f = await loadFixture(deployBridges)
      const minter = await f.minter.getAddress()
      const coder = ethers.AbiCoder.defaultAbiCoder()
      const cases = [
        { sender: coder.encode(['address'], [f.admin.address]), selector: BSC_SELECTOR },
        { sender: coder.encode(['address'], [await f.bridge.getAddress()]), selector: 1n },
        {
          sender: coder.encode(['address', 'uint256'], [await f.bridge.getAddress(), 0]),
          selector: BSC_SELECTOR,
        },
      ]
      let i = 0
      for (const c of cases) {
        const message = {
          messageId: ethers.id(`other ${i++}`),
          sourceChainSelector: c.selector,
          sender: c.sender,
          data: requestPayload(1n, f.admin.address, f.admin.address, [1n], [91n], [9n]),
          destTokenAmounts: [],
        }
        const { state, returnData } = await execution(f, f.polygonRouter.execute(message, minter, 1_000_000n))
        expect(state).to.equal(ROUTER_FAILURE)
        expect(f.minter.interface.parseError(returnData)?.name).to.equal('UntrustedSource')
      }
      expect(await f.polygonCard.totalSupply()).to.equal(0n)
    })

    it("on Chainlink's local MockCCIPRouter: delivered once, a replay and a foreign sender are refused", async () => {
      const f = await loadFixture(deployBridges)
      const mock = (await ethers.deployContract('MockCCIPRouter')) as unknown as MockCCIPRouter
      const minter = await ethers.deployContract('CardBridgeMinter', [
        f.admin.address,
        await f.polygonCard.getAddress(),
        await mock.getAddress(),
        BSC_SELECTOR,
        DAILY_CAP,
        REFUND_GAS,
      ])
      await minter.setPeer(await f.bridge.getAddress())
      await f.polygonCard.grantRole(await f.polygonCard.MINTER_ROLE(), await minter.getAddress())
      const coder = ethers.AbiCoder.defaultAbiCoder()
      const message = {
        messageId: ethers.id('local'),
        sourceChainSelector: BSC_SELECTOR,
        sender: coder.encode(['address'], [await f.bridge.getAddress()]),
        data: requestPayload(1n, f.alice.address, f.alice.address, [5n], [51n], [5n]),
        destTokenAmounts: [],
      }
      const route = async (m: typeof message) => {
        const receipt = await (await mock.routeMessage(m, 5000, 1_000_000n, await minter.getAddress())).wait()
        const log = receipt!.logs
          .map((l) => mock.interface.parseLog(l))
          .find((p) => p?.name === 'MsgExecuted')
        return { success: log!.args.success as boolean, retData: log!.args.retData as string }
      }
      expect((await route(message)).success).to.equal(true)
      expect(await f.polygonCard.ownerOf(1n)).to.equal(f.alice.address)
      const replay = await route(message)
      expect(replay.success).to.equal(false)
      expect(minter.interface.parseError(replay.retData)?.name).to.equal('AlreadyProcessed')
      const foreign = await route({
        ...message,
        messageId: ethers.id('foreign'),
        sender: coder.encode(['address'], [f.admin.address]),
      })
      expect(foreign.success).to.equal(false)
      expect(minter.interface.parseError(foreign.retData)?.name).to.equal('UntrustedSource')
      expect(await f.polygonCard.totalSupply()).to.equal(1n)
    })
  })
})
