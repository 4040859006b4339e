// The keeper as an engine with modules: the engine (src/keeper) imports no module, and the product's list of modules
// (src/modules.ts) brings every consumer and job the keeper runs.
import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import type { Address } from 'viem'
import { describe, expect, it } from 'vitest'
import { Secret } from '../../src/keeper/config.js'
import { KeeperMetrics } from '../../src/keeper/metrics.js'
import type { KeeperChain } from '../../src/keeper/types.js'
import { keeperModules } from '../../src/modules.js'

const src = path.join(import.meta.dirname, '../../src')

describe('keeper modules', () => {
  it('the engine imports none of the modules: not the ledger, the operator jobs, the read models or the sweep', () => {
    const engine = readdirSync(path.join(src, 'keeper')).filter(
      (f) => f.endsWith('.ts') && !f.endsWith('.test.ts'),
    )
    expect(engine).toContain('runtime.ts')
    const imports = engine.flatMap((file) =>
      [...readFileSync(path.join(src, 'keeper', file), 'utf8').matchAll(/from '(\.[^']+)'/g)].map((m) => ({
        file,
        target: path.relative(src, path.resolve(src, 'keeper', m[1] as string)),
      })),
    )
    expect(imports.length).toBeGreaterThan(10)
    const intoModules = imports.filter(({ target }) =>
      /^(ledger|operator|readmodels|routes)\/|^modules\.js$|^services\/sweep\.js$/.test(target),
    )
    expect(intoModules).toEqual([])
  })

  it('the list wires the read models and the ledger on each chain, and every job once', () => {
    const address = (n: number) => `0x${n.toString(16).padStart(40, '0')}` as Address
    const chain = {
      role: 'bsc',
      chainId: 31337,
      contracts: {
        GameVault: address(1),
        VoucherRedeem: address(2),
        CardBridge: address(3),
        HeroCard: address(4),
      },
      confirmations: 0,
    } as unknown as KeeperChain
    const consumers = keeperModules.flatMap((m) => m.consumers?.(chain) ?? []).map((c) => c.name)
    expect(consumers).toEqual(
      expect.arrayContaining([
        'bsc:GameVault:readmodels',
        'bsc:CardBridge',
        'bsc:HeroCard:merges',
        'ledger.GameVault.bsc',
        'ledger.VoucherRedeem.bsc',
      ]),
    )
    expect(new Set(consumers).size).toBe(consumers.length)
    const deps = {
      config: {
        pollMs: 2000,
        mode: 'local' as const,
        keeperKey: new Secret(`0x${'11'.repeat(32)}`),
      },
      metrics: new KeeperMetrics(),
    }
    const jobs = keeperModules.flatMap((m) => m.jobs?.(deps) ?? []).map((j) => j.name)
    expect(jobs.sort()).toEqual([
      'bridge',
      'ledger.nftReleases',
      'ledger.payouts',
      'raffle',
      'randomness',
      'sweep',
    ])
  })
})
