import fs from 'node:fs'
import path from 'node:path'
import { expect } from 'chai'
import hre from 'hardhat'
import { BOX_BATCH, BOX_GOAL, measureCardsGas, REFERENCE } from './gasScenario'

/** The snapshot of scripts/bench/gas-cards.ts (GAS_MODE=update rewrites it). */
const SNAPSHOT = path.join(__dirname, '..', '..', 'gas', 'cards.json')

describe('cards/gas', () => {
  it('BlindBox.mintMulti(10) costs at most 15% of an ERC721Enumerable batch; no figure grew over 5%', async function () {
    // Coverage instruments the bytecode, so its gas figures mean nothing: the figures are taken in plain runs.
    if ((hre as unknown as { __SOLIDITY_COVERAGE_RUNNING?: boolean }).__SOLIDITY_COVERAGE_RUNNING) this.skip()
    const { figures } = await measureCardsGas()
    expect(figures[BOX_BATCH]! / figures[REFERENCE]!).to.be.lte(BOX_GOAL)
    const snapshot = JSON.parse(fs.readFileSync(SNAPSHOT, 'utf8')) as Record<string, number>
    for (const [name, gas] of Object.entries(figures)) {
      expect(snapshot[name], `${name} missing from gas/cards.json`).to.be.a('number')
      expect(gas, `${name} grew more than 5% over gas/cards.json`).to.be.lte(
        Math.floor(snapshot[name]! * 1.05),
      )
    }
  })
})
