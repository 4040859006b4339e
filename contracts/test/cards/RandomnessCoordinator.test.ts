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

  const FALLBACK_TAG = ethers.id('Finaverse.RandomnessCoordinator.fallback')
  const HISTORY = '0x0000F90827F1C53a10cb7A02335B175320002935'
  const fallbackOf = (requestId: bigint | number, entropy: string) =>
    BigInt(
      ethers.keccak256(
        ethers.AbiCoder.defaultAbiCoder().encode(
          ['bytes32', 'uint256', 'bytes32'],
          [FALLBACK_TAG, requestId, entropy],
        ),
      ),
    )
  const hashOf = async (block: bigint | number) => (await ethers.provider.getBlock(Number(block)))!.hash!

  it('constructor: refuses a timeout outside 2..256 blocks', async () => {
    const [admin] = await ethers.getSigners()
    const factory = await ethers.getContractFactory('RandomnessCoordinator')
    for (const bad of [0, 1, 257]) {
      await expect(factory.deploy(admin!.address, admin!.address, bad)).to.be.revertedWithCustomError(
        factory,
        'InvalidTimeout',
      )
    }
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

    it('is refused to anyone but the operator, and refuses a zero commitment or length', async () => {
      const { coordinator, operator, user } = await loadFixture(deploy)
      await expect(coordinator.connect(user).commitChain(h('0x01'), 5)).to.be.revertedWithCustomError(
        coordinator,
        'AccessControlUnauthorizedAccount',
      )
      await expect(
        coordinator.connect(operator).commitChain(ethers.ZeroHash, 5),
      ).to.be.revertedWithCustomError(coordinator, 'InvalidCommitment')
      await expect(coordinator.connect(operator).commitChain(h('0x01'), 0)).to.be.revertedWithCustomError(
        coordinator,
        'InvalidCommitment',
      )
    })

    it('R-4: a new chain can be committed once nothing is pending, even after a timed-out request', async () => {
      const { coordinator, consumer, operator } = await requested(2)
      const next = makeChain(5, '0x0102')
      await expect(coordinator.connect(operator).commitChain(next.commitment, 5))
        .to.be.revertedWithCustomError(coordinator, 'RequestsPending')
        .withArgs(0, 2)
      // The seed is lost: nobody fulfils; both requests time out and resolve with the fallback.
      await mine(101)
      await coordinator.resolveTimedOut(1)
      await coordinator.resolveTimedOut(2)
      await expect(coordinator.connect(operator).commitChain(next.commitment, 5))
        .to.emit(coordinator, 'ChainCommitted')
        .withArgs(1, next.commitment, 5)
      await consumer.request()
      await mine(2)
      await expect(coordinator.fulfillRandomness(3, next.preimage(1))).to.emit(
        coordinator,
        'RandomnessFulfilled',
      )
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
      expect(request.entropyBlock).to.equal(request.blockNumber + 1n)
      await mine(1)
      const entropy = await hashOf(request.blockNumber + 1n)
      const expected = outcome(chain.preimage(1), 1, entropy)
      await expect(coordinator.connect(other).fulfillRandomness(1, chain.preimage(1)))
        .to.emit(coordinator, 'RandomnessFulfilled')
        .withArgs(1, await consumer.getAddress(), 0, 1, chain.preimage(1), entropy, expected)
        .and.to.emit(coordinator, 'PreimageRevealed')
        .withArgs(0, 1, chain.preimage(1))
      expect(await consumer.outcomes(1)).to.equal(expected)
      expect(await coordinator.computeRandomness(chain.preimage(1), 1, entropy)).to.equal(expected)
      expect(await coordinator.resolvedCount()).to.equal(1n)
      expect((await coordinator.getRequest(1)).status).to.equal(2n)
    })

    it('reverts EntropyNotReady in the block right after the request, InvalidPreimage for a wrong one', async () => {
      const { coordinator, chain, operator } = await requested(1)
      const request = await coordinator.getRequest(1)
      await expect(coordinator.fulfillRandomness(1, chain.preimage(1)))
        .to.be.revertedWithCustomError(coordinator, 'EntropyNotReady')
        .withArgs(1, request.blockNumber + 2n)
      await mine(1)
      await expect(coordinator.connect(operator).fulfillRandomness(1, chain.preimage(2)))
        .to.be.revertedWithCustomError(coordinator, 'InvalidPreimage')
        .withArgs(1)
    })

    it('rejects a second fulfilment and unknown ids', async () => {
      const { coordinator, chain } = await requested(1)
      await mine(1)
      await coordinator.fulfillRandomness(1, chain.preimage(1))
      await expect(coordinator.fulfillRandomness(1, chain.preimage(1)))
        .to.be.revertedWithCustomError(coordinator, 'RequestNotPending')
        .withArgs(1, 2)
      await expect(coordinator.fulfillRandomness(9, chain.preimage(1)))
        .to.be.revertedWithCustomError(coordinator, 'UnknownRequest')
        .withArgs(9)
    })

    it('R-5: requests resolve strictly in request order', async () => {
      const { coordinator, consumer, chain } = await requested(3)
      await mine(2)
      await expect(coordinator.fulfillRandomness(2, chain.preimage(2)))
        .to.be.revertedWithCustomError(coordinator, 'OutOfOrder')
        .withArgs(2, 1)
      await mine(100)
      await expect(coordinator.resolveTimedOut(3))
        .to.be.revertedWithCustomError(coordinator, 'OutOfOrder')
        .withArgs(3, 1)
      await coordinator.resolveTimedOut(1)
      await coordinator.resolveTimedOut(2)
      await coordinator.resolveTimedOut(3)
      expect(await consumer.fulfilments()).to.equal(3n)
    })

    it('R-1, R-6: the preimage is accepted only inside the window, the fallback only after it', async () => {
      const { coordinator, consumer, chain } = await requested(1)
      const request = await coordinator.getRequest(1)
      const deadline = request.blockNumber + 100n
      await mine(2)
      await expect(coordinator.resolveTimedOut(1))
        .to.be.revertedWithCustomError(coordinator, 'NotTimedOut')
        .withArgs(1, deadline + 1n)
      // The last block of the window still takes the preimage (the transaction lands in block `deadline`).
      await mine(Number(deadline) - 1 - (await ethers.provider.getBlockNumber()))
      const snapshot = await ethers.provider.send('evm_snapshot', [])
      await expect(coordinator.fulfillRandomness(1, chain.preimage(1))).to.emit(
        coordinator,
        'RandomnessFulfilled',
      )
      await ethers.provider.send('evm_revert', [snapshot])
      // One block later the preimage is refused (a withheld or late reveal changes nothing) and anyone resolves the
      // request with the fallback: there is no cancel, refund or re-draw to front-run.
      await mine(1)
      await expect(coordinator.fulfillRandomness(1, chain.preimage(1)))
        .to.be.revertedWithCustomError(coordinator, 'FulfilmentClosed')
        .withArgs(1, deadline)
      const entropy = await hashOf(request.blockNumber + 1n)
      const expected = fallbackOf(1, entropy)
      await expect(coordinator.resolveTimedOut(1))
        .to.emit(coordinator, 'RandomnessTimedOut')
        .withArgs(1, await consumer.getAddress(), entropy, expected)
      expect(await consumer.outcomes(1)).to.equal(expected)
      expect(await coordinator.computeFallback(1, entropy)).to.equal(expected)
      expect((await coordinator.getRequest(1)).status).to.equal(3n)
      await expect(coordinator.resolveTimedOut(1)).to.be.revertedWithCustomError(
        coordinator,
        'RequestNotPending',
      )
    })

    it('a later fulfilment hashes over a timed-out index', async () => {
      const { coordinator, consumer, chain } = await requested(1)
      await mine(101)
      await coordinator.resolveTimedOut(1)
      await consumer.request()
      await mine(2)
      await expect(coordinator.fulfillRandomness(2, chain.preimage(2)))
        .to.emit(coordinator, 'PreimageRevealed')
        .withArgs(0, 2, chain.preimage(2))
    })
  })

  describe('recordEntropy', () => {
    it('records the entropy block hash once, which the resolution then uses', async () => {
      const { coordinator, consumer, chain } = await requested(1)
      const request = await coordinator.getRequest(1)
      await expect(coordinator.recordEntropy(1))
        .to.be.revertedWithCustomError(coordinator, 'EntropyNotReady')
        .withArgs(1, request.blockNumber + 2n)
      await mine(1)
      const entropy = await hashOf(request.blockNumber + 1n)
      await expect(coordinator.recordEntropy(1))
        .to.emit(coordinator, 'EntropyRecorded')
        .withArgs(1, request.blockNumber + 1n, entropy)
      await expect(coordinator.recordEntropy(1)).not.to.emit(coordinator, 'EntropyRecorded')
      await expect(coordinator.fulfillRandomness(1, chain.preimage(1)))
        .to.emit(coordinator, 'RandomnessFulfilled')
        .withArgs(
          1,
          await consumer.getAddress(),
          0,
          1,
          chain.preimage(1),
          entropy,
          outcome(chain.preimage(1), 1, entropy),
        )
        .and.not.to.emit(coordinator, 'EntropyRecorded')
    })

    it('R-2: past 256 blocks the entropy comes from the EIP-2935 history, never zero', async () => {
      const { coordinator, consumer } = await requested(1)
      const request = await coordinator.getRequest(1)
      // A stand-in for the history contract at its address (returns the hash it was told).
      await mine(1)
      const entropy = await hashOf(request.blockNumber + 1n)
      const history = await ethers.deployContract('HistoryStorageStub', [request.blockNumber + 1n, entropy])
      await ethers.provider.send('hardhat_setCode', [
        HISTORY,
        await ethers.provider.getCode(await history.getAddress()),
      ])
      await ethers.provider.send('hardhat_setStorageAt', [
        HISTORY,
        '0x0',
        ethers.toBeHex(request.blockNumber + 1n, 32),
      ])
      await ethers.provider.send('hardhat_setStorageAt', [HISTORY, '0x1', entropy])
      await mine(400)
      await expect(coordinator.resolveTimedOut(1))
        .to.emit(coordinator, 'RandomnessTimedOut')
        .withArgs(1, await consumer.getAddress(), entropy, fallbackOf(1, entropy))
      expect(entropy).to.not.equal(ethers.ZeroHash)
    })

    it('R-2: a history that has no hash for the block (reverts or answers zero) counts as none: re-anchored', async () => {
      const { coordinator } = await requested(2)
      const first = await coordinator.getRequest(1)
      const stub = await ethers.deployContract('HistoryStorageStub', [first.entropyBlock, ethers.ZeroHash])
      await ethers.provider.send('hardhat_setCode', [
        HISTORY,
        await ethers.provider.getCode(await stub.getAddress()),
      ])
      await ethers.provider.send('hardhat_setStorageAt', [
        HISTORY,
        '0x0',
        ethers.toBeHex(first.entropyBlock, 32),
      ])
      await ethers.provider.send('hardhat_setStorageAt', [HISTORY, '0x1', ethers.ZeroHash])
      await mine(400)
      // Request 1: the history answers zero. Request 2 (another block): the history reverts.
      await expect(coordinator.recordEntropy(1)).to.emit(coordinator, 'EntropyReanchored')
      await expect(coordinator.recordEntropy(2)).to.emit(coordinator, 'EntropyReanchored')
      await ethers.provider.send('hardhat_setCode', [HISTORY, '0x'])
    })

    it('R-2: without a history the lapsed entropy is re-anchored to a block after the lapse, never zero', async () => {
      const { coordinator, consumer } = await requested(1)
      await ethers.provider.send('hardhat_setCode', [HISTORY, '0x'])
      await mine(400)
      await expect(coordinator.resolveTimedOut(1)).to.be.revertedWithCustomError(
        coordinator,
        'EntropyNotReady',
      )
      const tx = await coordinator.recordEntropy(1)
      const anchor = BigInt((await tx.wait())!.blockNumber) + 1n
      await expect(tx).to.emit(coordinator, 'EntropyReanchored').withArgs(1, anchor)
      await expect(coordinator.resolveTimedOut(1)).to.be.revertedWithCustomError(
        coordinator,
        'EntropyNotReady',
      )
      await mine(1)
      const entropy = await hashOf(anchor)
      await expect(coordinator.resolveTimedOut(1))
        .to.emit(coordinator, 'RandomnessTimedOut')
        .withArgs(1, await consumer.getAddress(), entropy, fallbackOf(1, entropy))
    })
  })

  describe('pause and recovery', () => {
    it('pause stops new requests only; fulfilment, entropy and fallback keep working', async () => {
      const { coordinator, consumer, chain, user } = await requested(2)
      await expect(coordinator.connect(user).pause()).to.be.revertedWithCustomError(
        coordinator,
        'AccessControlUnauthorizedAccount',
      )
      await coordinator.pause()
      await expect(consumer.request()).to.be.revertedWithCustomError(coordinator, 'EnforcedPause')
      await mine(1)
      await coordinator.recordEntropy(1)
      await coordinator.fulfillRandomness(1, chain.preimage(1))
      await mine(100)
      await coordinator.resolveTimedOut(2)
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
    it('sets the timeout (admin only, 2..256)', async () => {
      const { coordinator, user } = await loadFixture(deploy)
      await expect(coordinator.setRequestTimeout(50)).to.emit(coordinator, 'RequestTimeoutSet').withArgs(50)
      expect(await coordinator.requestTimeout()).to.equal(50n)
      await expect(coordinator.setRequestTimeout(257)).to.be.revertedWithCustomError(
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
    it('R-1: whoever resolves, and whether the preimage comes or not, each request has one of two outcomes fixed at request time', async () => {
      const fc = await import('fast-check')
      const base = await requested(5)
      await mine(2)
      let snapshot: string = await ethers.provider.send('evm_snapshot', [])
      const entropies: string[] = []
      for (let id = 1; id <= 5; id++)
        entropies.push(await hashOf((await base.coordinator.getRequest(id)).entropyBlock))
      await fc.assert(
        fc.asyncProperty(
          fc.array(fc.boolean(), { minLength: 5, maxLength: 5 }),
          fc.integer({ min: 0, max: 30 }),
          async (withheld, extraBlocks) => {
            await ethers.provider.send('evm_revert', [snapshot])
            snapshot = await ethers.provider.send('evm_snapshot', [])
            await mine(extraBlocks)
            for (let id = 1; id <= 5; id++) {
              if (withheld[id - 1]) {
                const request = await base.coordinator.getRequest(id)
                const now = await ethers.provider.getBlockNumber()
                const from = Number(request.blockNumber) + 101
                if (now + 1 < from) await mine(from - now - 1)
                await base.coordinator.connect(base.other).resolveTimedOut(id)
              } else {
                const request = await base.coordinator.getRequest(id)
                const now = await ethers.provider.getBlockNumber()
                if (now + 1 > Number(request.blockNumber) + 100) {
                  await expect(base.coordinator.fulfillRandomness(id, base.chain.preimage(id))).to.be.reverted
                  await base.coordinator.resolveTimedOut(id)
                  withheld[id - 1] = true
                } else {
                  await base.coordinator.connect(base.other).fulfillRandomness(id, base.chain.preimage(id))
                }
              }
            }
            for (let id = 1; id <= 5; id++) {
              const expected = withheld[id - 1]
                ? fallbackOf(id, entropies[id - 1]!)
                : outcome(base.chain.preimage(id), id, entropies[id - 1]!)
              expect(await base.consumer.outcomes(id)).to.equal(expected)
            }
          },
        ),
        { numRuns: 8 },
      )
      await ethers.provider.send('evm_revert', [snapshot])
    })
  })
})
