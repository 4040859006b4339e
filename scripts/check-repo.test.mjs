// Tests of scripts/check-repo.mjs: `node --test scripts/` (part of `pnpm test` through `//#check:repo`).
import assert from 'node:assert/strict'
import { execFileSync } from 'node:child_process'
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, it } from 'node:test'
import { checkRepository, findProblems, headingAnchors, missingPaths, trackedPaths } from './check-repo.mjs'

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

  it('reports an issue named by its number, in any case, with or without #', () => {
    const word = 'iss' + 'ue'
    for (const text of [`fixed in ${word} 12`, `${word.toUpperCase()} #3`, `see ${word}s 4 and 5`])
      assert.deepEqual(findProblems(text, anchors), [
        { line: 1, message: 'names an issue by its number: say what it is, or link a decision record' },
      ])
    assert.deepEqual(
      findProblems(`an ${word} with the keeper; https://github.com/o/r/${word}s/7`, anchors),
      [],
    )
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

describe('missingPaths', () => {
  const paths = trackedPaths([
    'README.md',
    'docs/product.md',
    'apps/web/package.json',
    'apps/web/README.md',
    'apps/web/src/wallet/lazy.ts',
    'apps/web/scripts/e2e.mjs',
    '.ci/run',
  ])

  it('reports a relative link to a missing file and accepts links that resolve, URLs and anchors', () => {
    const md = [
      'see [the product](../../docs/product.md#merge-rules) and [e2e](scripts/e2e.mjs)',
      'and [gone](./docs/nope.md), [web](https://example.com/a/b), [here](#top)',
    ].join('\n')
    assert.deepEqual(missingPaths('apps/web/README.md', md, paths), [
      { line: 2, message: 'links to ./docs/nope.md, which does not exist' },
    ])
  })

  it('resolves backticked paths from the package, the document and the root; a module may omit its extension', () => {
    const md =
      '`src/wallet/lazy` `scripts/e2e.mjs` `docs/product.md` `apps/web/src/wallet/lazy.ts` `.ci/run` `./devnet` `../../docs`'
    assert.deepEqual(missingPaths('apps/web/README.md', md, paths), [])
  })

  it('reports a backticked repository path that moved, and leaves routes, globs, placeholders and code alone', () => {
    const md = [
      '`apps/web/src/pages/FeaturePage.tsx`',
      '`/account/nonce` `src/**/*.ts` `deployments/<chainId>.json` `a/b c` `viem/chains`',
      '```',
      '`apps/gone/x.ts`',
      '```',
    ].join('\n')
    assert.deepEqual(missingPaths('README.md', md, paths), [
      { line: 1, message: 'names `apps/web/src/pages/FeaturePage.tsx`, which does not exist' },
    ])
  })

  it('accepts a path git ignores (what builds and runs write)', () => {
    const md = '`apps/web/dist` and `apps/web/missing.ts`'
    assert.deepEqual(
      missingPaths('README.md', md, paths, (path) => path === 'apps/web/dist'),
      [{ line: 1, message: 'names `apps/web/missing.ts`, which does not exist' }],
    )
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
