import { createMemoryHistory } from '@tanstack/react-router'
import { describe, expect, it } from 'vitest'
import { createQueryClient } from './app'
import { i18n } from './i18n/i18n'
import { pageOfMatches } from './pages'
import { createAppRouter } from './router'

/** The router resolved at `path` (a page without server data, so no request is made). */
async function routerAt(path: string) {
  const router = createAppRouter(createQueryClient(), createMemoryHistory({ initialEntries: [path] }))
  await router.load()
  return router
}

const titleAt = async (path: string) => {
  const page = pageOfMatches((await routerAt(path)).state.matches)
  return page ? i18n._(page.title) : undefined
}

describe('one route tree for both languages', () => {
  it('serves a page in English without a segment and in Chinese under zh', async () => {
    // The root route activates the URL's language, so the title comes out in it.
    expect(await titleAt('/vision')).toBe('Vision')
    expect(await titleAt('/zh/vision')).toBe('愿景')
    expect(await titleAt('/')).toBe('Home')
    expect(await titleAt('/zh')).toMatch(/^[\u4e00-\u9fff]+$/)
    const zh = await routerAt('/zh/vision')
    expect(zh.state.matches.at(-1)?.params).toEqual({ locale: 'zh' })
  })

  it('gives any other first segment, and unknown pages, no page (the 404)', async () => {
    for (const path of ['/en/vision', '/xx', '/zh/zh', '/no-such-page', '/zh/no-such-page']) {
      expect(await titleAt(path), path).toBeUndefined()
    }
  })

  it('builds links in the current language, never with an invalid segment', async () => {
    const href = async (from: string) =>
      (await routerAt(from)).buildLocation({ to: '/{-$locale}/news', search: { id: 3 } }).href
    expect(await href('/vision')).toBe('/news?id=3')
    expect(await href('/zh/vision')).toBe('/zh/news?id=3')
    expect(await href('/zh/no-such-page')).toBe('/zh/news?id=3')
    expect(await href('/no-such-page')).toBe('/news?id=3')
    expect(await href('/en/vision')).toBe('/news?id=3')
  })
})
