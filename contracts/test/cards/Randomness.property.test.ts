import { loadFixture, time } from '@nomicfoundation/hardhat-network-helpers'
import { expect } from 'chai'
import fc from 'fast-check'
import { ethers } from 'hardhat'
import { BOX_PRICE, deployBlindBox } from './fixtures'
import { cardViews, FULFIL_GAS, quotaDraws, roll } from './helpers'

/**
 * Property tests of the randomness: fast-check drives random interleavings of box opens and mint requests, VRF
 * fulfilments in any order, with any words and with enough or too little gas, deliveries by anyone, cancellations
 * after the timeout and admin changes (box quotas, card supplies), against the Hardhat network. After each fulfilment
 * the outcome is compared with a model that draws from the word and the state just before it; at the end every
 * request is driven to its end and the invariants are checked:
 * - a recorded word's outcome never changes (the cards of each open and mint request are those recorded at its
 *   fulfilment, whatever came after);
 * - no card is minted twice or drawn beyond its quota (quotas balance with what was revealed);
 * - every request ends delivered or refunded (nothing stays pending, no box is lost);
 * - nobody but the requester gets its cards.
 */

const BOX_IDS = [21, 22, 31, 32, 51]
const BOX_QUOTAS = [6n, 6n, 4n, 3n, 1n]
const MINT_RARITY = 2 // A: cards 21 and 22 of the fixture
const TIMEOUT = 24 * 3600
/** Gas of starved fulfilments (0: a VRF node's full gas): the mock forwards at most 63/64 of what is left, too
 * little for most callbacks; the whole fulfilment may also run out of gas and record nothing. */
const STARVED_GAS = [0n, 0n, 250_000n, 400_000n]
const Status = { Pending: 1n, Fulfilled: 2n, Delivered: 3n, Cancelled: 4n, Refunded: 5n }

type Request =
  | { kind: 'open'; id: bigint; user: number; boxIds: bigint[] }
  | { kind: 'mint'; id: bigint; user: number; mintId: bigint; amount: number }

type Command =
  | { op: 'open'; user: number; n: number }
  | { op: 'mint'; user: number; n: number }
  | { op: 'fulfil'; k: number; word: bigint; starve: bigint }
  | { op: 'minter'; on: boolean }
  | { op: 'deliver'; k: number; by: number }
  | { op: 'timeout'; k: number; by: number }
  | { op: 'quota'; q: number }
  | { op: 'supply'; max: number }

const user = fc.nat(2)
const command: fc.Arbitrary<Command> = fc.oneof(
  {
    weight: 3,
    arbitrary: fc.record({ op: fc.constant('open' as const), user, n: fc.integer({ min: 1, max: 4 }) }),
  },
  {
    weight: 2,
    arbitrary: fc.record({ op: fc.constant('mint' as const), user, n: fc.integer({ min: 1, max: 3 }) }),
  },
  {
    weight: 4,
    arbitrary: fc.record({
      op: fc.constant('fulfil' as const),
      k: fc.nat(),
      word: fc.bigInt({ min: 0n, max: (1n << 256n) - 1n }),
      starve: fc.constantFrom(...STARVED_GAS),
    }),
  },
  { weight: 2, arbitrary: fc.record({ op: fc.constant('minter' as const), on: fc.boolean() }) },
  { weight: 2, arbitrary: fc.record({ op: fc.constant('deliver' as const), k: fc.nat(), by: user }) },
  { weight: 1, arbitrary: fc.record({ op: fc.constant('timeout' as const), k: fc.nat(), by: user }) },
  {
    weight: 1,
    arbitrary: fc.record({ op: fc.constant('quota' as const), q: fc.integer({ min: 0, max: 8 }) }),
  },
  {
    weight: 1,
    arbitrary: fc.record({ op: fc.constant('supply' as const), max: fc.integer({ min: 40, max: 60 }) }),
  },
)

async function setup() {
  const f = await loadFixture(deployBlindBox)
  await f.box.setCardsQuota(BOX_IDS, BOX_QUOTAS)
  await f.box.setQuotas(1000, 1000, 5)
  await f.heroCard.startPublicSale(1n)
  return { ...f, users: [f.alice, f.bob, f.other] }
}

type Fixture = Awaited<ReturnType<typeof setup>>

/** The cards a request draws from `word` and the chain's state now (the model of BlindBox and HeroCardRegistry). */
async function modelDraw(f: Fixture, request: Request, word: bigint): Promise<number[]> {
  if (request.kind === 'open') {
    const ids = (await f.box.getCardIds()).map(Number)
    const quotas = await Promise.all(ids.map((id) => f.box.cardsQuota(id)))
    return quotaDraws(word, ids, quotas, request.boxIds.length)
  }
  const ids = (await f.heroCard.getCardIdsByRarity(MINT_RARITY)).map(Number)
  const left = await Promise.all(
    ids.map(async (id) => {
      const info = await f.heroCard.cardInfoes(id)
      return info.maxAmount - info.currentAmount
    }),
  )
  let remaining = left.reduce((a, b) => a + b, 0n)
  const out: number[] = []
  for (let i = 0; i < request.amount; i++) {
    let target = roll(word, i) % remaining
    let j = 0
    while (target >= left[j]!) {
      target -= left[j]!
      j++
    }
    left[j]! -= 1n
    remaining -= 1n
    out.push(ids[j]!)
  }
  return out
}

