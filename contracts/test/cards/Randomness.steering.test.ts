import fs from 'node:fs'
import path from 'node:path'
import { loadFixture, time } from '@nomicfoundation/hardhat-network-helpers'
import { expect } from 'chai'
import { ethers } from 'hardhat'
import { deployWorldCup } from '../worldcup/fixtures'
import { BOX_PRICE, deployBlindBox } from './fixtures'
import { fulfil, quotaDraws, RARITY, roll } from './helpers'

/**
 * Nobody steers a card: each test sets its own VRF words, so none depends on luck. The table of docs/security.md
 * maps the review's findings to these tests.
 */

const Status = { Pending: 1n, Fulfilled: 2n, Delivered: 3n, Cancelled: 4n, Refunded: 5n }

/** The first word (from `seed` on) whose quota draw of `count` boxes gives `want` for box 0. */
function wordDrawing(want: number, ids: number[], quotas: bigint[], count = 1, seed = 1n): bigint {
  for (let w = seed; ; w++) if (quotaDraws(w, ids, quotas, count)[0] === want) return w
}

/** The fixture's box with one SS card among 29 A and S cards (a 1-in-30 draw). */
async function scarceSS() {
  const f = await loadFixture(deployBlindBox)
  await f.box.setCardsQuota([21, 22, 31, 32, 51], [10, 10, 5, 4, 1])
  await f.box.setQuotas(100, 30, 5)
  return f
}

async function quotasOf(box: Awaited<ReturnType<typeof scarceSS>>['box']) {
  const ids = (await box.getCardIds()).map(Number)
  return { ids, quotas: await Promise.all(ids.map((id) => box.cardsQuota(id))) }
}

