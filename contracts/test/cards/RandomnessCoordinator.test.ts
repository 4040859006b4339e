import { loadFixture, mine } from '@nomicfoundation/hardhat-network-helpers'
import { expect } from 'chai'
import { ethers } from 'hardhat'
import { h, makeChain, outcome } from './helpers'

describe('cards/RandomnessCoordinator', () => {
  async function deploy() {
    const [admin, operator, user, other] = await ethers.getSigners()
    const coordinator = await ethers.deployContract('RandomnessCoordinator', [
      admin!.address,
      operator!.address,
      100,
    ])
    const consumer = await ethers.deployContract('CardsTestConsumer', [await coordinator.getAddress()])
    await coordinator.grantRole(await coordinator.CONSUMER_ROLE(), await consumer.getAddress())
    const chain = makeChain(20)
    await coordinator.connect(operator!).commitChain(chain.commitment, chain.length)
    return { coordinator, consumer, chain, admin: admin!, operator: operator!, user: user!, other: other! }
  }

  async function requested(n = 1) {
    const f = await loadFixture(deploy)
    for (let i = 0; i < n; i++) await f.consumer.request()
    return f
  }

  it('constructor: refuses a zero timeout', async () => {
    const [admin] = await ethers.getSigners()
    const factory = await ethers.getContractFactory('RandomnessCoordinator')
    await expect(factory.deploy(admin!.address, admin!.address, 0)).to.be.revertedWithCustomError(
      factory,
      'InvalidTimeout',
    )
  })

  describe('commitChain', () => {
    it('stores the chain and emits ChainCommitted', async () => {
      const { coordinator, chain } = await loadFixture(deploy)
      expect(await coordinator.chainCount()).to.equal(1n)
      const stored = await coordinator.getChain(0)
      expect(stored.commitment).to.equal(chain.commitment)
      expect(stored.revealed).to.equal(chain.commitment)
      expect(stored.size).to.equal(20n)
    })

    it('is refused to anyone but the operator', async () => {
      const { coordinator, user } = await loadFixture(deploy)
      await expect(coordinator.connect(user).commitChain(h('0x01'), 5)).to.be.revertedWithCustomError(
        coordinator,
        'AccessControlUnauthorizedAccount',
      )
    })

    it('refuses a zero commitment or length', async () => {
      const { coordinator, operator } = await loadFixture(deploy)
      await expect(
        coordinator.connect(operator).commitChain(ethers.ZeroHash, 5),
      ).to.be.revertedWithCustomError(coordinator, 'InvalidCommitment')
      await expect(coordinator.connect(operator).commitChain(h('0x01'), 0)).to.be.revertedWithCustomError(
        coordinator,
        'InvalidCommitment',
      )
    })

    it('refuses a new chain while an assigned index is unrevealed, allows it once revealed', async () => {
      const { coordinator, operator, chain } = await requested(2)
      const next = makeChain(5, '0x0102')
      await expect(coordinator.connect(operator).commitChain(next.commitment, 5))
        .to.be.revertedWithCustomError(coordinator, 'UnrevealedRequests')
        .withArgs(0, 2)
      await mine(2)
      await coordinator.fulfillRandomness(2, chain.preimage(2))
      await expect(coordinator.connect(operator).commitChain(next.commitment, 5))
        .to.emit(coordinator, 'ChainCommitted')
        .withArgs(1, next.commitment, 5)
    })
  })

  describe('requestRandomness', () => {
    it('binds the request to the next index and its block', async () => {
      const { coordinator, consumer } = await loadFixture(deploy)
      const tx = await consumer.request()
      const block = BigInt((await tx.wait())!.blockNumber)
      await expect(tx)
        .to.emit(coordinator, 'RandomnessRequested')
        .withArgs(1, await consumer.getAddress(), 0, 1, block)
      await consumer.request()
      const second = await coordinator.getRequest(2)
      expect(second.index).to.equal(2n)
      expect(second.status).to.equal(1n)
    })

    it('is refused to non-consumers', async () => {
      const { coordinator, user } = await loadFixture(deploy)
      await expect(coordinator.connect(user).requestRandomness()).to.be.revertedWithCustomError(
        coordinator,
        'AccessControlUnauthorizedAccount',
      )
    })

    it('reverts NoActiveChain before any chain and when the chain is used up', async () => {
      const [admin] = await ethers.getSigners()
      const coordinator = await ethers.deployContract('RandomnessCoordinator', [
        admin!.address,
        admin!.address,
        10,
      ])
      const consumer = await ethers.deployContract('CardsTestConsumer', [await coordinator.getAddress()])
      await coordinator.grantRole(await coordinator.CONSUMER_ROLE(), await consumer.getAddress())
      await expect(consumer.request()).to.be.revertedWithCustomError(coordinator, 'NoActiveChain')
      const chain = makeChain(1)
      await coordinator.commitChain(chain.commitment, 1)
      await consumer.request()
      await expect(consumer.request()).to.be.revertedWithCustomError(coordinator, 'NoActiveChain')
    })
  })

  describe('fulfillRandomness', () => {
    it('computes keccak256(preimage, requestId, blockhash(requestBlock + 1)) and calls the consumer back', async () => {
      const { coordinator, consumer, chain, other } = await requested(1)
      const request = await coordinator.getRequest(1)
      await mine(1)
      const entropy = (await ethers.provider.getBlock(Number(request.blockNumber) + 1))!.hash!
      const expected = outcome(chain.preimage(1), 1, entropy)
      await expect(coordinator.connect(other).fulfillRandomness(1, chain.preimage(1)))
        .to.emit(coordinator, 'RandomnessFulfilled')
        .withArgs(1, await consumer.getAddress(), 0, 1, chain.preimage(1), entropy, expected)
        .and.to.emit(coordinator, 'PreimageRevealed')
        .withArgs(0, 1, chain.preimage(1))
      expect(await consumer.outcomes(1)).to.equal(expected)
      expect(await coordinator.computeRandomness(chain.preimage(1), 1, entropy)).to.equal(expected)
    })

    it('reverts EntropyNotReady in the block right after the request', async () => {
      const { coordinator, chain } = await requested(1)
      const request = await coordinator.getRequest(1)
      await expect(coordinator.fulfillRandomness(1, chain.preimage(1)))
        .to.be.revertedWithCustomError(coordinator, 'EntropyNotReady')
        .withArgs(1, request.blockNumber + 2n)
    })

    it('rejects a wrong preimage (including the operator submitting another one)', async () => {
      const { coordinator, operator, chain } = await requested(2)
      await mine(2)
      await expect(coordinator.connect(operator).fulfillRandomness(1, chain.preimage(2)))
        .to.be.revertedWithCustomError(coordinator, 'InvalidPreimage')
        .withArgs(1)
      await expect(
        coordinator.connect(operator).fulfillRandomness(1, h('0x1234')),
      ).to.be.revertedWithCustomError(coordinator, 'InvalidPreimage')
    })

    it('rejects a second fulfilment', async () => {
      const { coordinator, chain } = await requested(1)
      await mine(1)
      await coordinator.fulfillRandomness(1, chain.preimage(1))
      await expect(coordinator.fulfillRandomness(1, chain.preimage(1)))
        .to.be.revertedWithCustomError(coordinator, 'RequestNotPending')
        .withArgs(1, 2)
    })

    it('reverts UnknownRequest for an id never made', async () => {
      const { coordinator, chain } = await loadFixture(deploy)
      await expect(coordinator.fulfillRandomness(9, chain.preimage(1)))
        .to.be.revertedWithCustomError(coordinator, 'UnknownRequest')
        .withArgs(9)
    })

    it('serves requests out of order: a skipped index follows by hashing forward', async () => {
      const { coordinator, consumer, chain, other } = await requested(3)
      await mine(2)
      await coordinator.fulfillRandomness(3, chain.preimage(3))
      // Anyone derives preimage(1) from the revealed preimage(3); a wrong one is still refused.
      await expect(
        coordinator.connect(other).fulfillRandomness(1, chain.preimage(2)),
      ).to.be.revertedWithCustomError(coordinator, 'InvalidPreimage')
      await coordinator.connect(other).fulfillRandomness(1, h(h(chain.preimage(3))))
      await coordinator.connect(other).fulfillRandomness(2, h(chain.preimage(3)))
      expect(await consumer.fulfilments()).to.equal(3n)
      expect((await coordinator.getChain(0)).revealedIndex).to.equal(3n)
    })
  })

  describe('recordEntropy', () => {
    it('records blockhash(requestBlock + 1) once, which the fulfilment then uses', async () => {
      const { coordinator, chain, other } = await requested(1)
      const request = await coordinator.getRequest(1)
      await mine(1)
      const entropy = (await ethers.provider.getBlock(Number(request.blockNumber) + 1))!.hash!
      await expect(coordinator.connect(other).recordEntropy(1))
        .to.emit(coordinator, 'EntropyRecorded')
        .withArgs(1, request.blockNumber + 1n, entropy, false)
      await expect(coordinator.recordEntropy(1)).not.to.emit(coordinator, 'EntropyRecorded')
      await mine(400)
      await expect(coordinator.fulfillRandomness(1, chain.preimage(1)))
        .to.emit(coordinator, 'RandomnessFulfilled')
        .withArgs(
          1,
          (await coordinator.getRequest(1)).consumer,
          0,
          1,
          chain.preimage(1),
          entropy,
          outcome(chain.preimage(1), 1, entropy),
        )
    })

    it('reverts EntropyNotReady too early', async () => {
      const { coordinator } = await requested(1)
      await expect(coordinator.recordEntropy(1)).to.be.revertedWithCustomError(coordinator, 'EntropyNotReady')
    })

    it('fixes the entropy to zero (lapsed) after the 256-block window, with no later re-draw', async () => {
      const { coordinator, chain } = await requested(1)
      const request = await coordinator.getRequest(1)
      // Last block with the hash readable: requestBlock + 257; the call below lands in requestBlock + 258.
      await mine(257)
      await expect(coordinator.recordEntropy(1))
        .to.emit(coordinator, 'EntropyRecorded')
        .withArgs(1, request.blockNumber + 1n, ethers.ZeroHash, true)
      await mine(10)
      await expect(coordinator.fulfillRandomness(1, chain.preimage(1)))
        .to.emit(coordinator, 'RandomnessFulfilled')
        .withArgs(
          1,
          (await coordinator.getRequest(1)).consumer,
          0,
          1,
          chain.preimage(1),
          ethers.ZeroHash,
          outcome(chain.preimage(1), 1, ethers.ZeroHash),
        )
    })

    it('still reads the real hash in the last block of the window', async () => {
      const { coordinator } = await requested(1)
      const request = await coordinator.getRequest(1)
      await mine(256) // the call lands in requestBlock + 257
      const entropy = (await ethers.provider.getBlock(Number(request.blockNumber) + 1))!.hash!
      await expect(coordinator.recordEntropy(1))
        .to.emit(coordinator, 'EntropyRecorded')
        .withArgs(1, request.blockNumber + 1n, entropy, false)
    })
  })

  describe('cancelRequest', () => {
    it('lets the consumer cancel only after the timeout and only while no later preimage is revealed', async () => {
      const { coordinator, consumer } = await requested(1)
      expect(await coordinator.canCancel(1)).to.equal(false)
      await expect(consumer.cancel(1))
        .to.be.revertedWithCustomError(coordinator, 'CancelNotAllowed')
        .withArgs(1)
      await mine(100)
      expect(await coordinator.canCancel(1)).to.equal(true)
      await expect(consumer.cancel(1))
        .to.emit(coordinator, 'RequestCancelled')
        .withArgs(1, await consumer.getAddress())
      expect(await coordinator.canCancel(1)).to.equal(false)
      await expect(consumer.cancel(1)).to.be.revertedWithCustomError(coordinator, 'RequestNotPending')
    })

    it('is refused once a later preimage is public: the request can be fulfilled instead', async () => {
      const { coordinator, consumer, chain } = await requested(2)
      await mine(100)
      await coordinator.fulfillRandomness(2, chain.preimage(2))
      expect(await coordinator.canCancel(1)).to.equal(false)
      await expect(consumer.cancel(1)).to.be.revertedWithCustomError(coordinator, 'CancelNotAllowed')
      await coordinator.fulfillRandomness(1, chain.preimage(1))
    })

    it('is refused to anyone but the consumer that made the request', async () => {
      const { coordinator, other } = await requested(1)
      await mine(101)
      await expect(coordinator.connect(other).cancelRequest(1))
        .to.be.revertedWithCustomError(coordinator, 'NotRequestConsumer')
        .withArgs(1)
    })

    it('a cancelled index is passed over with reveal() before a new chain', async () => {
      const { coordinator, consumer, operator, chain, other } = await requested(1)
      await mine(101)
      await consumer.cancel(1)
      await expect(coordinator.fulfillRandomness(1, chain.preimage(1))).to.be.revertedWithCustomError(
        coordinator,
        'RequestNotPending',
      )
      await expect(coordinator.connect(other).reveal(0, 2, chain.preimage(2))).to.be.revertedWithCustomError(
        coordinator,
        'InvalidPreimage',
      )
      await expect(coordinator.connect(other).reveal(1, 1, chain.preimage(1))).to.be.revertedWithCustomError(
        coordinator,
        'InvalidPreimage',
      )
      await expect(coordinator.connect(other).reveal(0, 0, chain.commitment)).to.be.revertedWithCustomError(
        coordinator,
        'InvalidPreimage',
      )
      await expect(coordinator.connect(other).reveal(0, 1, h('0x99'))).to.be.revertedWithCustomError(
        coordinator,
        'InvalidPreimage',
      )
      await expect(coordinator.connect(other).reveal(0, 1, chain.preimage(1)))
        .to.emit(coordinator, 'PreimageRevealed')
        .withArgs(0, 1, chain.preimage(1))
      // Revealing an index already revealed checks and changes nothing.
      await coordinator.reveal(0, 1, chain.preimage(1))
      const next = makeChain(3, '0x77')
      await coordinator.connect(operator).commitChain(next.commitment, 3)
      await consumer.request()
      expect((await coordinator.getRequest(2)).epoch).to.equal(1n)
    })
  })

  describe('pause and recovery', () => {
    it('pause stops new requests only; fulfilment, entropy and cancel keep working', async () => {
      const { coordinator, consumer, chain, user } = await requested(2)
      await expect(coordinator.connect(user).pause()).to.be.revertedWithCustomError(
        coordinator,
        'AccessControlUnauthorizedAccount',
      )
      await coordinator.pause()
      await expect(consumer.request()).to.be.revertedWithCustomError(coordinator, 'EnforcedPause')
      await mine(100)
      await coordinator.recordEntropy(1)
      await coordinator.fulfillRandomness(1, chain.preimage(1))
      await consumer.cancel(2)
      await coordinator.unpause()
      await consumer.request()
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

  describe('setRequestTimeout', () => {
    it('sets the timeout (admin only, not zero)', async () => {
      const { coordinator, user } = await loadFixture(deploy)
      await expect(coordinator.setRequestTimeout(50)).to.emit(coordinator, 'RequestTimeoutSet').withArgs(50)
      expect(await coordinator.requestTimeout()).to.equal(50n)
      await expect(coordinator.setRequestTimeout(0)).to.be.revertedWithCustomError(
        coordinator,
        'InvalidTimeout',
      )
      await expect(coordinator.connect(user).setRequestTimeout(5)).to.be.revertedWithCustomError(
        coordinator,
        'AccessControlUnauthorizedAccount',
      )
    })
  })

  describe('properties', () => {
    it('an outcome does not depend on who fulfils or in which order', async () => {
      const fc = await import('fast-check')
      const base = await requested(5)
      await mine(2)
      let snapshot: string = await ethers.provider.send('evm_snapshot', [])
      const reference: bigint[] = []
      for (let id = 1; id <= 5; id++) {
        await base.coordinator.fulfillRandomness(id, base.chain.preimage(id))
        reference.push(await base.consumer.outcomes(id))
      }
      await fc.assert(
        fc.asyncProperty(
          fc.shuffledSubarray([1, 2, 3, 4, 5], { minLength: 5, maxLength: 5 }),
          async (order) => {
            await ethers.provider.send('evm_revert', [snapshot])
            snapshot = await ethers.provider.send('evm_snapshot', [])
            for (const id of order) {
              await base.coordinator.connect(base.other).fulfillRandomness(id, base.chain.preimage(id))
            }
            for (let id = 1; id <= 5; id++)
              expect(await base.consumer.outcomes(id)).to.equal(reference[id - 1])
          },
        ),
        { numRuns: 8 },
      )
      await ethers.provider.send('evm_revert', [snapshot])
    })
  })
})
