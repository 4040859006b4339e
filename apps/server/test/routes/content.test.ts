import { MESSAGES } from '@finaverse/domain'
import { count } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { content } from '../../src/db/schema.js'
import { seedDemoData } from '../../src/seed.js'
import { ADMIN, call, createTestApp, expectError, type TestApp } from '../helpers.js'

let t: TestApp
beforeAll(async () => {
  t = await createTestApp()
  await seedDemoData(t.database.db)
})
afterAll(() => t.close())

describe('content getList / getById', () => {
  it('lists news with the spec defaults: gameId 67, recommended first, then newest', async () => {
    const response = await call(t.app, undefined, 'POST', '/content/news/getList', {})
    expect(response.statusCode, response.body).toBe(200)
    const { items, total } = response.json().data
    expect(total).toBe(3)
    expect(items[0].isRecommend).toBe(1)
    const rest = items.slice(1).map((i: { createdate: string }) => i.createdate)
    expect([...rest].sort().reverse()).toEqual(rest)
    expect(items.every((i: { lang: string; gameId: number }) => i.lang === 'en' && i.gameId === 67)).toBe(
      true,
    )
  })

  it('serves Chinese content, other kinds, other sorts and pages', async () => {
    const zh = (await call(t.app, undefined, 'POST', '/content/heroes/getList', { lang: 'zh' })).json().data
    expect(zh.items[0].title).toBe('普罗米修斯')
    const byTitle = (
      await call(t.app, undefined, 'POST', '/content/updates/getList', { sort: 'title', order: 'asc' })
    ).json().data.items
    expect(byTitle.map((i: { title: string }) => i.title)).toEqual(
      [...byTitle.map((i: { title: string }) => i.title)].sort(),
    )
    const page2 = (
      await call(t.app, undefined, 'POST', '/content/news/getList', { page: 2, pageSize: 2 })
    ).json().data
    expect(page2.items).toHaveLength(1)
    expect(
      (await call(t.app, undefined, 'POST', '/content/fanart/getList', { gameId: 1 })).json().data.total,
    ).toBe(0)
  })

  it('accepts JSON bodies too', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/content/news/getList',
      payload: { pageSize: 1 },
    })
    expect(response.json().data.items).toHaveLength(1)
  })

  it('refuses sort fields outside the whitelist, bad orders and unknown kinds', async () => {
    for (const body of [
      { sort: 'password_hash' },
      { sort: 'createdate; drop table content' },
      { sort: 'is_recommend sideways' },
      { order: 'up' },
      { gameId: 'x' },
      { lang: 'fr' },
      { pageSize: 1000 },
    ]) {
      const response = await call(t.app, undefined, 'POST', '/content/news/getList', body)
      expect(response.statusCode, JSON.stringify(body)).toBe(400)
      expect(response.json().code).toBe('INVALID_REQUEST')
    }
    expect((await call(t.app, undefined, 'POST', '/content/blogs/getList', {})).statusCode).toBe(400)
  })

  it('gets one item by id; 404 for an unknown id, 400 for a bad one', async () => {
    const first = (await call(t.app, undefined, 'POST', '/content/news/getList', {})).json().data.items[0]
    const one = await call(t.app, undefined, 'GET', `/content/news/getById?id=${first.id}`)
    expect(one.json().data).toEqual(first)
    expect((await call(t.app, undefined, 'GET', `/content/heroes/getById?id=${first.id}`)).statusCode).toBe(
      404,
    )
    expect((await call(t.app, undefined, 'GET', '/content/news/getById?id=99999')).json()).toMatchObject({
      ret: 404,
      code: 'NOT_FOUND',
    })
    expect((await call(t.app, undefined, 'GET', '/content/news/getById?id=abc')).statusCode).toBe(400)
    expect((await call(t.app, undefined, 'GET', '/content/news/getById')).statusCode).toBe(400)
  })
})

