import fs from 'node:fs'
import path from 'node:path'
import { loadFixture } from '@nomicfoundation/hardhat-network-helpers'
import { expect } from 'chai'
import type { ContractTransactionResponse } from 'ethers'
import hre, { ethers } from 'hardhat'
import { BOX_PRICE, deployBlindBox, directionalPrice } from './fixtures'
import { fulfil, RARITY } from './helpers'

/** Committed snapshot of the deterministic figures; `UPDATE_GAS_SNAPSHOT=1` rewrites it. */
const SNAPSHOT = path.join(__dirname, '..', '..', 'gas', 'cards.json')
/** A figure may grow by at most 5% without the snapshot being updated. */
const TOLERANCE = 1.05

async function gasOf(
  tx: Promise<ContractTransactionResponse> | ContractTransactionResponse,
): Promise<number> {
  const receipt = await (await tx).wait()
  return Number(receipt!.gasUsed)
}

describe('cards/gas', () => {
  it('measures the user-facing writes and checks the blind-box goal and the snapshot', async function () {
    // Coverage instruments the bytecode, so its gas figures mean nothing: the figures are taken in plain runs.
    if ((hre as unknown as { __SOLIDITY_COVERAGE_RUNNING?: boolean }).__SOLIDITY_COVERAGE_RUNNING) this.skip()
    const f = await loadFixture(deployBlindBox)
    const { box, heroCard, coordinator, chain, alice, bob, admin } = f
    await box.setQuotas(1000, 100, 100)
    const figures: Record<string, number> = {}
    const info: Record<string, number> = {}

    // The reference: an OpenZeppelin ERC721Enumerable minting 10 with _safeMint, first purchase of a fresh buyer.
    const reference = await ethers.deployContract('CardsReferenceEnumerable')
    await reference.connect(bob).mintMulti(1) // warm the contract's counter like the box's (first buyer pays it)
    figures['Reference ERC721Enumerable.mintMulti(10)'] = await gasOf(reference.connect(alice).mintMulti(10))
    await box.connect(bob).mintMulti(1, { value: BOX_PRICE })
    figures['BlindBox.mintMulti(10)'] = await gasOf(
      box.connect(alice).mintMulti(10, { value: BOX_PRICE * 10n }),
    )

    // Steady state: the coordinator's counters are warm (bob's open comes first).
    await box.connect(bob).open(1)
    await box.connect(alice).mintMulti(10, { value: BOX_PRICE * 10n }) // boxes 12..21
    figures['BlindBox.open'] = await gasOf(box.connect(alice).open(2))
    figures['BlindBox.openMulti(10)'] = await gasOf(
      box.connect(alice).openMulti([3, 4, 5, 6, 7, 8, 9, 10, 11, 12]),
    )
    info['fulfil open (1 box, keeper)'] = await gasOf(
      (await fulfil(coordinator, chain, 2)) as ContractTransactionResponse,
    )
    info['fulfil openMulti (10 boxes, keeper)'] = await gasOf(
      (await fulfil(coordinator, chain, 3)) as ContractTransactionResponse,
    )

    // Merges.
    await heroCard.setMergePrices([3], [1n], [directionalPrice(3)], [5000])
    await heroCard.startMerge()
    await heroCard.mintCards(alice.address, 31, RARITY.S, 100)
    const first = Number(await heroCard.totalMinted()) - 99
    const p = directionalPrice(3)
    await heroCard.mintCards(bob.address, 31, RARITY.S, 2)
    const bobs = await heroCard.tokensOfOwner(bob.address)
    await heroCard.connect(bob).addMerge(bobs[0]!, bobs[1]!, p, { value: p }) // warms the merge counters
    figures['HeroCard.addMerge'] = await gasOf(
      heroCard.connect(alice).addMerge(first, first + 1, p, { value: p }),
    )
    const a = Array.from({ length: 49 }, (_, i) => first + 2 + i)
    const b = Array.from({ length: 49 }, (_, i) => first + 51 + i)
    figures['HeroCard.addMergeBatch(49 pairs)'] = await gasOf(
      heroCard.connect(alice).addMergeBatch(a, b, Array(49).fill(p), { value: p * 49n }),
    )
    info['fulfil addMerge (keeper)'] = await gasOf(
      (await fulfil(coordinator, chain, 5)) as ContractTransactionResponse,
    )
    info['fulfil addMergeBatch 49 (keeper)'] = await gasOf(
      (await fulfil(coordinator, chain, 6)) as ContractTransactionResponse,
    )

    // Staking 10 cards.
    const staking = await ethers.deployContract('CardStaking', [
      admin.address,
      await heroCard.getAddress(),
      60,
    ])
    await heroCard.mintCards(bob.address, 41, RARITY['S+'], 11)
    const ids = (await heroCard.tokensOfOwner(bob.address)).slice(2)
    await heroCard.connect(bob).setApprovalForAll(await staking.getAddress(), true)
    await staking.connect(bob).stake(ids[0]!)
    figures['CardStaking.stakeMulti(10)'] = await gasOf(
      staking.connect(bob).stakeMulti([...ids.slice(1, 11)]),
    )

    // Minting hero cards: a batch of 10 equal cards (ERC721A with packed attributes).
    figures['HeroCard.mintCards(10)'] = await gasOf(heroCard.mintCards(bob.address, 21, RARITY.A, 10))
    await heroCard.startPublicSale(1n)
    figures['HeroCard.addMint(10)'] = await gasOf(heroCard.connect(bob).addMint(10, false, { value: 10n }))

    const ratio = figures['BlindBox.mintMulti(10)']! / figures['Reference ERC721Enumerable.mintMulti(10)']!
    console.log('\n    Gas (deterministic figures, checked against gas/cards.json):')
    console.table(figures)
    console.log(`    BlindBox.mintMulti(10) / reference = ${(ratio * 100).toFixed(1)}% (goal <= 15%)`)
    console.log('    Gas of fulfilments (vary with the drawn outcome, not checked):')
    console.table(info)
    expect(ratio).to.be.lte(0.15)

    if (process.env.UPDATE_GAS_SNAPSHOT === '1' || !fs.existsSync(SNAPSHOT)) {
      fs.mkdirSync(path.dirname(SNAPSHOT), { recursive: true })
      fs.writeFileSync(SNAPSHOT, `${JSON.stringify(figures, null, 2)}\n`)
      return
    }
    const snapshot = JSON.parse(fs.readFileSync(SNAPSHOT, 'utf8')) as Record<string, number>
    for (const [name, gas] of Object.entries(figures)) {
      expect(snapshot[name], `${name} missing from gas/cards.json (UPDATE_GAS_SNAPSHOT=1)`).to.be.a('number')
      expect(gas, `${name} grew more than 5% over gas/cards.json (UPDATE_GAS_SNAPSHOT=1)`).to.be.lte(
        Math.floor(snapshot[name]! * TOLERANCE),
      )
    }
  })
})
