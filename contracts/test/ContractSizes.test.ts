import { expect } from 'chai'
import hre from 'hardhat'
import { CODE_SIZE_LIMIT, contractSizes, formatSizes, sizeFailures } from '../scripts/bench/contract-sizes'

describe('contract sizes (EIP-170)', () => {
  it('every product contract fits, and HeroCard keeps at least 2 kB of headroom', async function () {
    // solidity-coverage instruments the code (much larger, optimizer off): the sizes mean something on the plain build
    // only, where `pnpm test` runs this file (scripts/suite/run.cjs puts it in the plain lane).
    if ((hre as unknown as { __SOLIDITY_COVERAGE_RUNNING?: boolean }).__SOLIDITY_COVERAGE_RUNNING) this.skip()
    const sizes = await contractSizes(hre.artifacts)
    console.log(formatSizes(sizes))
    expect(sizes.map((s) => s.name)).to.include.members(['HeroCard', 'HeroCardViews', 'BlindBox', 'WorldCup'])
    expect(sizeFailures(sizes)).to.deep.equal([])
  })

  it('the check fails a contract above the limit or HeroCard below its headroom', () => {
    expect(
      sizeFailures([{ name: 'HeroCard', bytes: 22_600, headroom: CODE_SIZE_LIMIT - 22_600 }]),
    ).to.deep.equal(['HeroCard: headroom 1976 bytes < 2048'])
    expect(sizeFailures([{ name: 'X', bytes: 24_577, headroom: -1 }])).to.deep.equal([
      'X: 24577 bytes > 24576',
      'HeroCard: no artifact',
    ])
  })
})
