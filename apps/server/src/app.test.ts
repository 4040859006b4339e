import { afterAll, describe, expect, it } from 'vitest'
import { buildApp } from './app.js'

describe('api', () => {
  const app = buildApp()
  afterAll(() => app.close())

  it('GET /healthz answers ok', async () => {
    const response = await app.inject({ method: 'GET', url: '/healthz' })
    expect(response.statusCode).toBe(200)
    expect(response.json()).toEqual({ status: 'ok' })
  })
})
