// The keeper's own HTTP server (/metrics, /healthz): beyond loopback /metrics needs a bearer token.
import { describe, expect, it } from 'vitest'
import { KeeperMetrics, startMetricsServer } from '../../src/keeper/metrics.js'

describe("the keeper's metrics server", () => {
  it('the keeper /metrics needs a token beyond loopback', async () => {
    const metrics = new KeeperMetrics()
    await expect(
      startMetricsServer(metrics, {
        host: '0.0.0.0',
        port: 0,
        health: () => ({ status: 'active' }),
        token: '',
      }),
    ).rejects.toThrow(/KEEPER_METRICS_TOKEN/)
    await expect(
      startMetricsServer(metrics, {
        host: '127.0.0.1',
        port: 0,
        health: () => ({ status: 'active' }),
        token: 'short',
      }),
    ).rejects.toThrow(/16/)
    const token = 'metrics-token-0123456789'
    const server = await startMetricsServer(metrics, {
      host: '0.0.0.0',
      port: 0,
      health: () => ({ status: 'active' }),
      token,
    })
    try {
      const url = server.url.replace('0.0.0.0', '127.0.0.1')
      expect((await fetch(`${url}/metrics`)).status).toBe(401)
      expect((await fetch(`${url}/metrics`, { headers: { authorization: 'Bearer wrong' } })).status).toBe(401)
      const ok = await fetch(`${url}/metrics`, { headers: { authorization: `Bearer ${token}` } })
      expect(ok.status).toBe(200)
      expect(await ok.text()).toContain('keeper_active')
      expect((await fetch(`${url}/healthz`)).status).toBe(200)
    } finally {
      await server.close()
    }
  })
})
