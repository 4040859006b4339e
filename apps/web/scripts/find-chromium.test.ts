import { chmodSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { findChromium } from './find-chromium.mjs'

// Stand-in browsers on a PATH of their own: each answers `--version` as a real one does.
describe('findChromium', () => {
  let dir: string
  const saved = { PATH: process.env['PATH'], CHROMIUM_PATH: process.env['CHROMIUM_PATH'] }
  const browser = (name: string, version: string) => {
    const file = path.join(dir, name)
    writeFileSync(file, `#!/bin/sh\necho "${version}"\n`)
    chmodSync(file, 0o755)
    return file
  }

  beforeEach(() => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'find-chromium-'))
    // The stand-ins, then the system's own tools (`sh`), never the system's browsers.
    process.env['PATH'] = `${dir}${path.delimiter}/bin`
    delete process.env['CHROMIUM_PATH']
  })
  afterEach(() => {
    process.env['PATH'] = saved.PATH
    if (saved.CHROMIUM_PATH === undefined) delete process.env['CHROMIUM_PATH']
    else process.env['CHROMIUM_PATH'] = saved.CHROMIUM_PATH
    rmSync(dir, { recursive: true, force: true })
  })

  it.runIf(process.platform !== 'win32')(
    'takes the headless shell for the browser tests, the full browser for Lighthouse, and names its choice',
    async () => {
      const full = browser('chromium', 'Chromium 156.0.1')
      const shell = browser('chromium-headless-shell', 'Chromium 156.0.1 headless')
      const lines: string[] = []
      const log = (line: string) => lines.push(line)
      expect(await findChromium({ log, headlessShell: true })).toEqual({
        path: shell,
        source: 'system',
        version: 'Chromium 156.0.1 headless',
      })
      expect((await findChromium({ log })).path).toBe(full)
      expect(lines).toEqual([
        `Chromium for the browser tests: ${shell} (Chromium 156.0.1 headless; system)`,
        `Chromium for the browser tests: ${full} (Chromium 156.0.1; system)`,
      ])
    },
  )

  it.runIf(process.platform !== 'win32')(
    'CHROMIUM_PATH wins over the headless shell, and a broken one is an error',
    async () => {
      browser('chromium-headless-shell', 'Chromium 156.0.1 headless')
      const named = browser('my-chrome', 'Google Chrome 150.0.0')
      process.env['CHROMIUM_PATH'] = named
      expect((await findChromium({ log: () => {}, headlessShell: true })).path).toBe(named)
      process.env['CHROMIUM_PATH'] = path.join(dir, 'missing')
      await expect(findChromium({ log: () => {}, headlessShell: true })).rejects.toThrow(
        /CHROMIUM_PATH is .*missing, which does not start as a browser/,
      )
    },
  )
})