/** The cards recorded for a request on chain (box reveals or a mint's heroes). */
async function recorded(f: Fixture, request: Request): Promise<number[]> {
  if (request.kind === 'open')
    return Promise.all(request.boxIds.map(async (id) => Number(await f.box.nftIdtoCardId(id))))
  return (await cardViews(f.heroCard).getMintHeroes(request.mintId)).map(Number)
}

/** Sends a transaction that may be refused; true when it was mined successfully. */
async function attempt(tx: () => Promise<{ wait(): Promise<unknown> }>): Promise<boolean> {
  try {
    await (await tx()).wait()
    return true
  } catch {
    return false
  }
}

describe('randomness: properties over random interleavings', () => {
  /** What the runs exercised (printed, so a run that only skips shows). */
  const seen = {
    delivered: 0,
    refundedAtFulfilment: 0,
    outOfGas: 0,
    cancelled: 0,
    deliveries: 0,
    refusedAdmin: 0,
  }
  after(() => console.log('    exercised:', seen))

  it('a recorded word never changes its outcome; no card beyond its quota; every request ends; cards go to their requester only', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(command, { minLength: 4, maxLength: 14 }), async (commands) => {
        const f = await setup()
        const { box, heroCard, coordinator, vrf, users, admin } = f
        const requests: Request[] = []
        const outcomes = new Map<bigint, number[]>()
        const pending = async () => {
          const out: Request[] = []
          for (const r of requests)
            if ((await coordinator.getRequest(r.id)).status === Status.Pending) out.push(r)
          return out
        }
        /** Fulfils `r` with `word` and checks the outcome is the model's draw from the state just before. */
        const fulfilChecked = async (r: Request, word: bigint, gasLimit: bigint) => {
          const expected = await modelDraw(f, r, word)
          const { vrfRequestId } = await coordinator.getRequest(r.id)
          const at = await coordinator.getAddress()
          if (
            !(await attempt(() => vrf.fulfillRandomWordsWithOverride(vrfRequestId, at, [word], { gasLimit })))
          ) {
            seen.outOfGas += 1 // the whole fulfilment ran out of gas: nothing recorded, the request stays pending
            return
          }
          const { status, randomness } = await coordinator.getRequest(r.id)
          expect(randomness).to.equal(word)
          if (status === Status.Delivered) {
            expect(await recorded(f, r)).to.deep.equal(expected)
            outcomes.set(r.id, expected)
            seen.delivered += 1
          } else {
            // A failed callback: the request is cancelled at once, nothing was drawn (refunded below or later).
            expect(status === Status.Cancelled || status === Status.Refunded).to.equal(true)
            expect((await recorded(f, r)).every((c) => c === 0)).to.equal(true)
            outcomes.set(r.id, [])
            seen.refundedAtFulfilment += 1
          }
        }

        for (const c of commands) {
          if (c.op === 'open') {
            const u = users[c.user]!
            if (!(await attempt(() => box.connect(u).mintMulti(c.n, { value: BOX_PRICE * BigInt(c.n) }))))
              continue
            const owned = (await box.balanceOf(u.address)) > 0n ? await boxesOf(box, u.address) : []
            const boxIds = owned.slice(0, c.n)
            await (await box.connect(u).openMulti(boxIds)).wait()
            requests.push({ kind: 'open', id: await coordinator.requestCount(), user: c.user, boxIds })
          } else if (c.op === 'mint') {
            const u = users[c.user]!
            if (!(await attempt(() => heroCard.connect(u).addMint(c.n, false, { value: BigInt(c.n) }))))
              continue
            const ids = await cardViews(heroCard).getMintIds(u.address)
            requests.push({
              kind: 'mint',
              id: await coordinator.requestCount(),
              user: c.user,
              mintId: ids.at(-1)!,
              amount: c.n,
            })
          } else if (c.op === 'fulfil') {
            const open = await pending()
            if (open.length) await fulfilChecked(open[c.k % open.length]!, c.word, c.starve || FULFIL_GAS)
          } else if (c.op === 'minter') {
            // The admin takes the box contract's minter role away (its callbacks then fail) or gives it back.
            const role = await heroCard.MINTER_ROLE()
            const at = await box.getAddress()
            await (await (c.on ? heroCard.grantRole(role, at) : heroCard.revokeRole(role, at))).wait()
          } else if (c.op === 'deliver') {
            // Anyone may deliver anything: it never draws anew, it only completes refunds or redeliverable words.
            if (!requests.length) continue
            const r = requests[c.k % requests.length]!
            const before = await recorded(f, r)
            if (await attempt(() => coordinator.connect(users[c.by]!).deliver(r.id))) seen.deliveries += 1
            expect(await recorded(f, r)).to.deep.equal(before)
          } else if (c.op === 'timeout') {
            const open = await pending()
            if (!open.length) continue
            const r = open[c.k % open.length]!
            await time.increase(TIMEOUT)
            if (await attempt(() => coordinator.connect(users[c.by]!).cancel(r.id))) {
              const by = coordinator.connect(users[c.by]!)
              await (await by.completeCancel(r.id, { gasLimit: 3_000_000 })).wait()
              seen.cancelled += 1
            }
          } else if (c.op === 'quota') {
            // The admin re-weights a card: refused while any open waits for its word.
            const waiting = await box.pendingOpens()
            const ok = await attempt(() => box.connect(admin).setCardsQuota([22], [c.q]))
            if (waiting > 0n) expect(ok).to.equal(false)
            if (!ok) seen.refusedAdmin += 1
          } else {
            // The admin changes an A card's supply: refused while A mint requests wait for their word.
            const info = await heroCard.cardInfoes(21)
            const waiting =
              (await pending()).some((r) => r.kind === 'mint') && info.maxAmount !== BigInt(c.max) // a new supply
            const ok = await attempt(() =>
              heroCard.connect(admin).setCardInfos(
                [
                  {
                    cardId: 21,
                    camp: info.camp,
                    rarity: info.rarity,
                    name: info.name,
                    currentAmount: 0,
                    maxAmount: c.max,
                    cardURI: info.cardURI,
                  },
                ],
                [{ weapon: 'w', background: 'b' }],
              ),
            )
            if (waiting) expect(ok).to.equal(false)
            if (!ok) seen.refusedAdmin += 1
          }
        }

        // Drive every request to its end: fulfil what is pending (with full gas), deliver what waits.
        await (await heroCard.grantRole(await heroCard.MINTER_ROLE(), await box.getAddress())).wait()
        for (const r of await pending()) await fulfilChecked(r, BigInt(ethers.id(`end ${r.id}`)), FULFIL_GAS)
        for (const r of requests) {
          const { status } = await coordinator.getRequest(r.id)
          if (status === Status.Fulfilled || status === Status.Cancelled)
            await (await coordinator.deliver(r.id)).wait()
        }
        for (const r of requests)
          expect([Status.Delivered, Status.Refunded]).to.include((await coordinator.getRequest(r.id)).status)
        expect(await coordinator.pendingCount()).to.equal(0n)
        expect(await box.pendingOpens()).to.equal(0n)

        // Recorded outcomes never changed; refunded requests drew nothing.
        for (const r of requests) {
          const outcome = outcomes.get(r.id) ?? []
          const now = await recorded(f, r)
          if (outcome.length) expect(now).to.deep.equal(outcome)
          else expect(now.every((card) => card === 0)).to.equal(true)
        }

        // Quotas balance: what is left is what was set minus what reveals drew; nothing below zero.
        const drawn = new Map<number, bigint>()
        for (const r of requests)
          if (r.kind === 'open')
            for (const card of outcomes.get(r.id) ?? []) drawn.set(card, (drawn.get(card) ?? 0n) + 1n)
        const outstanding = await box.outstanding()
        expect(await box.cardsRemaining()).to.be.at.least(outstanding)
        for (const id of [21, 31, 32, 51]) {
          const start = BOX_QUOTAS[BOX_IDS.indexOf(id)]!
          expect(await box.cardsQuota(id)).to.equal(start - (drawn.get(id) ?? 0n))
        }

        // Cards go to their requester only: each user's cards are exactly its reveals and claimed mints.
        for (const [i, u] of users.entries()) {
          const mine = requests.filter((r) => r.user === i && (outcomes.get(r.id) ?? []).length)
          const mints = mine.filter((r) => r.kind === 'mint').map((r) => (r as { mintId: bigint }).mintId)
          if (mints.length) await (await heroCard.connect(u).nftOwnerClaimCards(mints)).wait()
          const expected = mine.flatMap((r) => outcomes.get(r.id)!).sort((a, b) => a - b)
          const held = (await heroCard.getTokenInfosByAddress(u.address))
            .map((t) => Number(t.heroId))
            .sort((a, b) => a - b)
          expect(held).to.deep.equal(expected)
        }
        expect(await heroCard.totalMinted()).to.equal(
          BigInt(requests.reduce((n, r) => n + (outcomes.get(r.id) ?? []).length, 0)),
        )
      }),
      { numRuns: Number(process.env.RANDOMNESS_RUNS ?? 16) },
    )
  })
})

/** Box token ids `owner` holds, ascending (a scan: test only). */
async function boxesOf(box: Fixture['box'], owner: string): Promise<bigint[]> {
  const out: bigint[] = []
  const minted = await box.totalMinted()
  for (let id = 1n; id <= minted; id++) {
    try {
      if ((await box.ownerOf(id)) === owner) out.push(id)
    } catch {
      // burnt
    }
  }
  return out
}
