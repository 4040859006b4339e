// Tests of scripts/check-repo.mjs: `node --test scripts/` (part of `pnpm test` through `//#check:repo`).
import assert from 'node:assert/strict'
import { execFileSync } from 'node:child_process'
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, it } from 'node:test'
import { checkRepository, findProblems, headingAnchors } from './check-repo.mjs'

const up = '..'
/** A product link, built so that this file does not contain one with a missing anchor. */
const product = (anchor) => `docs/product.md${'#'}${anchor}`
const anchors = new Set(['game-account-withdrawals'])

describe('findProblems', () => {
  it('reports a sibling shared folder', () => {
    assert.deepEqual(findProblems(`ok\nsee ${up}/shared/spec/ for details`, anchors), [
      { line: 2, message: 'points at a folder outside the repository' },
    ])
  })

  it('reports absolute machine paths under /work, /home and /root', () => {
    for (const dir of ['work', 'home', 'root']) {
      const problems = findProblems(`path: "/${dir}/someone/file.txt"`, anchors)
      assert.equal(problems.length, 1, dir)
      assert.match(problems[0].message, new RegExp(`/${dir}/`))
    }
    assert.equal(findProblems(`cd /${'work'}/repo && make`, anchors).length, 1)
  })

  it('leaves URLs, relative paths and other absolute paths alone', () => {
    const text = [
      'https://example.com/home/page',
      'see ./work/notes and src/home/x.ts',
      '/usr/bin/chromium',
      '~/work/x',
      'the shared folder of the web app',
    ].join('\n')
    assert.deepEqual(findProblems(text, anchors), [])
  })

  it('reports a docs/product.md anchor that does not exist and accepts one that does', () => {
    const text = `// see ${product('game-account-withdrawals')}\n// and ${product('no-such-rule')}`
    assert.deepEqual(findProblems(text, anchors), [
      { line: 2, message: 'docs/product.md has no anchor #no-such-rule' },
    ])
  })
})

describe('headingAnchors', () => {
  it('gives the GitHub slugs of headings, numbers repeats, skips code fences, keeps explicit anchors', () => {
    const md = [
      '# Finaverse: the product',
      '## Game-account withdrawals',
      '### Merge (`/merge`)',
      '```',
      '## not a heading',
      '```',
      '## Merge (`/merge`)',
      '<a id="explicit"></a>',
    ].join('\n')
    assert.deepEqual(
      [...headingAnchors(md)].sort(),
      [
        'explicit',
        'finaverse-the-product',
        'game-account-withdrawals',
        'merge-merge',
        'merge-merge-1',
      ].sort(),
    )
  })
})

describe('checkRepository', () => {
  it('scans tracked files only, skipping lockfiles and node_modules', () => {
    const root = mkdtempSync(join(tmpdir(), 'check-repo-'))
    try {
      const git = (...args) => execFileSync('git', args, { cwd: root, stdio: 'pipe' })
      git('init', '-q')
      mkdirSync(join(root, 'docs'))
      mkdirSync(join(root, 'src'))
      writeFileSync(join(root, 'docs/product.md'), '# Product\n## Game-account withdrawals\n')
      writeFileSync(join(root, 'src/a.ts'), `// rule: ${product('game-account-withdrawals')}\n`)
      writeFileSync(join(root, 'src/b.ts'), `// from /${'root'}/build/b.ts\n`)
      writeFileSync(join(root, 'pnpm-lock.yaml'), `x: ${up}/shared/y\n`)
      writeFileSync(join(root, 'untracked.md'), `${up}/shared\n`)
      git('add', 'docs', 'src', 'pnpm-lock.yaml')
      assert.deepEqual(checkRepository(root), [`src/b.ts:1: names an absolute machine path (/${'root'}/...)`])
    } finally {
      rmSync(root, { recursive: true, force: true })
    }
  })
})
