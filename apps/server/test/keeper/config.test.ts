// The keeper's configuration (src/keeper/config.ts) and its logger.
import { describe, expect, it } from 'vitest'
import { DEVNET_KEEPER_KEY, KeeperConfigError, loadKeeperConfig } from '../../src/keeper/config.js'
import { keeperLogger } from '../../src/keeper/log.js'

describe('keeper configuration', () => {
  it('defaults to the devnet in local mode and keeps secrets out of every rendering', () => {
    const c = loadKeeperConfig({ FINAVERSE_MODE: 'local' })
    expect(c.confirmations).toEqual({ bsc: 0, polygon: 0 })
    expect(JSON.stringify(c)).not.toContain(DEVNET_KEEPER_KEY.slice(2))
    expect(String(c.keeperKey)).toBe('[redacted]')
  })

  it('requires the RPC URLs and the key outside local mode, and validates numbers and keys', () => {
    expect(() => loadKeeperConfig({ FINAVERSE_MODE: 'testnet' })).toThrow(KeeperConfigError)
    try {
      loadKeeperConfig({
        FINAVERSE_MODE: 'mainnet',
        BSC_RPC_URL: 'https://bsc.example',
        KEEPER_PRIVATE_KEY: '0x1234',
        BSC_CONFIRMATIONS: '-1',
      })
      expect.unreachable()
    } catch (error) {
      const text = (error as Error).message
      expect(text).toContain('POLYGON_RPC_URLS: required outside local mode (or POLYGON_RPC_URL)')
      expect(text).toContain('KEEPER_PRIVATE_KEY: must be 0x and 64 hex digits')
      expect(text).toContain('BSC_CONFIRMATIONS')
      expect(text).not.toContain('0x1234')
    }
    const live = loadKeeperConfig({
      FINAVERSE_MODE: 'mainnet',
      BSC_RPC_URL: 'https://bsc.example',
      POLYGON_RPC_URL: 'https://polygon.example',
      KEEPER_PRIVATE_KEY: `0x${'ab'.repeat(32)}`,
    })
    expect(live.confirmations).toEqual({ bsc: 100, polygon: 150 })
  })

  it('logs through pino: JSON lines with bigints as strings, filtered by level', () => {
    const out: string[] = []
    const log = keeperLogger('warn', { write: (l: string) => void out.push(l) })
    log.info({ a: 1 }, 'hidden')
    log.warn({ block: 5n, batch: { amounts: [2n ** 70n] } }, 'shown')
    expect(out).toHaveLength(1)
    expect(JSON.parse(out[0] as string)).toMatchObject({
      level: 40,
      name: 'keeper',
      block: '5',
      batch: { amounts: [(2n ** 70n).toString()] },
      msg: 'shown',
    })
  })
})
