// The repository stands alone: no tracked file may point outside it (a sibling `shared` folder, an absolute path
// of a build machine), and every link into `docs/product.md#...` must name an anchor that exists there.
// Run by `pnpm test` (turbo's root task `//#check:repo`); `node scripts/check-repo.mjs` alone prints the same.
import { execFileSync } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'

/** Files never scanned: lockfiles (their contents are the package manager's) and installed packages. */
const SKIPPED = /(^|\/)(node_modules\/|pnpm-lock\.yaml$|package-lock\.json$|yarn\.lock$)/

// Written in pieces so that this file does not report itself.
const SIBLING_SHARED = new RegExp(`\\.\\.${'/'}shared\\b`)
/** An absolute path of a machine under work, home or root, not preceded by a path or URL character. */
const MACHINE_PATH = new RegExp(`(^|[^\\w.~/:-])/(${['work', 'home', 'root'].join('|')})/`)
const PRODUCT_ANCHOR = /docs\/product\.md#([\w-]+)/g

/**
 * The anchors GitHub gives the headings of a Markdown text (lower case, punctuation dropped, spaces to hyphens,
 * repeats numbered), plus explicit `<a id="...">` anchors.
 * @example headingAnchors('## Game-account withdrawals').has('game-account-withdrawals') // true
 */
export function headingAnchors(markdown) {
  const anchors = new Set()
  const seen = new Map()
  let fenced = false
  for (const line of markdown.split('\n')) {
    if (/^\s*(```|~~~)/.test(line)) fenced = !fenced
    if (fenced) continue
    for (const match of line.matchAll(/<a\s+(?:id|name)="([^"]+)"/g)) anchors.add(match[1])
    const heading = /^#{1,6}\s+(.*?)\s*#*\s*$/.exec(line)
    if (!heading) continue
    const slug = heading[1]
      .toLowerCase()
      .replace(/<[^>]+>/g, '')
      .replace(/[^\p{L}\p{N}\s_-]/gu, '')
      .replace(/\s/g, '-')
    const count = seen.get(slug) ?? 0
    seen.set(slug, count + 1)
    anchors.add(count === 0 ? slug : `${slug}-${count}`)
  }
  return anchors
}

/**
 * The problems of one file: references outside the repository, and links into docs/product.md whose anchor is
 * not in `anchors`. Each problem is `{ line, message }` (lines from 1).
 * @example findProblems('a\nb', new Set()) // []
 */
export function findProblems(text, anchors) {
  const problems = []
  text.split('\n').forEach((content, index) => {
    const line = index + 1
    if (SIBLING_SHARED.test(content))
      problems.push({ line, message: 'points at a folder outside the repository' })
    const machine = MACHINE_PATH.exec(content)
    if (machine) problems.push({ line, message: `names an absolute machine path (/${machine[2]}/...)` })
    for (const match of content.matchAll(PRODUCT_ANCHOR)) {
      if (!anchors.has(match[1]))
        problems.push({ line, message: `docs/product.md has no anchor #${match[1]}` })
    }
  })
  return problems
}

/** Checks every tracked file of the repository at `root`; returns the problems as `path:line: message`. */
export function checkRepository(root) {
  const files = execFileSync('git', ['ls-files', '-z'], { cwd: root, encoding: 'utf8' })
    .split('\0')
    .filter((file) => file !== '' && !SKIPPED.test(file))
  const anchors = headingAnchors(readFileSync(join(root, 'docs/product.md'), 'utf8'))
  const report = []
  for (const file of files) {
    let text
    try {
      text = readFileSync(join(root, file), 'utf8')
    } catch {
      continue // deleted in the work tree but still in the index
    }
    if (text.includes('\0')) continue // binary
    for (const { line, message } of findProblems(text, anchors)) report.push(`${file}:${line}: ${message}`)
  }
  return report
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const root = join(fileURLToPath(new URL('.', import.meta.url)), '..')
  const report = checkRepository(root)
  for (const problem of report) console.error(problem)
  if (report.length > 0) {
    console.error(
      `check-repo: ${report.length} problem(s); the repository must not depend on anything outside it`,
    )
    process.exit(1)
  }
  console.log('check-repo: no reference outside the repository, every docs/product.md anchor exists')
}
