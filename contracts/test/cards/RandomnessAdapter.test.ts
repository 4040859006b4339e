import { loadFixture, mine, time } from '@nomicfoundation/hardhat-network-helpers'
import { expect } from 'chai'
import type { Log, LogDescription } from 'ethers'
import { ethers } from 'hardhat'
import { adapterConfig, LOCAL_KEY_HASH, mockSettings } from '../../scripts/deploy/vrf'
import { deployRandomness, FULFIL_GAS, fulfil, testWord } from './helpers'

const DAY = 24 * 3600
const Status = { None: 0n, Pending: 1n, Fulfilled: 2n, Delivered: 3n, Cancelled: 4n, Refunded: 5n }

describe('cards/RandomnessAdapter (Chainlink VRF v2.5 adapter)', () => {
  async function deploy() {
    const [admin, user, other] = await ethers.getSigners()
    const { coordinator, vrf, subscriptionId } = await deployRandomness(admin!)
    const consumer = await ethers.deployContract('CardsTestConsumer', [await coordinator.getAddress()])
    await coordinator.grantRole(await coordinator.CONSUMER_ROLE(), await consumer.getAddress())
    return { coordinator, vrf, subscriptionId, consumer, admin: admin!, user: user!, other: other! }
  }

  async function requested(n = 1) {
    const f = await loadFixture(deploy)
    for (let i = 0; i < n; i++) await f.consumer.request()
    return f
  }

  describe('constructor and configuration', () => {
    it('refuses a zero coordinator, a zero key hash or subscription, < 3 confirmations, a callback gas limit out of bounds', async () => {
      const [admin] = await ethers.getSigners()
      const { vrf, subscriptionId } = await deployRandomness(admin!)
      const good = mockSettings(await vrf.getAddress(), subscriptionId)
      const factory = await ethers.getContractFactory('RandomnessAdapter')
      await expect(
        factory.deploy(admin!.address, ethers.ZeroAddress, adapterConfig(good), DAY),
      ).to.be.revertedWithCustomError(factory, 'ZeroAddress')
      for (const bad of [
        { ...good, keyHash: ethers.ZeroHash },
        { ...good, subscriptionId: 0n },
        { ...good, requestConfirmations: 2 },
        { ...good, callbackGasLimit: 2_499_999 },
        { ...good, callbackGasLimit: 2_500_001 },
      ]) {
        await expect(
          factory.deploy(admin!.address, good.coordinator, adapterConfig(bad), DAY),
        ).to.be.revertedWithCustomError(factory, 'InvalidVrfConfig')
      }
      await expect(
        factory.deploy(admin!.address, good.coordinator, adapterConfig(good), 3599),
      ).to.be.revertedWithCustomError(factory, 'InvalidTimeout')
    })

    it('setVrfConfig and setRequestTimeout: admin only, checked; the timeout applies to later requests only', async () => {
      const { coordinator, consumer, user, subscriptionId } = await requested(1)
      const config = {
        ...adapterConfig(mockSettings(ethers.ZeroAddress, subscriptionId)),
        requestConfirmations: 10,
      }
      await expect(coordinator.connect(user).setVrfConfig(config)).to.be.revertedWithCustomError(
        coordinator,
        'AccessControlUnauthorizedAccount',
      )
      await expect(
        coordinator.setVrfConfig({ ...config, requestConfirmations: 1 }),
      ).to.be.revertedWithCustomError(coordinator, 'InvalidVrfConfig')
      await expect(coordinator.setVrfConfig(config))
        .to.emit(coordinator, 'VrfConfigSet')
        .withArgs(LOCAL_KEY_HASH, subscriptionId, 10, 2_500_000, false)
      const before = (await coordinator.getRequest(1)).cancelAfter
      await expect(coordinator.setRequestTimeout(2 * DAY))
        .to.emit(coordinator, 'RequestTimeoutSet')
        .withArgs(2 * DAY)
      await expect(coordinator.setRequestTimeout(31 * DAY)).to.be.revertedWithCustomError(
        coordinator,
        'InvalidTimeout',
      )
      expect((await coordinator.getRequest(1)).cancelAfter).to.equal(before)
      await consumer.request()
      const second = await coordinator.getRequest(2)
      expect(second.cancelAfter - BigInt(await time.latest())).to.equal(BigInt(2 * DAY))
    })
  })

  describe('requestRandomness', () => {
    it('asks the VRF coordinator for one word with the configured lane, subscription, confirmations and gas', async () => {
      const { coordinator, vrf, consumer, subscriptionId } = await loadFixture(deploy)
      const receipt = await (await consumer.request()).wait()
      const parsed = receipt!.logs
        .filter((l) => l.address === vrf.target)
        .map((l) => vrf.interface.parseLog(l))
        .find((p) => p?.name === 'RandomWordsRequested')
      expect([
        parsed!.args.keyHash,
        parsed!.args.subId,
        parsed!.args.minimumRequestConfirmations,
        parsed!.args.callbackGasLimit,
        parsed!.args.numWords,
        parsed!.args.sender,
      ]).to.deep.equal([LOCAL_KEY_HASH, subscriptionId, 3n, 2_500_000n, 1n, await coordinator.getAddress()])
      const request = await coordinator.getRequest(1)
      expect([request.consumer, request.status, request.vrfRequestId]).to.deep.equal([
        await consumer.getAddress(),
        Status.Pending,
        1n,
      ])
      expect(await coordinator.requestIdOf(1)).to.equal(1n)
      expect(await coordinator.pendingCount()).to.equal(1n)
      expect(await coordinator.owner()).to.equal(await coordinator.getAddress())
    })

    it('is refused to non-consumers and while paused', async () => {
      const { coordinator, consumer, user } = await loadFixture(deploy)
      await expect(coordinator.connect(user).requestRandomness(false)).to.be.revertedWithCustomError(
        coordinator,
        'AccessControlUnauthorizedAccount',
      )
      await coordinator.pause()
      await expect(consumer.request()).to.be.revertedWithCustomError(coordinator, 'EnforcedPause')
    })
  })

  describe('fulfilment', () => {
    it('records the word, hands it to the consumer and emits the VRF request id and the word', async () => {
      const { coordinator, vrf, consumer } = await requested(1)
      const word = 123456789n
      await expect(fulfil(coordinator, vrf, 1, [word]))
        .to.emit(coordinator, 'RandomnessFulfilled')
        .withArgs(1, await consumer.getAddress(), 1n, word)
        .and.to.emit(coordinator, 'RandomnessDelivered')
        .withArgs(1)
      expect(await consumer.outcomes(1)).to.equal(word)
      const request = await coordinator.getRequest(1)
      expect([request.status, request.randomness]).to.deep.equal([Status.Delivered, word])
      expect(await coordinator.pendingCount()).to.equal(0n)
    })

    it('only the coordinator can fulfil', async () => {
      const { coordinator, user } = await requested(1)
      await expect(coordinator.connect(user).rawFulfillRandomWords(1, [1n])).to.be.revertedWithCustomError(
        coordinator,
        'OnlyCoordinatorCanFulfill',
      )
    })

    it('a request is drawn once: a second fulfilment is ignored and the word never changes', async () => {
      const { coordinator, vrf, consumer } = await requested(1)
      await fulfil(coordinator, vrf, 1, [7n])
      // The coordinator calling back again (the mock forgets a fulfilled request, so impersonate it) is ignored.
      const vrfAddress = await vrf.getAddress()
      await ethers.provider.send('hardhat_impersonateAccount', [vrfAddress])
      await ethers.provider.send('hardhat_setBalance', [vrfAddress, '0xde0b6b3a7640000'])
      const asVrf = await ethers.getSigner(vrfAddress)
      await expect(coordinator.connect(asVrf).rawFulfillRandomWords(1, [8n]))
        .to.emit(coordinator, 'FulfilmentIgnored')
        .withArgs(1n, 1n)
      await expect(coordinator.connect(asVrf).rawFulfillRandomWords(99, [8n]))
        .to.emit(coordinator, 'FulfilmentIgnored')
        .withArgs(99n, 0n)
      await ethers.provider.send('hardhat_stopImpersonatingAccount', [vrfAddress])
      expect(await consumer.outcomes(1)).to.equal(7n)
      expect(await consumer.fulfilments()).to.equal(1n)
      // No call re-anchors, re-draws or re-requests a request: the adapter has no such entry point.
      for (const name of ['recordEntropy', 'resolveTimedOut', 'fulfillRandomness', 'commitChain']) {
        expect(
          coordinator.interface.fragments.some((f) => 'name' in f && f.name === name),
          name,
        ).to.equal(false)
      }
      await expect(coordinator.deliver(1)).to.be.revertedWithCustomError(coordinator, 'WrongStatus')
      await expect(coordinator.cancel(1)).to.be.revertedWithCustomError(coordinator, 'WrongStatus')
      expect((await coordinator.getRequest(1)).randomness).to.equal(7n)
    })

    it('a fulfilment for a cancelled request is ignored (no second draw after a timeout)', async () => {
      const { coordinator, vrf, consumer } = await requested(1)
      await time.increase(DAY)
      await coordinator.cancel(1)
      await coordinator.completeCancel(1)
      await expect(fulfil(coordinator, vrf, 1, [5n]))
        .to.emit(coordinator, 'FulfilmentIgnored')
        .withArgs(1n, 1n)
      expect(await consumer.fulfilments()).to.equal(0n)
      expect((await coordinator.getRequest(1)).status).to.equal(Status.Refunded)
    })

    it('a consumer whose callback reverts or runs out of gas blocks nobody; its word waits for deliver()', async () => {
      const { coordinator, vrf, consumer } = await requested(3)
      await consumer.setMode(1) // reverts
      await expect(fulfil(coordinator, vrf, 1, [11n]))
        .to.emit(coordinator, 'DeliveryFailed')
        .withArgs(1)
      await consumer.setMode(2) // burns all gas
      await expect(fulfil(coordinator, vrf, 2, [22n]))
        .to.emit(coordinator, 'DeliveryFailed')
        .withArgs(2)
      await consumer.setMode(0)
      // Request 3 resolves though 1 and 2 did not reach their consumer; order does not matter.
      await expect(fulfil(coordinator, vrf, 3, [33n]))
        .to.emit(coordinator, 'RandomnessDelivered')
        .withArgs(3)
      expect(await coordinator.pendingCount()).to.equal(0n)
      // The recorded words are delivered later, unchanged.
      await expect(coordinator.deliver(2)).to.emit(coordinator, 'RandomnessDelivered').withArgs(2)
      await expect(coordinator.deliver(1)).to.emit(coordinator, 'RandomnessDelivered').withArgs(1)
      expect([
        await consumer.outcomes(1),
        await consumer.outcomes(2),
        await consumer.outcomes(3),
      ]).to.deep.equal([11n, 22n, 33n])
      await expect(coordinator.deliver(1)).to.be.revertedWithCustomError(coordinator, 'WrongStatus')
    })

    it('a request made by an account without code (a CONSUMER_ROLE holder calling directly) blocks nobody', async () => {
      const { coordinator, vrf, consumer, user } = await loadFixture(deploy)
      await coordinator.grantRole(await coordinator.CONSUMER_ROLE(), user.address)
      await coordinator.connect(user).requestRandomness(false) // request 1, consumer without code
      await consumer.request() // request 2
      await expect(fulfil(coordinator, vrf, 2))
        .to.emit(coordinator, 'RandomnessDelivered')
        .withArgs(2)
      await expect(fulfil(coordinator, vrf, 1)).to.emit(coordinator, 'RandomnessFulfilled')
      expect(await consumer.outcomes(2)).to.equal(testWord(2))
      // Never fulfilled, it can be cancelled too: nothing stays pending for ever.
      await coordinator.connect(user).requestRandomness(false) // request 3
      await time.increase(DAY)
      await coordinator.cancel(3)
      await expect(coordinator.completeCancel(3))
        .to.emit(coordinator, 'RandomnessCancelled')
        .withArgs(3, user.address, false)
      expect(await coordinator.pendingCount()).to.equal(0n)
    })

    it('the callback never reverts, even when the consumer spends all the gas it gets', async () => {
      const { coordinator, vrf, consumer } = await loadFixture(deploy)
      await consumer.request()
      await consumer.setMode(2)
      const tx = fulfil(coordinator, vrf, 1, [9n])
      await expect(tx).to.emit(vrf, 'RandomWordsFulfilled')
      const receipt = await (await tx).wait()
      const fulfilled = receipt!.logs
        .map((l: Log) => {
          try {
            return vrf.interface.parseLog(l)
          } catch {
            return null
          }
        })
        .find((p: LogDescription | null) => p?.name === 'RandomWordsFulfilled')
      expect(fulfilled!.args.success).to.equal(true) // the adapter's callback itself succeeded
      expect((await coordinator.getRequest(1)).status).to.equal(Status.Fulfilled)
      await consumer.setMode(0)
      await coordinator.deliver(1)
      expect(await consumer.outcomes(1)).to.equal(9n)
    })

    it('a failed callback of a request that is not redeliverable cancels it: its word yields only the refund', async () => {
      const { coordinator, vrf, consumer } = await loadFixture(deploy)
      await consumer.setRedeliverable(false)
      await consumer.request()
      expect((await coordinator.getRequest(1)).redeliverable).to.equal(false)
      await consumer.setMode(1)
      await expect(fulfil(coordinator, vrf, 1, [9n]))
        .to.emit(coordinator, 'DeliveryFailed')
        .withArgs(1)
        .and.to.emit(coordinator, 'RandomnessCancelled')
        .withArgs(1, await consumer.getAddress(), false)
      const request = await coordinator.getRequest(1)
      expect([request.status, request.randomness]).to.deep.equal([Status.Cancelled, 9n])
      expect(await coordinator.pendingCount()).to.equal(0n)
      await consumer.setMode(0)
      // deliver() completes the refund; the word is never handed over.
      await expect(coordinator.deliver(1))
        .to.emit(coordinator, 'RandomnessCancelled')
        .withArgs(1, await consumer.getAddress(), true)
      expect([await consumer.outcomes(1), await consumer.cancelled(1)]).to.deep.equal([0n, true])
      await expect(coordinator.deliver(1)).to.be.revertedWithCustomError(coordinator, 'WrongStatus')
    })
  })

  describe('timeout: cancel and refund', () => {
    it('cancel is refused before the timeout; completeCancel needs a later block; the consumer gets its refund call', async () => {
      const { coordinator, consumer, other } = await requested(1)
      const { cancelAfter } = await coordinator.getRequest(1)
      await expect(coordinator.connect(other).cancel(1))
        .to.be.revertedWithCustomError(coordinator, 'NotTimedOut')
        .withArgs(1, cancelAfter)
      await expect(coordinator.completeCancel(1)).to.be.revertedWithCustomError(coordinator, 'CancelNotReady')
      await time.increaseTo(cancelAfter)
      await ethers.provider.send('evm_setAutomine', [false])
      try {
        const c = await coordinator.connect(other).cancel(1)
        const done = await coordinator.connect(other).completeCancel(1, { gasLimit: 2_000_000 })
        await mine(1)
        expect((await c.wait())!.status).to.equal(1)
        const failed = await done.wait().then(
          () => false,
          () => true,
        )
        expect(failed).to.equal(true) // same block as the cancel: not ready
      } finally {
        await ethers.provider.send('evm_setAutomine', [true])
      }
      await expect(coordinator.connect(other).cancel(1)).to.be.revertedWithCustomError(
        coordinator,
        'WrongStatus',
      )
      await expect(coordinator.connect(other).completeCancel(1))
        .to.emit(coordinator, 'RandomnessCancelled')
        .withArgs(1, await consumer.getAddress(), true)
      expect(await consumer.cancelled(1)).to.equal(true)
      expect((await coordinator.getRequest(1)).status).to.equal(Status.Refunded)
      await expect(coordinator.completeCancel(1)).to.be.revertedWithCustomError(coordinator, 'WrongStatus')
      await expect(coordinator.completeCancel(9)).to.be.revertedWithCustomError(coordinator, 'UnknownRequest')
    })

    it('a fulfilment in the block of the cancel wins; one after it is ignored', async () => {
      const { coordinator, vrf, consumer } = await requested(2)
      await time.increase(DAY)
      // Same block: cancel first, fulfilment second; the fulfilment still counts.
      await ethers.provider.send('evm_setAutomine', [false])
      try {
        await coordinator.cancel(1, { gasLimit: 200_000 })
        await fulfil(coordinator, vrf, 1, [42n])
        await mine(1)
      } finally {
        await ethers.provider.send('evm_setAutomine', [true])
      }
      expect(await consumer.outcomes(1)).to.equal(42n)
      await expect(coordinator.completeCancel(1)).to.be.revertedWithCustomError(coordinator, 'WrongStatus')
      // Request 2: cancelled in one block, fulfilled in a later one: ignored.
      await coordinator.cancel(2)
      await expect(fulfil(coordinator, vrf, 2, [43n])).to.emit(coordinator, 'FulfilmentIgnored')
      await coordinator.completeCancel(2)
      expect(await consumer.cancelled(2)).to.equal(true)
      expect(await consumer.outcomes(2)).to.equal(0n)
    })

    it('a failing refund leaves the request Cancelled for deliver() to retry', async () => {
      const { coordinator, consumer } = await requested(1)
      await time.increase(DAY)
      await coordinator.cancel(1)
      await consumer.setMode(1)
      await expect(coordinator.completeCancel(1))
        .to.emit(coordinator, 'RandomnessCancelled')
        .withArgs(1, await consumer.getAddress(), false)
      expect((await coordinator.getRequest(1)).status).to.equal(Status.Cancelled)
      expect(await coordinator.pendingCount()).to.equal(0n)
      await expect(coordinator.deliver(1)).to.be.revertedWithCustomError(consumer, 'Failing')
      await consumer.setMode(0)
      await expect(coordinator.deliver(1))
        .to.emit(coordinator, 'RandomnessCancelled')
        .withArgs(1, await consumer.getAddress(), true)
      expect(await consumer.cancelled(1)).to.equal(true)
    })
  })

  describe('changeCoordinator', () => {
    it('needs a proposal made at least 2 days earlier, no request pending, and the admin', async () => {
      const { coordinator, vrf, consumer, user, other } = await requested(1)
      const next = await other.getAddress()
      await expect(coordinator.changeCoordinator(next))
        .to.be.revertedWithCustomError(coordinator, 'CoordinatorNotReady')
        .withArgs(ethers.ZeroAddress, 0)
      await expect(coordinator.connect(user).proposeCoordinator(next)).to.be.revertedWithCustomError(
        coordinator,
        'AccessControlUnauthorizedAccount',
      )
      const proposed = await coordinator.proposeCoordinator(next)
      const readyAt = BigInt((await proposed.getBlock())!.timestamp) + 2n * BigInt(DAY)
      await expect(proposed).to.emit(coordinator, 'CoordinatorProposed').withArgs(next, readyAt)
      await expect(coordinator.changeCoordinator(next))
        .to.be.revertedWithCustomError(coordinator, 'CoordinatorNotReady')
        .withArgs(next, readyAt)
      await time.increaseTo(readyAt)
      await expect(coordinator.changeCoordinator(user.address))
        .to.be.revertedWithCustomError(coordinator, 'CoordinatorNotReady')
        .withArgs(next, readyAt)
      await expect(coordinator.changeCoordinator(next))
        .to.be.revertedWithCustomError(coordinator, 'RequestsPending')
        .withArgs(1)
      await expect(coordinator.connect(user).changeCoordinator(next)).to.be.revertedWithCustomError(
        coordinator,
        'AccessControlUnauthorizedAccount',
      )
      await fulfil(coordinator, vrf, 1)
      await expect(coordinator.changeCoordinator(next)).to.emit(coordinator, 'CoordinatorSet').withArgs(next)
      expect(await coordinator.s_vrfCoordinator()).to.equal(next)
      expect(await coordinator.proposedCoordinator()).to.equal(ethers.ZeroAddress)
      expect(await consumer.fulfilments()).to.equal(1n)
    })

    it('a proposal can be withdrawn', async () => {
      const { coordinator, other } = await loadFixture(deploy)
      await coordinator.proposeCoordinator(other.address)
      await expect(coordinator.proposeCoordinator(ethers.ZeroAddress))
        .to.emit(coordinator, 'CoordinatorProposed')
        .withArgs(ethers.ZeroAddress, 0)
      await time.increase(3 * DAY)
      await expect(coordinator.changeCoordinator(other.address)).to.be.revertedWithCustomError(
        coordinator,
        'CoordinatorNotReady',
      )
    })

    it("Chainlink's migration: the coordinator itself may point the adapter at another one (not at zero)", async () => {
      const { coordinator, vrf, other } = await loadFixture(deploy)
      const at = await vrf.getAddress()
      await ethers.provider.send('hardhat_impersonateAccount', [at])
      await ethers.provider.send('hardhat_setBalance', [at, '0x56BC75E2D63100000'])
      const asCoordinator = await ethers.getSigner(at)
      try {
        await expect(
          coordinator.connect(asCoordinator).setCoordinator(ethers.ZeroAddress),
        ).to.be.revertedWithCustomError(coordinator, 'ZeroAddress')
        await expect(coordinator.connect(asCoordinator).setCoordinator(other.address))
          .to.emit(coordinator, 'CoordinatorSet')
          .withArgs(other.address)
      } finally {
        await ethers.provider.send('hardhat_stopImpersonatingAccount', [at])
      }
      expect(await coordinator.s_vrfCoordinator()).to.equal(other.address)
    })

    it("nobody can call Chainlink's setCoordinator directly: the adapter owns itself", async () => {
      const { coordinator, admin } = await requested(1)
      expect(await coordinator.owner()).to.equal(await coordinator.getAddress())
      await expect(coordinator.connect(admin).setCoordinator(admin.address)).to.be.revertedWithCustomError(
        coordinator,
        'OnlyOwnerOrCoordinator',
      )
      await expect(coordinator.connect(admin).transferOwnership(admin.address)).to.be.revertedWith(
        'Only callable by owner',
      )
    })
  })

  describe('pause and recovery', () => {
    it('pause stops new requests only; fulfilments, deliveries and cancellations keep working', async () => {
      const { coordinator, vrf, consumer, user } = await requested(2)
      await expect(coordinator.connect(user).pause()).to.be.revertedWithCustomError(
        coordinator,
        'AccessControlUnauthorizedAccount',
      )
      await coordinator.pause()
      await fulfil(coordinator, vrf, 1)
      await time.increase(DAY)
      await coordinator.cancel(2)
      await coordinator.completeCancel(2)
      expect([await consumer.fulfilments(), await consumer.cancelled(2)]).to.deep.equal([1n, true])
    })

    it('recovers stray ERC20s and NFTs (admin only)', async () => {
      const { coordinator, user } = await loadFixture(deploy)
      const token = await ethers.deployContract('CardsTestERC20')
      const nft = await ethers.deployContract('CardsTestERC721')
      const at = await coordinator.getAddress()
      await token.mint(at, 9n)
      await nft.mint(at, 3)
      await expect(
        coordinator.connect(user).recoverERC20(await token.getAddress(), user.address, 9n),
      ).to.be.revertedWithCustomError(coordinator, 'AccessControlUnauthorizedAccount')
      await coordinator.recoverERC20(await token.getAddress(), user.address, 9n)
      await coordinator.recoverERC721(await nft.getAddress(), 3, user.address)
      expect([await token.balanceOf(user.address), await nft.ownerOf(3)]).to.deep.equal([9n, user.address])
    })
  })

  it('the fulfilment gas a VRF node sends covers the callback gas limit', () => {
    expect(FULFIL_GAS > (2_500_000n * 64n) / 63n + 200_000n).to.equal(true)
  })
})
