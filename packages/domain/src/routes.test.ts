import { describe, expect, it } from 'vitest'
import { localizedPath, SITE_ROUTES, ZH_PREFIX } from './routes.js'

describe('site routes (docs/product.md#routes)', () => {
  it('lists the 25 routes of the table once each, none with parameters', () => {
    expect(SITE_ROUTES).toHaveLength(25)
    expect(new Set(SITE_ROUTES).size).toBe(25)
    for (const route of SITE_ROUTES) expect(route).toMatch(/^\/[A-Za-z-]*$/)
    expect(SITE_ROUTES).toContain('/magic-eden-Mbox')
    expect(SITE_ROUTES).toContain('/worldcup-profile')
  })

  it('puts Chinese paths under /zh and keeps English ones as they are', () => {
    expect(ZH_PREFIX).toBe('/zh')
    expect(localizedPath('/news', 'en')).toBe('/news')
    expect(localizedPath('/news', 'zh')).toBe('/zh/news')
    expect(localizedPath('/', 'en')).toBe('/')
    expect(localizedPath('/', 'zh')).toBe('/zh')
  })
})
