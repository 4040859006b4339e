import { loadFixture } from '@nomicfoundation/hardhat-network-helpers'
import { expect } from 'chai'
import fc from 'fast-check'
import { ethers } from 'hardhat'
import {
  type BridgeRequest,
  type Bridges,
  deployBridges,
  domainOf,
  FEE,
  QUORUM,
  requestOf,
  signRequest,
  signSettlement,
} from './fixtures'

/**
 * Conservation of cards across the two chains (both played by the in-process network): whatever the relayer does,
 *   cards ever taken into escrow on BSC == cards minted on Polygon + cards pending + cards refunded,
 * the BSC escrow holds exactly the minted and pending ones, every escrowed card is `isChanged`, Polygon's supply is
 * the minted cards (with the same heroes and rarities), and the bridge holds the fees of unsettled requests.
 */
type Op =
  | { kind: 'exchange'; user: number; count: number }
  | { kind: 'process' | 'mint' | 'settle' | 'fail' | 'refund'; pick: number }

const op: fc.Arbitrary<Op> = fc.oneof(
  fc.record({
    kind: fc.constant('exchange' as const),
    user: fc.integer({ min: 0, max: 1 }),
    count: fc.integer({ min: 1, max: 4 }),
  }),
  fc.record({
    kind: fc.constantFrom(
      'process' as const,
      'mint' as const,
      'settle' as const,
      'fail' as const,
      'refund' as const,
    ),
    pick: fc.nat(),
  }),
)

type Tracked = {
  request: BridgeRequest
  status: 'pending' | 'processing' | 'failed' | 'completed' | 'refunded'
  minted: boolean
}

describe('CardBridge + CardBridgeMinter: property', () => {
  it('cards in escrow on BSC == minted on Polygon + pending + refunded, for any relayer history', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(op, { minLength: 1, maxLength: 14 }), async (ops) => {
        const f: Bridges = await loadFixture(deployBridges)
        const users = [f.alice, f.bob]
        const owned: bigint[][] = [
          [1n, 2n, 3n, 4n, 5n, 6n, 7n, 8n, 9n, 10n, 11n, 12n],
          [13n, 14n, 15n, 16n],
        ]
        const requests: Tracked[] = []
        let everEscrowed = 0n
        const pickOf = (pick: number, filter: (r: Tracked) => boolean) => {
          const candidates = requests.filter(filter)
          return candidates.length === 0 ? undefined : candidates[pick % candidates.length]
        }
        const minterDomain = await domainOf(f.minter)
        const bridgeDomain = await domainOf(f.bridge)

        for (const step of ops) {
          if (step.kind === 'exchange') {
            const mine = owned[step.user]!
            const ids = mine.slice(0, step.count)
            if (ids.length === 0) continue
            const request = await requestOf(
              f.bridge,
              f.bridge.connect(users[step.user]!).exchange(ids, { value: FEE * BigInt(ids.length) }),
            )
            owned[step.user] = mine.slice(ids.length)
            everEscrowed += BigInt(ids.length)
            requests.push({ request, status: 'pending', minted: false })
          } else if (step.kind === 'process') {
            const r = pickOf(step.pick, (t) => t.status === 'pending')
            if (!r) continue
            await f.bridge.connect(f.relayer).markProcessing(r.request.nonce)
            r.status = 'processing'
          } else if (step.kind === 'mint') {
            // The relayer mints on Polygon (also for a request it has marked failed but not cancelled yet).
            const r = pickOf(step.pick, (t) => !t.minted && t.status !== 'refunded')
            if (!r) continue
            await f.minter
              .connect(f.relayer)
              .complete(r.request, await signRequest(minterDomain, QUORUM, r.request))
            r.minted = true
          } else if (step.kind === 'settle') {
            const r = pickOf(step.pick, (t) => t.minted && t.status !== 'completed')
            if (!r) continue
            const tx = ethers.id(`mint ${r.request.nonce}`)
            const signatures = await signSettlement(bridgeDomain, QUORUM, {
              nonce: r.request.nonce,
              minted: true,
              destTxHash: tx,
            })
            await f.bridge.connect(f.relayer).markCompleted(r.request.nonce, tx, signatures)
            r.status = 'completed'
          } else if (step.kind === 'fail') {
            const r = pickOf(step.pick, (t) => t.status === 'pending' || t.status === 'processing')
            if (!r) continue
            await f.bridge.connect(f.relayer).fail(r.request.nonce)
            r.status = 'failed'
          } else {
            // Refund: cancel on Polygon, then refund on BSC with the signers' attestation of the cancel. A minted
            // request cannot be cancelled, so it can never be refunded.
            const r = pickOf(step.pick, (t) => t.status === 'failed')
            if (!r) continue
            const { sourceChainId, nonce } = r.request
            if (r.minted) {
              await expect(
                f.minter.connect(f.relayer).cancel(sourceChainId, nonce),
              ).to.be.revertedWithCustomError(f.minter, 'AlreadyProcessed')
              continue
            }
            await f.minter.connect(f.relayer).cancel(sourceChainId, nonce)
            const tx = ethers.id(`cancel ${nonce}`)
            const signatures = await signSettlement(bridgeDomain, QUORUM, {
              nonce,
              minted: false,
              destTxHash: tx,
            })
            await f.bridge.connect(f.relayer).refund(nonce, tx, signatures)
            r.status = 'refunded'
            const user = users.findIndex((u) => u.address === r.request.user)
            owned[user] = [...owned[user]!, ...r.request.tokenIds]
          }
        }

        const count = (filter: (t: Tracked) => boolean) =>
          requests.filter(filter).reduce((sum, t) => sum + BigInt(t.request.tokenIds.length), 0n)
        const minted = count((t) => t.minted)
        const pending = count((t) => !t.minted && t.status !== 'refunded')
        const refunded = count((t) => t.status === 'refunded')
        const escrow = await f.bscCard.balanceOf(await f.bridge.getAddress())
        expect(everEscrowed).to.equal(minted + pending + refunded)
        expect(escrow).to.equal(minted + pending)
        expect(await f.polygonCard.totalSupply()).to.equal(minted)
        expect(await f.minter.totalMinted()).to.equal(minted)
        expect(await f.bridge.pendingFees()).to.equal(
          FEE * count((t) => t.status !== 'completed' && t.status !== 'refunded'),
        )
        expect(await ethers.provider.getBalance(await f.bridge.getAddress())).to.equal(
          FEE * count((t) => t.status !== 'refunded'),
        )
        // A card is `isChanged` exactly while its user does not hold it.
        for (let id = 1n; id <= 16n; id++) {
          expect(await f.bridge.isChanged(id)).to.equal(!owned.some((list) => list.includes(id)))
        }
        // Polygon's heroes are BSC's heroes, card for card, in mint order.
        const polygonHeroes: bigint[] = []
        const expected = requests.filter((t) => t.minted).flatMap((t) => t.request.heroIds)
        for (let id = 1n; id <= minted; id++) polygonHeroes.push(await f.polygonCard.heroIdMap(id))
        expect([...polygonHeroes].sort()).to.deep.equal([...expected].sort())
      }),
      { numRuns: 25 },
    )
  })
})
