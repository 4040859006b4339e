import { loadFixture } from '@nomicfoundation/hardhat-network-helpers'
import { expect } from 'chai'
import fc from 'fast-check'
import { type Bridges, deliver, deployBridges, type Sent, sentOne } from './fixtures'

/**
 * Conservation of cards across the two chains (both played by the in-process network), whatever CCIP and the players
 * do: every card ever escrowed on BSC is, at each step, exactly one of minted on Polygon (its message Minted),
 * waiting (its message not delivered, or recorded Failed), on its way back (Refunded on Polygon, not yet on BSC) or
 * returned to its user (Refunded on BSC); Polygon's supply is the minted cards with the same heroes; no message is
 * minted and refunded.
 */
type Op =
  | { kind: 'exchange'; user: number; count: number }
  | { kind: 'deliver' | 'retry' | 'refund' | 'deliverBack'; pick: number }
  | { kind: 'pause' }
  | { kind: 'unpause' }

const op: fc.Arbitrary<Op> = fc.oneof(
  fc.record({
    kind: fc.constant('exchange' as const),
    user: fc.integer({ min: 0, max: 1 }),
    count: fc.integer({ min: 1, max: 3 }),
  }),
  fc.record({
    kind: fc.constantFrom('deliver' as const, 'retry' as const, 'refund' as const, 'deliverBack' as const),
    pick: fc.nat(),
  }),
  fc.record({ kind: fc.constant('pause' as const) }),
  fc.record({ kind: fc.constant('unpause' as const) }),
)

type Tracked = {
  sent: Sent
  user: string
  tokenIds: bigint[]
  delivered: boolean
  back?: Sent
  backDelivered: boolean
}

describe('CardBridge + CardBridgeMinter on CCIP: property', () => {
  it('a card is minted on Polygon, waiting, on its way back or returned: exactly one, for any history', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(op, { minLength: 1, maxLength: 12 }), async (ops) => {
        const f: Bridges = await loadFixture(deployBridges)
        const users = [f.alice, f.bob]
        const owned: bigint[][] = [
          [1n, 2n, 3n, 4n, 5n, 6n, 7n, 8n, 9n, 10n, 11n, 12n],
          [13n, 14n, 15n, 16n],
        ]
        const tracked: Tracked[] = []
        const refundFee = async () => f.minter.quoteRefund()
        for (const step of ops) {
          if (step.kind === 'exchange') {
            const ids = owned[step.user]!.splice(0, step.count)
            if (ids.length === 0) continue
            const [ccipFee, fee] = await f.bridge.quote(ids.length)
            const sent = await sentOne(
              f.bscRouter,
              f.bridge.connect(users[step.user]!).exchange(ids, { value: ccipFee + fee }),
            )
            tracked.push({
              sent,
              user: users[step.user]!.address,
              tokenIds: ids,
              delivered: false,
              backDelivered: false,
            })
          } else if (step.kind === 'pause') {
            if (!(await f.minter.paused())) await f.minter.pause()
          } else if (step.kind === 'unpause') {
            if (await f.minter.paused()) await f.minter.unpause()
          } else if (tracked.length > 0) {
            const t = tracked[step.pick % tracked.length]!
            const state = await f.minter.messageState(t.sent.message.messageId)
            if (step.kind === 'deliver' && !t.delivered) {
              await deliver(f.polygonRouter, t.sent)
              t.delivered = true
            } else if (step.kind === 'retry' && state === 2n && !(await f.minter.paused())) {
              await f.minter.retryMessage(t.sent.message.messageId, t.sent.message.data)
            } else if (step.kind === 'refund' && state === 2n) {
              const user = users.find((u) => u.address === t.user)!
              t.back = await sentOne(
                f.polygonRouter,
                f.minter
                  .connect(user)
                  .refundMessage(t.sent.message.messageId, t.sent.message.data, { value: await refundFee() }),
              )
            } else if (step.kind === 'deliverBack' && t.back && !t.backDelivered) {
              await deliver(f.bscRouter, t.back)
              t.backDelivered = true
            }
          }
        }
        // The invariant.
        const bridge = await f.bridge.getAddress()
        let minted = 0n
        for (const t of tracked) {
          const state = await f.minter.messageState(t.sent.message.messageId)
          const request = await f.bridge.getRequest(await f.bridge.nonceOfMessage(t.sent.message.messageId))
          const returned = request.status === 2n
          if (returned) expect(state, 'returned only after a refund on Polygon').to.equal(3n)
          if (state === 1n) {
            expect(returned, 'minted and returned').to.equal(false)
            minted += BigInt(t.tokenIds.length)
          }
          for (const id of t.tokenIds) {
            expect(await f.bscCard.ownerOf(id)).to.equal(returned ? t.user : bridge)
            expect(await f.bridge.isChanged(id)).to.equal(!returned)
          }
        }
        expect(await f.polygonCard.totalSupply()).to.equal(minted)
        expect(await f.minter.totalMinted()).to.equal(minted)
      }),
      { numRuns: 12 },
    )
  })
})