describe('randomness nobody can steer', () => {
  describe("Chainlink's ownership of the adapter", () => {
    it('belongs to the adapter itself from its construction: its deployer can neither swap the coordinator nor hand the ownership on', async () => {
      const f = await loadFixture(deployBlindBox)
      const { coordinator, admin, alice } = f
      // The fixture's admin deployed the adapter: it is the one that used to keep ConfirmedOwner's powers.
      expect(await coordinator.owner()).to.equal(await coordinator.getAddress())
      const evil = await ethers.deployContract('VRFCoordinatorV2_5Mock', [1, 1, 1])
      await expect(coordinator.connect(admin).setCoordinator(await evil.getAddress()))
        .to.be.revertedWithCustomError(coordinator, 'OnlyOwnerOrCoordinator')
        .withArgs(admin.address, await coordinator.getAddress(), await f.vrf.getAddress())
      await expect(coordinator.connect(admin).transferOwnership(alice.address)).to.be.revertedWith(
        'Only callable by owner',
      )
      await expect(coordinator.connect(alice).acceptOwnership()).to.be.revertedWith('Must be proposed owner')
      // Randomness keeps working: a box open is requested and drawn in its fulfilment.
      await f.box.connect(alice).mintMulti(1, { value: BOX_PRICE })
      await f.box.connect(alice).open(1)
      await fulfil(coordinator, f.vrf, 1)
      expect((await coordinator.getRequest(1)).status).to.equal(Status.Delivered)
    })

    it('a coordinator nobody registered cannot fulfil: only the configured one can, and switching takes a public 2-day notice', async () => {
      const f = await loadFixture(deployBlindBox)
      const { coordinator, box, alice } = f
      const evil = await ethers.deployContract('VRFCoordinatorV2_5Mock', [1, 1, 1])
      await box.connect(alice).mintMulti(1, { value: BOX_PRICE })
      await box.connect(alice).open(1)
      await expect(coordinator.connect(alice).rawFulfillRandomWords(1, [1n])).to.be.revertedWithCustomError(
        coordinator,
        'OnlyCoordinatorCanFulfill',
      )
      await expect(coordinator.changeCoordinator(await evil.getAddress())).to.be.revertedWithCustomError(
        coordinator,
        'CoordinatorNotReady',
      )
      expect((await coordinator.getRequest(1)).status).to.equal(Status.Pending)
    })
  })

  describe('one outcome per recorded word', () => {
    it('an open takes at most 20 boxes, so every open is drawn inside its own fulfilment', async () => {
      const f = await scarceSS()
      const { box, alice, coordinator, vrf } = f
      await box.connect(alice).mintMulti(21, { value: BOX_PRICE * 21n })
      const ids = Array.from({ length: 21 }, (_, i) => i + 1)
      await expect(box.connect(alice).openMulti(ids)).to.be.revertedWithCustomError(box, 'ArrayLengthError')
      await box.connect(alice).openMulti(ids.slice(0, 20))
      const receipt = await (await fulfil(coordinator, vrf, 1)).wait()
      const revealed = receipt!.logs.filter((l) => l.address === box.target).length
      expect(revealed).to.equal(20) // 20 BoxRevealed in the fulfilment itself
      expect((await coordinator.getRequest(1)).status).to.equal(Status.Delivered)
      await expect(coordinator.deliver(1)).to.be.revertedWithCustomError(coordinator, 'WrongStatus')
    })

    for (const order of ['before', 'after'] as const) {
      it(`an open whose callback failed is refunded, never drawn later: delivering it ${order} the victim's fulfilment moves no card`, async () => {
        const f = await scarceSS()
        const { box, heroCard, coordinator, vrf, alice: victim, bob: attacker } = f
        // The attacker's open fails in its callback (here: the box contract briefly lost its minter role).
        await box.connect(attacker).mintMulti(3, { value: BOX_PRICE * 3n })
        await box.connect(attacker).openMulti([1, 2, 3])
        const minter = await heroCard.MINTER_ROLE()
        await heroCard.revokeRole(minter, await box.getAddress())
        await expect(fulfil(coordinator, vrf, 1, [777n]))
          .to.emit(coordinator, 'DeliveryFailed')
          .and.to.emit(coordinator, 'RandomnessCancelled')
          .withArgs(1, await box.getAddress(), false)
        await heroCard.grantRole(minter, await box.getAddress())
        expect((await coordinator.getRequest(1)).status).to.equal(Status.Cancelled)
        // The victim opens one box; its word draws the SS card from the quotas as they are.
        await box.connect(victim).mintMulti(1, { value: BOX_PRICE })
        await box.connect(victim).open(4)
        const { ids, quotas } = await quotasOf(box)
        const word = wordDrawing(51, ids, quotas)
        if (order === 'before') await coordinator.connect(attacker).deliver(1)
        await expect(fulfil(coordinator, vrf, 2, [word]))
          .to.emit(box, 'BoxRevealed')
          .withArgs(4, victim.address, 51, RARITY.SS)
        if (order === 'after') await coordinator.connect(attacker).deliver(1)
        // The attacker got its boxes back and no card; the victim keeps the SS card.
        expect(await heroCard.balanceOf(attacker.address)).to.equal(0n)
        expect(await box.balanceOf(attacker.address)).to.equal(3n)
        expect((await coordinator.getRequest(1)).status).to.equal(Status.Refunded)
        expect(await box.nftIdtoCardId(4)).to.equal(51n)
        expect(await box.cardsQuota(51)).to.equal(0n)
        expect(await heroCard.getTokenInfosByAddress(victim.address)).to.deep.equal([
          [1n, 51n, BigInt(RARITY.SS)],
        ])
      })
    }

    it('the admin cannot re-weight a word that waits in a pending fulfilment: quotas are frozen while opens are pending', async () => {
      const f = await scarceSS()
      const { box, alice, coordinator, vrf } = f
      await box.connect(alice).mintMulti(1, { value: BOX_PRICE })
      await box.connect(alice).open(1)
      expect(await box.pendingOpens()).to.equal(1n)
      await expect(box.setCardsQuota([51], [0]))
        .to.be.revertedWithCustomError(box, 'OpensPending')
        .withArgs(1)
      const { ids, quotas } = await quotasOf(box)
      const word = wordDrawing(51, ids, quotas)
      await expect(fulfil(coordinator, vrf, 1, [word]))
        .to.emit(box, 'BoxRevealed')
        .withArgs(1, alice.address, 51, RARITY.SS)
      expect(await box.pendingOpens()).to.equal(0n)
      await box.setCardsQuota([51], [1])
    })

    it('a sale gives quotas to at most 40 card types (the bound the callback gas is measured with)', async () => {
      const f = await loadFixture(deployBlindBox)
      const { box, heroCard } = f
      const attr = { weapon: '', background: '' }
      const more = Array.from({ length: 40 }, (_, i) => ({
        cardId: 300 + i,
        camp: 1,
        rarity: 2 + (i % 7),
        name: 'h',
        currentAmount: 0,
        maxAmount: 10,
        cardURI: '',
      }))
      await heroCard.setCardInfos(
        more,
        more.map(() => attr),
      )
      const have = (await box.getCardIds()).length
      const fill = more.slice(0, 40 - have).map((c) => c.cardId)
      await box.setCardsQuota(
        fill,
        fill.map(() => 1),
      )
      await expect(box.setCardsQuota([339], [1]))
        .to.be.revertedWithCustomError(box, 'TooManyCardTypes')
        .withArgs(40)
      // Setting a known card type again is still fine.
      await box.setCardsQuota([fill[0]!], [2])
    })

    it('odds mode takes each rarity once and at most 40 heroes in all; setting odds again replaces the heroes', async () => {
      const f = await loadFixture(deployBlindBox)
      const { heroCard, coordinator, admin } = f
      const mystery = await ethers.deployContract('BlindBox', [
        admin.address,
        'Mystery Box',
        'FMBOX',
        'Mystery Box',
        await heroCard.getAddress(),
        await coordinator.getAddress(),
      ])
      await expect(mystery.setRarityOdds([RARITY.A, RARITY.A], [5000, 5000]))
        .to.be.revertedWithCustomError(mystery, 'InvalidCard')
        .withArgs(0)
      await mystery.setRarityOdds([RARITY.A, RARITY.S], [6000, 4000])
      await mystery.setRarityOdds([RARITY.S], [10_000])
      const attr = { weapon: '', background: '' }
      const many = Array.from({ length: 30 }, (_, i) => ({
        cardId: 600 + i,
        camp: 1,
        rarity: i < 15 ? RARITY.A : RARITY.S,
        name: 'h',
        currentAmount: 0,
        maxAmount: 10,
        cardURI: '',
      }))
      await heroCard.setCardInfos(
        many,
        many.map(() => attr),
      )
      // A and S now list 17 heroes each: both together are 34, with SS (2 more) 36, with SS+ 38, with SSS 40.
      await mystery.setRarityOdds([RARITY.A, RARITY.S, RARITY.SS, 6, 7], [2000, 2000, 2000, 2000, 2000])
      await expect(
        mystery.setRarityOdds([RARITY.A, RARITY.S, RARITY.SS, 6, 7, 8], [2000, 2000, 2000, 2000, 1000, 1000]),
      )
        .to.be.revertedWithCustomError(mystery, 'TooManyCardTypes')
        .withArgs(40)
    })

    it('odds mode draws among the heroes listed when the odds were set: a hero added later changes no pending draw', async () => {
      const f = await loadFixture(deployBlindBox)
      const { heroCard, coordinator, vrf, alice, admin } = f
      const mystery = await ethers.deployContract('BlindBox', [
        admin.address,
        'Mystery Box',
        'FMBOX',
        'Mystery Box',
        await heroCard.getAddress(),
        await coordinator.getAddress(),
      ])
      await heroCard.grantRole(await heroCard.MINTER_ROLE(), await mystery.getAddress())
      await coordinator.grantRole(await coordinator.CONSUMER_ROLE(), await mystery.getAddress())
      await mystery.setRarityOdds([RARITY.A, RARITY.S], [6000, 4000])
      await mystery.grantRole(await mystery.MINTER_ROLE(), admin.address)
      await mystery.mintTo(alice.address, 5)
      await mystery.connect(alice).openMulti([1, 2, 3, 4, 5])
      // The admin lists more S and A heroes while the word waits.
      const attr = { weapon: '', background: '' }
      const extra = [23, 24, 33, 34].map((cardId) => ({
        cardId,
        camp: 1,
        rarity: Math.floor(cardId / 10),
        name: 'late',
        currentAmount: 0,
        maxAmount: 10,
        cardURI: '',
      }))
      await heroCard.setCardInfos(
        extra,
        extra.map(() => attr),
      )
      const word = 4242n
      const expected = Array.from({ length: 5 }, (_, i) => {
        const r = roll(word, i)
        const rarity = (r & ((1n << 128n) - 1n)) % 10_000n < 6000n ? RARITY.A : RARITY.S
        const heroes = rarity === RARITY.A ? [21, 22] : [31, 32]
        return heroes[Number((r >> 128n) % 2n)]!
      })
      await fulfil(coordinator, vrf, 1, [word])
      expect(
        await Promise.all([1, 2, 3, 4, 5].map(async (id) => Number(await mystery.nftIdtoCardId(id)))),
      ).to.deep.equal(expected)
    })

    it('a raffle draws its heroes among the SS heroes listed at its request', async () => {
      const f = await loadFixture(deployWorldCup)
      const { raffle, heroCard, coordinator, vrf, alice, operator } = f
      await raffle.grantRole(await raffle.TICKETS_ROLE(), f.admin.address)
      await raffle.addTickets(alice.address, 3)
      await time.increase(7 * 24 * 3600)
      await raffle.connect(operator).drawRaffle()
      const requestId = await coordinator.requestCount()
      const listed = (await heroCard.getCardIdsByRarity(RARITY.SS)).map(Number)
      await heroCard.setCardInfos(
        [
          {
            cardId: 59,
            camp: 1,
            rarity: RARITY.SS,
            name: 'late',
            currentAmount: 0,
            maxAmount: 10,
            cardURI: '',
          },
        ],
        [{ weapon: '', background: '' }],
      )
      const word = 99n
      const receipt = await (await fulfil(coordinator, vrf, requestId, [word])).wait()
      const heroes = receipt!.logs
        .filter((l) => l.address === raffle.target)
        .map((l) => raffle.interface.parseLog(l))
        .filter((p) => p?.name === 'RaffleWinner')
        .map((p) => Number(p!.args.heroId))
      expect(heroes).to.deep.equal(
        Array.from(
          { length: 10 },
          (_, i) => listed[Number((roll(word, i) >> 128n) % BigInt(listed.length))]!,
        ),
      )
    })
  })

  describe('cancellations', () => {
    it('completeCancel refuses too little gas, so nobody can make a refund fail on purpose', async () => {
      const f = await loadFixture(deployBlindBox)
      const { box, alice, bob, coordinator } = f
      await box.connect(alice).mintMulti(2, { value: BOX_PRICE * 2n })
      await box.connect(alice).openMulti([1, 2])
      await time.increase(24 * 3600)
      await coordinator.cancel(1)
      const floor = await coordinator.COMPLETE_CANCEL_GAS()
      await expect(coordinator.connect(bob).completeCancel(1, { gasLimit: floor - 1n })).to.be.reverted
      expect((await coordinator.getRequest(1)).status).to.equal(Status.Pending)
      await expect(coordinator.connect(bob).completeCancel(1, { gasLimit: floor + 200_000n }))
        .to.emit(coordinator, 'RandomnessCancelled')
        .withArgs(1, await box.getAddress(), true)
      expect(await box.balanceOf(alice.address)).to.equal(2n)
      expect(await box.pendingOpens()).to.equal(0n)
    })
  })

  describe('the documentation describes the system as it is', () => {
    const root = path.join(__dirname, '..', '..')
    it('README-cards and the card contracts name no retired mechanism (hash chain, preimage, 2..256 timeout)', () => {
      const readme = fs.readFileSync(path.join(root, 'README-cards.md'), 'utf8')
      expect(readme).not.to.match(/commitChain|setRequestTimeout \(2\.\.256\)|preimage/)
      for (const file of fs.readdirSync(path.join(root, 'contracts', 'cards'))) {
        if (!file.endsWith('.sol')) continue
        const source = fs.readFileSync(path.join(root, 'contracts', 'cards', file), 'utf8')
        expect(source, file).not.to.match(/preimage|commitChain|hash chain/i)
      }
    })
  })
})
