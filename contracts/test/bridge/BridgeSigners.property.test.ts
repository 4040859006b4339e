import { loadFixture } from '@nomicfoundation/hardhat-network-helpers'
import { expect } from 'chai'
import { Wallet } from 'ethers'
import fc from 'fast-check'
import { ethers } from 'hardhat'
import { deployBridges, domainOf, FEE, signSettlement } from './fixtures'

/**
 * m-of-n attestations, for any signer set (1 to 5 signers), threshold and list of signatures (members and
 * outsiders, repeated, in any order): `markCompleted` accepts exactly when every signature is a member's, the
 * signers are strictly ascending and there are at least `threshold` of them.
 */
const KEYS = Array.from({ length: 7 }, (_, i) => new Wallet(ethers.toBeHex(0xabc0 + i, 32)))
const TX = ethers.id('mint')

describe('BridgeSigners: property', () => {
  async function oneRequest() {
    const f = await deployBridges()
    await f.bridge.connect(f.alice).exchange([1], { value: FEE })
    return f
  }

  it('an attestation is accepted exactly when it holds >= threshold distinct members in ascending order', async () => {
    let accepted = 0
    let refused = 0
    await fc.assert(
      fc.asyncProperty(
        fc.uniqueArray(fc.integer({ min: 0, max: 6 }), { minLength: 1, maxLength: 5 }),
        fc.nat(),
        fc.array(fc.integer({ min: 0, max: 6 }), { maxLength: 6 }),
        fc.boolean(),
        async (members, thresholdSeed, picks, honest) => {
          const f = await loadFixture(oneRequest)
          const set = members.map((i) => KEYS[i]!.address).sort((a, b) => (BigInt(a) < BigInt(b) ? -1 : 1))
          const threshold = (thresholdSeed % set.length) + 1
          await f.bridge.setSigners(set, threshold)
          // Half the runs: a relayer that signs with a sorted subset of the members (of a random size).
          const wallets = honest
            ? KEYS.filter((k) => set.includes(k.address))
                .sort((a, b) => (BigInt(a.address) < BigInt(b.address) ? -1 : 1))
                .slice(0, picks.length)
            : picks.map((i) => KEYS[i]!)
          const signatures = await signSettlement(await domainOf(f.bridge), wallets, {
            nonce: 1,
            minted: true,
            destTxHash: TX,
          })
          const addresses = wallets.map((w) => BigInt(w.address))
          const allMembers = wallets.every((w) => set.includes(w.address))
          const ascending = addresses.every((a, i) => i === 0 || a > addresses[i - 1]!)
          const call = f.bridge.connect(f.relayer).markCompleted(1, TX, signatures)
          if (allMembers && ascending && wallets.length >= threshold) {
            accepted += 1
            await call
            expect((await f.bridge.getRequest(1)).status).to.equal(3n)
          } else {
            refused += 1
            await expect(call).to.be.reverted
            expect((await f.bridge.getRequest(1)).status).to.equal(1n)
          }
        },
      ),
      { numRuns: 40 },
    )
    // Both outcomes were exercised.
    expect(accepted).to.be.greaterThan(0)
    expect(refused).to.be.greaterThan(0)
  })
})
