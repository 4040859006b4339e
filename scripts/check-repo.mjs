// The repository stands alone: no tracked file may point outside it (a sibling `shared` folder, an absolute path
// of a build machine), every link into `docs/product.md#...` must name an anchor that exists there, and every path a
// Markdown document names (a relative link, or a backticked repository path) must exist, and no file names an issue
// by its number (a tracker's number means nothing in a clone: say what the code does, or link a decision record).
// Run by `pnpm test` (turbo's root task `//#check:repo`); `node scripts/check-repo.mjs` alone prints the same.
import { execFileSync } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { dirname, join, normalize } from 'node:path'
import { fileURLToPath } from 'node:url'

/** Files never scanned: lockfiles (their contents are the package manager's) and installed packages. */
const SKIPPED = /(^|\/)(node_modules\/|pnpm-lock\.yaml$|package-lock\.json$|yarn\.lock$)/

// Written in pieces so that this file does not report itself.
const SIBLING_SHARED = new RegExp(`\\.\\.${'/'}shared\\b`)
/** An absolute path of a machine under work, home or root, not preceded by a path or URL character. */
const MACHINE_PATH = new RegExp(`(^|[^\\w.~/:-])/(${['work', 'home', 'root'].join('|')})/`)
const PRODUCT_ANCHOR = /docs\/product\.md#([\w-]+)/g
/** A tracker's number: the word, a space, an optional "#", digits. Written in pieces so that this file does not report itself. */
const ISSUE_NUMBER = new RegExp(`\\b${'iss'}ues?\\s+#?\\d+`, 'i')

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
    if (ISSUE_NUMBER.test(content))
      problems.push({
        line,
        message: 'names an issue by its number: say what it is, or link a decision record',
      })
    for (const match of content.matchAll(PRODUCT_ANCHOR)) {
      if (!anchors.has(match[1]))
        problems.push({ line, message: `docs/product.md has no anchor #${match[1]}` })
    }
  })
  return problems
}

const MARKDOWN_LINK = /\]\(([^)\s]+)(?:\s+"[^"]*")?\)/g
const BACKTICKED = /`([^`\s]+)`/g
/** A backticked token shaped like a path: two or more segments of file-name characters, no glob or placeholder. */
const PATH_SHAPE = /^(\.{1,2}\/)?[\w@.-]+(\/[\w@.-]+)+\/?$/

/**
 * The set of tracked paths and of the folders that hold them, for `missingPaths`.
 * @example trackedPaths(['docs/a.md']).has('docs') // true
 */
export function trackedPaths(files) {
  const paths = new Set()
  for (const file of files) {
    const parts = file.split('/')
    for (let end = 1; end <= parts.length; end++) paths.add(parts.slice(0, end).join('/'))
  }
  return paths
}

/**
 * The paths a Markdown document at `file` names that do not exist among `paths` (from `trackedPaths`): relative
 * links, and backticked paths whose first segment exists (at the repository root, beside the document or in its
 * package) while the whole path does not. URLs, anchors, globs and placeholders are not paths.
 * `ignored(path)` says whether git ignores a path (what builds and runs write). Each problem is `{ line, message }`.
 * @example missingPaths('docs/x.md', 'see [a](./nope.md)', new Set(['docs'])) // [{ line: 1, message: ... }]
 */
export function missingPaths(file, markdown, paths, ignored = () => false) {
  const problems = []
  const here = dirname(file)
  const bases = [here === '.' ? '' : here]
  for (let dir = here; dir !== '.' && dir !== ''; dir = dirname(dir)) {
    if (paths.has(`${dir}/package.json`)) {
      bases.push(dir)
      break
    }
  }
  bases.push('')
  const resolve = (base, target) => normalize(base === '' ? target : `${base}/${target}`).replace(/\/$/, '')
  // A module named without its extension (`src/wallet/lazy`) names `lazy.ts` or `lazy.tsx`; a path git ignores is
  // one the build or a run writes (`apps/web/dist`).
  const exists = (candidate) =>
    candidate === '.' ||
    paths.has(candidate) ||
    ['.ts', '.tsx', '.js', '.mjs', '.cjs'].some((ext) => paths.has(candidate + ext)) ||
    ignored(candidate)
  let fenced = false
  markdown.split('\n').forEach((content, index) => {
    const line = index + 1
    if (/^\s*(```|~~~)/.test(content)) fenced = !fenced
    if (fenced) return
    for (const match of content.matchAll(MARKDOWN_LINK)) {
      const target = decodeURI(match[1].split('#')[0].split('?')[0])
      if (target === '' || /^[a-z][a-z0-9+.-]*:/i.test(target) || target.startsWith('/')) continue
      if (!exists(resolve(here === '.' ? '' : here, target)))
        problems.push({ line, message: `links to ${target}, which does not exist` })
    }
    for (const match of content.replace(MARKDOWN_LINK, '').matchAll(BACKTICKED)) {
      const token = match[1].replace(/[:#].*$/, '')
      if (!PATH_SHAPE.test(token) || token.includes('...')) continue
      // `./x` reads as `x` (an export subpath such as `./devnet` is then no path of ours); `../x` is relative to the
      // document.
      const parent = token.startsWith('../')
      const path = token.replace(/^\.\//, '')
      const first = path.split('/')[0]
      const rooted = bases.filter((base) => exists(resolve(base, first)))
      if (!parent && rooted.length === 0) continue
      const candidates = parent
        ? [resolve(here === '.' ? '' : here, token)]
        : rooted.map((b) => resolve(b, path))
      if (!candidates.some(exists))
        problems.push({ line, message: `names \`${token}\`, which does not exist` })
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
  // Paths a document may name: tracked files, and new ones not yet added (but not what git ignores).
  const untracked = execFileSync('git', ['ls-files', '-z', '--others', '--exclude-standard'], {
    cwd: root,
    encoding: 'utf8',
  })
    .split('\0')
    .filter((file) => file !== '')
  const paths = trackedPaths([...files, ...untracked])
  const ignoredCache = new Map()
  const ignored = (candidate) => {
    if (!ignoredCache.has(candidate)) {
      let result = false
      try {
        execFileSync('git', ['check-ignore', '--no-index', candidate, `${candidate}/`], {
          cwd: root,
          stdio: 'ignore',
        })
        result = true
      } catch {}
      ignoredCache.set(candidate, result)
    }
    return ignoredCache.get(candidate)
  }
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
    if (!file.endsWith('.md') || file.startsWith('.changeset/') || /(^|\/)CHANGELOG\.md$/.test(file)) continue
    for (const { line, message } of missingPaths(file, text, paths, ignored))
      report.push(`${file}:${line}: ${message}`)
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
  console.log(
    'check-repo: no reference outside the repository, every docs/product.md anchor and every path the documents name exists',
  )
}
