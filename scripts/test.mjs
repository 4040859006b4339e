// `pnpm test`: every package's tests and the repository check, through Turborepo (`--continue=always`: one failure
// does not stop the others, not even the suites ordered after it by apps/server/turbo.json and apps/web/turbo.json).
// On CI, turbo prints each task's output as one block when the task ends, so a task that failed early is buried under
// the later ones; when anything fails, this prints a recap last: for each failed task, the lines that name a failure
// and the end of its log.
import { spawnSync } from 'node:child_process'
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)))
const runs = path.join(root, '.turbo/runs')
const started = Date.now()

// biome-ignore lint/suspicious/noControlCharactersInRegex: terminal colour codes are what it removes
const plain = (text) => text.replace(/\x1b\[[0-9;]*m/g, '')
const FAILURE = /✘|×|\bFAIL\b|failed|Error:|AssertionError|Timed out|timed out|not ok/

const turbo = spawnSync(
  'pnpm',
  [
    'exec',
    'turbo',
    'run',
    'test',
    '//#check:repo',
    '--continue=always',
    '--summarize',
    ...process.argv.slice(2),
  ],
  { cwd: root, stdio: 'inherit' },
)
const code = turbo.status ?? 1
if (code !== 0) recap()
process.exit(code)

/** The newest run summary turbo wrote during this run, or undefined. */
function latestSummary() {
  if (!existsSync(runs)) return undefined
  const files = readdirSync(runs)
    .filter((name) => name.endsWith('.json'))
    .map((name) => path.join(runs, name))
    .filter((file) => statSync(file).mtimeMs >= started)
    .sort((a, b) => statSync(b).mtimeMs - statSync(a).mtimeMs)
  return files[0] && JSON.parse(readFileSync(files[0], 'utf8'))
}

function recap() {
  const summary = latestSummary()
  const failed = (summary?.tasks ?? []).filter(
    (task) => task.execution?.exitCode && task.execution.exitCode !== 0,
  )
  console.error('\n== recap of the failed tasks')
  if (failed.length === 0) {
    console.error('(turbo wrote no run summary naming a failed task: see its output above)')
    return
  }
  for (const task of failed) {
    const log = path.join(root, task.directory ?? '', '.turbo', `turbo-${task.task}.log`)
    console.error(`\n-- ${task.taskId} (exit ${task.execution.exitCode}); log: ${path.relative(root, log)}`)
    if (!existsSync(log)) continue
    const lines = plain(readFileSync(log, 'utf8')).split('\n')
    const failures = lines.filter((line) => FAILURE.test(line)).slice(0, 40)
    if (failures.length > 0) console.error(`lines naming a failure:\n${failures.join('\n')}`)
    console.error(`last lines:\n${lines.slice(-25).join('\n')}`)
  }
}
