import { describe, expect, it } from 'vitest'
import {
  isLocale,
  isLocaleParam,
  LOCALE_COOKIE_MAX_AGE_S,
  localeFromPath,
  localeOfParam,
  localizePath,
  savedLanguage,
  saveLanguage,
  stripLocale,
  switchLocaleHref,
} from './locale'

describe('locale paths', () => {
  it('reads the locale from the path', () => {
    expect(localeFromPath('/')).toBe('en')
    expect(localeFromPath('/news')).toBe('en')
    expect(localeFromPath('/zh')).toBe('zh')
    expect(localeFromPath('/zh/news')).toBe('zh')
    expect(localeFromPath('/zhx')).toBe('en')
  })

  it('strips and adds the prefix', () => {
    expect(stripLocale('/zh')).toBe('/')
    expect(stripLocale('/zh/worldcup-cheer')).toBe('/worldcup-cheer')
    expect(stripLocale('/heroes')).toBe('/heroes')
    expect(localizePath('/', 'zh')).toBe('/zh')
    expect(localizePath('/news', 'zh')).toBe('/zh/news')
    expect(localizePath('/zh/news', 'en')).toBe('/news')
    expect(localizePath('/zh', 'en')).toBe('/')
  })

  it('switches language on the same page, keeping query and hash', () => {
    expect(switchLocaleHref({ pathname: '/news', search: '?id=3', hash: 'top' }, 'zh')).toBe(
      '/zh/news?id=3#top',
    )
    expect(switchLocaleHref({ pathname: '/zh/heroes', search: '?rarity=S' }, 'en')).toBe('/heroes?rarity=S')
    expect(switchLocaleHref({ pathname: '/zh' }, 'en')).toBe('/')
  })
})

describe('saved language', () => {
  it('saves to local storage key `language` and a 365-day cookie', () => {
    saveLanguage('zh')
    expect(localStorage.getItem('language')).toBe('zh')
    expect(savedLanguage()).toBe('zh')
    expect(document.cookie).toContain('locale=zh')
    expect(LOCALE_COOKIE_MAX_AGE_S).toBe(365 * 24 * 3600)
  })

  it('writes the cookie with Max-Age, path and SameSite', () => {
    const doc = { cookie: '' } as Document
    saveLanguage('en', doc)
    expect(doc.cookie).toBe('locale=en; Max-Age=31536000; Path=/; SameSite=Lax')
  })

  it('ignores an unknown saved language', () => {
    localStorage.setItem('language', 'fr')
    expect(savedLanguage()).toBeNull()
    expect(isLocale('fr')).toBe(false)
  })
})

describe('the {-$locale} route segment', () => {
  it('is a page of the site only when absent (English) or zh', () => {
    expect(isLocaleParam(undefined)).toBe(true)
    expect(isLocaleParam('zh')).toBe(true)
    for (const other of ['en', 'xx', 'ZH', '']) expect(isLocaleParam(other), other).toBe(false)
    expect(localeOfParam(undefined)).toBe('en')
    expect(localeOfParam('zh')).toBe('zh')
  })
})
