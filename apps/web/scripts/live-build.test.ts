// The live build's inputs read by vite.config.ts: deployment files added with FINAVERSE_DEPLOYMENTS_DIR.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { deploymentsFromDir } from '../vite.config'

describe('deploymentsFromDir (FINAVERSE_DEPLOYMENTS_DIR)', () => {
  it('reads every <chainId>.json in the package export’s shape and nothing else', () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'finaverse-deployments-'))
    try {
      const file = {
        chainId: 97,
        contracts: { FinaToken: '0x5FbDB2315678afecb367f032d93F642f64180aa3' },
        startBlock: 3,
        updatedAt: '2026-11-28T00:00:00.000Z',
      }
      writeFileSync(path.join(dir, '97.json'), JSON.stringify(file))
      writeFileSync(path.join(dir, 'notes.json'), '{}')
      expect(deploymentsFromDir(dir)).toEqual({
        97: { contracts: file.contracts, farmPools: {}, startBlock: 3 },
      })
    } finally {
      rmSync(dir, { recursive: true, force: true })
    }
  })

  it('adds nothing when the variable is not set', () => {
    expect(deploymentsFromDir(undefined)).toEqual({})
  })
})
