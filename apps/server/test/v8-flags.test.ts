// The api's V8 flags (src/v8-flags.ts): each one exists in this Node's V8, and setting them at run time takes effect
// (allocation-site pretenuring: objects of a site whose objects all survive go straight to the old generation; with
// the flags applied they stay young). Its heap flags fix the young generation's size from the start, and are what
// `pnpm start` gives node. Child processes, as the flags are process-wide.
import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import { describe, expect, it } from 'vitest'
import { API_HEAP_FLAGS, API_V8_FLAGS, hasApiHeapFlags } from '../src/v8-flags.js'

/**
 * Whether a fresh object of an allocation site whose 300,000 earlier objects are all kept is in the young generation,
 * in a plain Node child (no loader hooks: their worker thread changes when V8 collects) that sets `flags` at run time
 * as `applyApiV8Flags` does.
 */
function freshObjectIsYoung(flags: readonly string[]): boolean {
  const script = `
    import v8 from 'node:v8'
    for (const flag of ${JSON.stringify(flags)}) v8.setFlagsFromString(flag)
    const inYoungGeneration = new Function('o', 'return %InYoungGeneration(o)')
    const make = (i) => ({ i, list: [i], inner: { i } })
    const kept = []
    for (let i = 0; i < 300_000; i++) kept.push(make(i))
    console.log(JSON.stringify({ young: inYoungGeneration(make(-1)), kept: kept.length }))
  `
  const child = spawnSync(
    process.execPath,
    ['--allow-natives-syntax', '--input-type=module', '--eval', script],
    { encoding: 'utf8' },
  )
  expect(child.status, child.stderr).toBe(0)
  const result = JSON.parse(child.stdout) as { young: boolean; kept: number }
  expect(result.kept).toBe(300_000)
  return result.young
}

describe('the api V8 flags', () => {
  it('are all known to this Node (node refuses an unknown flag)', () => {
    const child = spawnSync(process.execPath, [...API_V8_FLAGS, '--eval', '0'], { encoding: 'utf8' })
    expect(child.stderr).toBe('')
    expect(child.status).toBe(0)
  })

  it('turn allocation-site pretenuring off when set at run time (a kept site is pretenured without them)', () => {
    expect(freshObjectIsYoung([])).toBe(false)
    expect(freshObjectIsYoung(API_V8_FLAGS)).toBe(true)
  })
})

/** The young generation's size (MB) in a plain Node child started with `flags`, before and after it allocates. */
function youngGeneration(flags: readonly string[]): { start: number; loaded: number } {
  const script = `
    import v8 from 'node:v8'
    const size = () => v8.getHeapSpaceStatistics().find((space) => space.space_name === 'new_space').space_size / 2 ** 20
    const start = size()
    let last
    for (let i = 0; i < 2_000_000; i++) last = { i, text: 'x' + i }
    console.log(JSON.stringify({ start, loaded: size(), last: last.i }))
  `
  const child = spawnSync(process.execPath, [...flags, '--input-type=module', '--eval', script], {
    encoding: 'utf8',
  })
  expect(child.status, child.stderr).toBe(0)
  return JSON.parse(child.stdout)
}

describe('the api heap flags', () => {
  it('fix the young generation at 64 MB under load; V8 alone starts it at a few MB and sizes it with the load', () => {
    // V8 reports one semi-space's worth at the very start, both once it has scavenged.
    const fixed = youngGeneration(API_HEAP_FLAGS)
    expect(fixed.start).toBeGreaterThanOrEqual(32)
    expect(fixed.loaded).toBe(64)
    const free = youngGeneration([])
    expect(free.start).toBeLessThan(32)
    expect(free.loaded).toBeGreaterThan(free.start)
    expect(free.loaded).toBeLessThan(64)
  })

  it('are what `pnpm start` gives node, and an api process can tell whether it got them', () => {
    const scripts = JSON.parse(fs.readFileSync(new URL('../package.json', import.meta.url), 'utf8')).scripts
    expect(scripts.start).toBe(`node ${API_HEAP_FLAGS.join(' ')} dist/main.js`)
    expect(hasApiHeapFlags(['--enable-source-maps', ...API_HEAP_FLAGS])).toBe(true)
    expect(hasApiHeapFlags([API_HEAP_FLAGS[1]])).toBe(false)
    expect(hasApiHeapFlags([])).toBe(false)
  })
})
