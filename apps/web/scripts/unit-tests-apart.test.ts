// Which unit test files run apart from the shared module graph (vite.config.ts `unitTestsApart`): the ones that
// replace modules or say they need a module's fresh state, found by reading the files.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { unitTestsApart } from '../vite.config'

// A call written as `vi` + `.mock(`: the pattern itself in this file's texts would put this file apart.
const vi = (name: string) => `vi.${name}(`

describe('unitTestsApart', () => {
  it('picks the files that mock modules or declare `// vitest: isolated`, in src/ and scripts/', () => {
    const root = mkdtempSync(path.join(os.tmpdir(), 'finaverse-apart-'))
    try {
      const files: Record<string, string> = {
        'src/a/mocks.test.ts': `${vi('mock')}'./x', () => ({}))\n`,
        'src/a/do-mock.test.tsx': `  ${vi('doMock')}'./y')\n`,
        'src/b/reset.test.ts': `beforeEach(() => ${vi('resetModules')}))\n`,
        'src/b/declared.test.ts': '// vitest: isolated (a fresh catalog state)\nit(...)\n',
        'src/b/plain.test.tsx': "it('renders', () => {})\n",
        // Named in a comment or a string, not called: stays in the shared graph.
        'src/c/mentions.test.ts': "// uses no vi.mock\nconst note = 'vitest: isolated'\n",
        'src/c/helper.ts': `${vi('mock')}'./z')\n`,
        'scripts/tool.test.ts': `${vi('mock')}'node:fs')\n`,
      }
      for (const [file, text] of Object.entries(files)) {
        mkdirSync(path.dirname(path.join(root, file)), { recursive: true })
        writeFileSync(path.join(root, file), text)
      }
      expect(unitTestsApart(root)).toEqual([
        'scripts/tool.test.ts',
        'src/a/do-mock.test.tsx',
        'src/a/mocks.test.ts',
        'src/b/declared.test.ts',
        'src/b/reset.test.ts',
      ])
    } finally {
      rmSync(root, { recursive: true, force: true })
    }
  })

  it("finds this package's own: the i18n state test and the module mocks", () => {
    const apart = unitTestsApart()
    expect(apart).toContain('src/i18n/i18n.test.ts')
    expect(apart).toContain('src/features/tx/useWriteFlow.test.tsx')
    expect(apart).not.toContain('scripts/unit-tests-apart.test.ts')
  })
})
