import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { forbiddenImports, importSpecifiers } from '../lib/feature-imports'

const featuresDir = path.dirname(fileURLToPath(import.meta.url))

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name)
    if (entry.isDirectory()) return sourceFiles(full)
    return /\.(ts|tsx)$/.test(entry.name) ? [full] : []
  })
}

describe('feature folders', () => {
  it("never import another feature, except the shared tx, errors, cards and account folders and their family's shared folder", () => {
    const files = sourceFiles(featuresDir)
    expect(files.length).toBeGreaterThan(20)
    const broken = files.flatMap((file) =>
      forbiddenImports(file, readFileSync(file, 'utf8'), featuresDir).map(
        (found) => `${path.relative(featuresDir, file)}: ${found}`,
      ),
    )
    expect(broken).toEqual([])
  })

  it('the check finds an import of another feature, static or dynamic', () => {
    const mint = path.join(featuresDir, 'mint', 'MintScreen.tsx')
    const source = [
      "import { StakingScreen } from '../staking/StakingScreen'",
      "import type { Query } from '../content/queries'",
      "export { Foo } from '../merge/Foo'",
      "const lazy = () => import('../profile/ProfileScreen')",
      "import { useWriteFlow } from '../tx/useWriteFlow'",
      "import { describeError } from '../errors/describe-error'",
      "import { CardPicker } from '../cards/CardPicker'",
      "import { PageHeader } from '../../components/PageHeader'",
      "import { Box } from './components/Box'",
      "import { openBox } from '@finaverse/sdk/actions'",
    ].join('\n')
    expect(importSpecifiers(source)).toHaveLength(10)
    expect(forbiddenImports(mint, source, featuresDir)).toEqual([
      '../staking/StakingScreen (feature staking)',
      '../content/queries (feature content)',
      '../merge/Foo (feature merge)',
      '../profile/ProfileScreen (feature profile)',
    ])
  })

  it('lets a family of screens import its shared folder, and nothing else of it', () => {
    const cheer = path.join(featuresDir, 'worldcup-cheer', 'components', 'CheerForm.tsx')
    const source = [
      "import { MatchList } from '../../worldcup/common/MatchList'",
      "import { PrizePool } from '../../worldcup/components/PrizePool'",
      "import { WorldCupScreen } from '../../worldcup/WorldCupScreen'",
    ].join('\n')
    expect(forbiddenImports(cheer, source, featuresDir)).toEqual([
      '../../worldcup/components/PrizePool (feature worldcup)',
      '../../worldcup/WorldCupScreen (feature worldcup)',
    ])
    const mint = path.join(featuresDir, 'mint', 'MintScreen.tsx')
    expect(forbiddenImports(mint, "import { teams } from '../worldcup/common/teams'", featuresDir)).toEqual([
      '../worldcup/common/teams (feature worldcup)',
    ])
  })

  it('leaves files outside the feature folders alone (routes import any feature)', () => {
    const route = path.join(featuresDir, '..', 'routes', '{-$locale}', 'staking.tsx')
    expect(forbiddenImports(route, "import { X } from '../../features/staking/X'", featuresDir)).toEqual([])
  })
})
