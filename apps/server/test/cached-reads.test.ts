// Cached reads remember the validation of inputs they accepted (src/http.ts): a remembered input never answers
// another one, and a refused input is refused again.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { seedDemoData } from '../src/seed.js'
import { createTestApp, FORM, type TestApp } from './helpers.js'

let t: TestApp
beforeAll(async () => {
  t = await createTestApp()
  await seedDemoData(t.database.db)
})
afterAll(() => t.close())

const list = (payload: string) =>
  t.app.inject({ method: 'POST', url: '/content/news/getList', headers: FORM, payload })

describe('cached reads: remembered validation', () => {
  it('answers each input with its own validation, again and again', async () => {
    for (let round = 0; round < 3; round++) {
      const en = (await list('lang=en&pageSize=2')).json()
      expect(en.data.items).toHaveLength(2)
      expect(en.data.items.every((i: { lang: string }) => i.lang === 'en')).toBe(true)
      const zh = (await list('lang=zh&pageSize=1')).json()
      expect(zh.data.items).toHaveLength(1)
      expect(zh.data.items[0].lang).toBe('zh')
      const refused = await list('lang=fr&pageSize=2')
      expect(refused.statusCode).toBe(400)
    }
  })

  it('keeps inputs apart whatever characters their fields hold', async () => {
    // With a plain separator these two forms could give one key: `lang` holding the separators and a second field.
    expect((await list('lang=en&pageSize=2')).statusCode).toBe(200)
    const tricky = await list(`lang=${encodeURIComponent('en\u0001pageSize\u00002')}`)
    expect(tricky.statusCode).toBe(400)
    const twoFields = await list(`lang=en&${encodeURIComponent('x\u0000')}=2`)
    expect(twoFields.statusCode).toBe(200)
    expect(twoFields.json().data.items.length).toBeGreaterThan(0)
  })
})
