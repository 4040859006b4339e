// The API's configuration (src/config.ts): local defaults, every variable validated at start, no default mode.
import { describe, expect, it } from 'vitest'
import { ConfigError, loadConfig } from '../../src/config.js'
import { loadKeeperConfig } from '../../src/keeper/config.js'

describe('configuration', () => {
  it('has local defaults and validates every variable at start', () => {
    const config = loadConfig({ FINAVERSE_MODE: 'local' })
    expect(config).toMatchObject({
      mode: 'local',
      host: '127.0.0.1',
      port: 8787,
      rpc: { bsc: 'http://127.0.0.1:8545' },
    })
    expect(
      loadConfig({ FINAVERSE_MODE: 'local', API_PORT: '9999', BSC_RPC_URL: 'http://10.0.0.1:8545' }),
    ).toMatchObject({
      port: 9999,
      rpc: { bsc: 'http://10.0.0.1:8545' },
    })
    expect(() => loadConfig({ API_PORT: 'abc' })).toThrow(ConfigError)
    expect(() => loadConfig({ FINAVERSE_MODE: 'mainnet' })).toThrow(/SESSION_SECRET.*required|required/)
    expect(() => loadConfig({ FINAVERSE_MODE: 'local', DATABASE_URL: 'not a url' })).toThrow(/DATABASE_URL/)
  })

  it('FINAVERSE_MODE has no default, and local mode listens on loopback only', () => {
    expect(() => loadConfig({})).toThrow(ConfigError)
    expect(() => loadConfig({})).toThrow(/FINAVERSE_MODE/)
    expect(() => loadKeeperConfig({})).toThrow(/FINAVERSE_MODE: required/)
    expect(() => loadConfig({ FINAVERSE_MODE: 'local', API_HOST: '0.0.0.0' })).toThrow(/API_HOST.*loopback/)
    expect(loadConfig({ FINAVERSE_MODE: 'local', API_HOST: '::1' }).host).toBe('::1')
    expect(loadConfig({ FINAVERSE_MODE: 'local', API_HOST: 'localhost' }).host).toBe('localhost')
  })

  it('the database pool size is configurable (DATABASE_POOL_MAX), for the api and the keeper alike', () => {
    expect(loadConfig({ FINAVERSE_MODE: 'local' }).databasePoolMax).toBe(10)
    expect(loadConfig({ FINAVERSE_MODE: 'local', DATABASE_POOL_MAX: '4' }).databasePoolMax).toBe(4)
    expect(loadKeeperConfig({ FINAVERSE_MODE: 'local', DATABASE_POOL_MAX: '3' }).databasePoolMax).toBe(3)
    expect(() => loadConfig({ FINAVERSE_MODE: 'local', DATABASE_POOL_MAX: '0' })).toThrow(/DATABASE_POOL_MAX/)
  })
})
