import fs from 'node:fs'
import path from 'node:path'
import { BOX_BATCH, BOX_GOAL, measureCardsGas, REFERENCE } from '../../test/cards/gasScenario'

/**
 * Gas benchmark of the card contracts, with the modes of scripts/bench/gas.ts:
 *   GAS_MODE=print  (default) prints the table (the blind-box batch beside the ERC721Enumerable reference) and the
 *                   difference to gas/cards.json
 *   GAS_MODE=check  also fails when a figure grew by more than 5%, a write is missing from the snapshot, or
 *                   BlindBox.mintMulti(10) costs more than 15% of the reference
 *   GAS_MODE=update writes gas/cards.json
 */
const SNAPSHOT = path.join(__dirname, '..', '..', 'gas', 'cards.json')
const TOLERANCE = 0.05

async function main() {
  const { figures, fulfilments } = await measureCardsGas()
  const mode = process.env.GAS_MODE ?? 'print'
  const snapshot: Record<string, number> = fs.existsSync(SNAPSHOT)
    ? JSON.parse(fs.readFileSync(SNAPSHOT, 'utf8'))
    : {}
  const failures: string[] = []
  const width = Math.max(...Object.keys({ ...figures, ...fulfilments }).map((k) => k.length))
  console.log(`${'write'.padEnd(width)}  ${'gas'.padStart(9)}  vs snapshot`)
  for (const [name, gas] of Object.entries(figures)) {
    const before = snapshot[name]
    const change = before === undefined ? 'new' : `${(((gas - before) / before) * 100).toFixed(1)}%`
    console.log(`${name.padEnd(width)}  ${String(gas).padStart(9)}  ${change}`)
    if (before === undefined) failures.push(`${name} is missing from gas/cards.json`)
    else if (gas > before * (1 + TOLERANCE)) failures.push(`${name}: ${gas} > ${before} + 5%`)
  }
  const ratio = figures[BOX_BATCH]! / figures[REFERENCE]!
  console.log(
    `\n${BOX_BATCH} = ${figures[BOX_BATCH]} vs ${REFERENCE} = ${figures[REFERENCE]}: ${(ratio * 100).toFixed(1)}% (goal <= ${BOX_GOAL * 100}%)`,
  )
  if (ratio > BOX_GOAL) failures.push(`${BOX_BATCH} is ${(ratio * 100).toFixed(1)}% of the reference`)
  console.log('\nResolutions (paid by the keeper; vary with the outcome, not checked):')
  for (const [name, gas] of Object.entries(fulfilments))
    console.log(`${name.padEnd(width)}  ${String(gas).padStart(9)}`)

  if (mode === 'update') {
    fs.mkdirSync(path.dirname(SNAPSHOT), { recursive: true })
    fs.writeFileSync(SNAPSHOT, `${JSON.stringify(figures, null, 2)}\n`)
    console.log(`Wrote ${path.relative(process.cwd(), SNAPSHOT)}`)
  } else if (mode === 'check') {
    if (failures.length > 0) {
      console.error(`Gas check failed:\n  ${failures.join('\n  ')}`)
      process.exitCode = 1
    } else {
      console.log('Card gas check passed')
    }
  }
}

main().catch((error: unknown) => {
  console.error(error)
  process.exitCode = 1
})