describe('content admin', () => {
  it('creates, updates and deletes with the admin token', async () => {
    const created = await call(
      t.app,
      undefined,
      'POST',
      '/admin/content/news',
      { lang: 'en', title: 'Fresh', isRecommend: 5 },
      ADMIN,
    )
    expect(created.statusCode, created.body).toBe(200)
    const id = created.json().data.id
    const top = (await call(t.app, undefined, 'POST', '/content/news/getList', {})).json().data.items[0]
    expect(top.id).toBe(id)
    const updated = await call(
      t.app,
      undefined,
      'POST',
      `/admin/content/news/${id}`,
      { lang: 'en', title: 'Edited' },
      ADMIN,
    )
    expect(updated.json().data.title).toBe('Edited')
    expect(
      (await t.app.inject({ method: 'DELETE', url: `/admin/content/news/${id}`, headers: ADMIN })).statusCode,
    ).toBe(200)
    expect((await call(t.app, undefined, 'GET', `/content/news/getById?id=${id}`)).statusCode).toBe(404)
    expect(
      (await t.app.inject({ method: 'DELETE', url: `/admin/content/news/${id}`, headers: ADMIN })).statusCode,
    ).toBe(404)
  })

  it('refuses without a token, with a wrong token, and bad input, changing nothing', async () => {
    const [before] = await t.database.db.select({ n: count() }).from(content)
    const none = await call(t.app, undefined, 'POST', '/admin/content/news', { lang: 'en', title: 'x' })
    expect(none.json()).toMatchObject({ ret: 401, code: 'UNAUTHORIZED' })
    const wrong = await call(
      t.app,
      undefined,
      'POST',
      '/admin/content/news',
      { lang: 'en', title: 'x' },
      { authorization: 'Bearer nope' },
    )
    expect(wrong.json()).toMatchObject({ ret: 403, code: 'FORBIDDEN' })
    const bad = await call(t.app, undefined, 'POST', '/admin/content/news', { lang: 'en', title: '' }, ADMIN)
    expect(bad.statusCode).toBe(400)
    const [after] = await t.database.db.select({ n: count() }).from(content)
    expect(after?.n).toBe(before?.n)
  })
})

describe('blog feed', () => {
  it('serves the bundled sample feed as JSON in local mode', async () => {
    const feed = (await call(t.app, undefined, 'GET', '/blog')).json().data
    expect(feed.title).toMatch(/Finaverse/)
    expect(feed.items[0]).toMatchObject({
      title: 'Guild Wars: the release date is set',
      author: 'Finaverse Team',
      thumbnail: 'https://blog.finaverse.local/img/guild-wars.png',
    })
    expect(feed.items[0].summary).not.toMatch(/</)
  })

  it('answers 503 NETWORK_ERROR when the configured feed cannot be read', async () => {
    const broken = await createTestApp({
      database: t.database,
      config: { ...t.config, blogRssUrl: 'http://127.0.0.1:9/feed.xml' },
    })
    const response = await call(broken.app, undefined, 'GET', '/blog')
    expect(response.statusCode).toBe(503)
    expect(response.json()).toMatchObject({ code: 'NETWORK_ERROR', msg: MESSAGES.NETWORK_ERROR })
    await broken.app.close()
  })
})

describe('admin image URLs', () => {
  it('admin content takes https: image URLs only', async () => {
    for (const imageUrl of [
      'javascript:alert(1)',
      'data:image/png;base64,AAAA',
      'http://example.com/a.png',
      'JAVASCRIPT:alert(1)',
    ])
      expectError(
        await call(
          t.app,
          undefined,
          'POST',
          '/admin/content/news',
          { lang: 'en', title: 'x', imageUrl },
          ADMIN,
        ),
        400,
        'INVALID_REQUEST',
      )
    const created = await call(
      t.app,
      undefined,
      'POST',
      '/admin/content/news',
      { lang: 'en', title: 'x', imageUrl: 'https://cdn.example/a.png' },
      ADMIN,
    )
    expect(created.statusCode, created.body).toBe(200)
  })
})
