// Fails unless every product contract has 100% line and >= 95% branch coverage (coverage/coverage-summary.json,
// written by `hardhat coverage` with the json-summary reporter of .solcover.js).
const fs = require('node:fs')
const path = require('node:path')

const LINES = 100
const BRANCHES = 95
// Known gaps, each a debt with its reason: the VRF adapter's cancel/refund failure paths, HeroCardViews' refund
// paths (reached through HeroCard's fallback) and CardStaking's withdrawTo/lock-time branches are tested for their
// outcomes but not yet for every branch; so are the CCIP card bridge's receiver paths (CardBridgeMinter's
// record-for-retry and refund branches, CCIPPeer's message checks), covered by the bridge's property test and the
// simulator tests' outcomes. A file listed here must still reach these figures; raise them back to the thresholds
// with tests.
const KNOWN_GAPS = {
  'contracts/cards/CardStaking.sol': { lines: 100, branches: 85 },
  'contracts/cards/HeroCardViews.sol': { lines: 98, branches: 78 },
  'contracts/cards/RandomnessAdapter.sol': { lines: 100, branches: 89 },
  'contracts/bridge/CardBridgeMinter.sol': { lines: 98, branches: 78 },
  'contracts/bridge/CCIPPeer.sol': { lines: 100, branches: 92 },
}
const file = path.join(__dirname, '..', '..', 'coverage', 'coverage-summary.json')
if (!fs.existsSync(file)) {
  console.error(`No ${path.relative(process.cwd(), file)}: run \`hardhat coverage\` first`)
  process.exit(1)
}
const summary = JSON.parse(fs.readFileSync(file, 'utf8'))
const failures = []
let checked = 0
for (const [name, figures] of Object.entries(summary)) {
  if (name === 'total' || !name.endsWith('.sol')) continue
  checked += 1
  const short = name.slice(name.indexOf('contracts/'))
  // An interface or error-only file has nothing to cover (total 0), which istanbul reports as 100%.
  const floor = KNOWN_GAPS[short] ?? { lines: LINES, branches: BRANCHES }
  if (figures.lines.pct < floor.lines)
    failures.push(`${short}: lines ${figures.lines.pct}% < ${floor.lines}%`)
  if (figures.branches.pct < floor.branches)
    failures.push(`${short}: branches ${figures.branches.pct}% < ${floor.branches}%`)
}
if (checked === 0) failures.push('no Solidity files in the coverage summary')
const total = summary.total
console.log(
  `Coverage of ${checked} files: lines ${total.lines.pct}%, branches ${total.branches.pct}% (thresholds: ${LINES}% lines, ${BRANCHES}% branches per file)`,
)
if (failures.length > 0) {
  console.error(`Coverage below the thresholds:\n  ${failures.join('\n  ')}`)
  process.exit(1)
}
