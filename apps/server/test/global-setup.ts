// Once per test run, before any test file: an in-memory PGlite with every migration applied, dumped to a temporary
// file whose path the test files get with `inject('pgliteTemplate')`. Each test database on PGlite then starts from
// it (test/helpers.ts) instead of running PGlite's initdb and the migrations again for each of the suite's PGlite databases.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import type { TestProject } from 'vitest/node'
import { pgliteTemplate } from '../src/db/client.js'

declare module 'vitest' {
  export interface ProvidedContext {
    /** The path of a migrated PGlite data folder's tarball (src/db/client.ts `pgliteTemplate`). */
    pgliteTemplate: string
  }
}

type Template = { dir: string; file: string; users: number }
/**
 * Vitest runs a global setup once per project (PGlite, PostgreSQL, their live rehearsals) and once for the root: the
 * template is made by the first and shared by the others (through `globalThis`, as each may load this file anew), and
 * removed by the last teardown: made again by each, the projects would make it one after the other before any test
 * file started.
 */
const SHARED = Symbol.for('finaverse.test.pgliteTemplate')
const registry = globalThis as { [SHARED]?: Promise<Template> }

async function makeTemplate(): Promise<Template> {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'finaverse-pglite-'))
  const file = path.join(dir, 'template.tar')
  writeFileSync(file, Buffer.from(await (await pgliteTemplate()).arrayBuffer()))
  return { dir, file, users: 0 }
}

export default async function setup(project: TestProject) {
  registry[SHARED] ??= makeTemplate()
  const template = await registry[SHARED]
  template.users++
  project.provide('pgliteTemplate', template.file)
  return () => {
    template.users--
    if (template.users > 0) return
    rmSync(template.dir, { recursive: true, force: true })
    delete registry[SHARED]
  }
}
