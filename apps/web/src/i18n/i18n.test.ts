// vitest: isolated (the catalog-loading tests start from the module's fresh state: no catalog loaded yet)
import { createHash } from 'node:crypto'
import type { Messages } from '@lingui/core'
import { describe, expect, it } from 'vitest'
import { SCREEN_FEATURES } from '../../lingui.config'
import {
  activateLocale,
  activatePage,
  catalogsOfPath,
  i18n,
  needCatalog,
  PAGES_CATALOG,
  SCREENS,
  screenOfPath,
} from './i18n'
import { SCREEN_CATALOGS } from './screen-catalogs'

/** Lingui's id of a message without context (its macro's `generateMessageId`). */
const idOf = (message: string) => createHash('sha256').update(`${message}\u001F`).digest('base64').slice(0, 6)

// Texts written here as plain strings, not macros, so that this test adds nothing to the main catalog.
const MAIN_TEXT = 'This page could not be found'
const PAGES_TEXT = 'Please enter a valid amount'
const STAKING_TEXT = 'Emergency withdraw'
const PROFILE_TEXT = 'Team saved.'

/** The compiled message of a text in a language (the active one by default), if its catalog is loaded. */
const loaded = (text: string, locale = i18n.locale) =>
  (i18n as unknown as { _messages: Record<string, Messages | undefined> })._messages[locale]?.[idOf(text)]

// One module state for the whole file: the tests run in order, from a fresh start.
describe('catalog loading', () => {
  it('finds a screen catalog for each screen folder, in both languages', () => {
    expect(SCREENS).toEqual(SCREEN_FEATURES)
    expect(Object.keys(SCREEN_CATALOGS).sort()).toEqual([...SCREEN_FEATURES])
    for (const screen of SCREEN_FEATURES) {
      expect(SCREEN_CATALOGS[screen]?.en, screen).toBeTypeOf('function')
      expect(SCREEN_CATALOGS[screen]?.zh, screen).toBeTypeOf('function')
    }
  })

  it("maps a page's path to its screen: the first segment, lowercased, in either language", () => {
    expect(screenOfPath('/')).toBeUndefined()
    expect(screenOfPath('/zh')).toBeUndefined()
    expect(screenOfPath('/news')).toBeUndefined()
    expect(screenOfPath('/zh/vision')).toBeUndefined()
    expect(screenOfPath('/tx')).toBeUndefined()
    expect(screenOfPath('/staking')).toBe('staking')
    expect(screenOfPath('/zh/profile')).toBe('profile')
    expect(screenOfPath('/worldcup-cheer')).toBe('worldcup-cheer')
    expect(screenOfPath('/zh/magic-eden-Mbox')).toBe('magic-eden-mbox')
    expect(screenOfPath('/nft-bridge/')).toBe('nft-bridge')
  })

  it('needs no other catalog for `/`, the pages one for the other pages, and their screen’s', () => {
    expect(catalogsOfPath('/')).toEqual([])
    expect(catalogsOfPath('/zh')).toEqual([])
    expect(catalogsOfPath('/news')).toEqual([PAGES_CATALOG])
    expect(catalogsOfPath('/zh/no-such-page')).toEqual([PAGES_CATALOG])
    expect(catalogsOfPath('/zh/staking')).toEqual([PAGES_CATALOG, 'staking'])
  })

  it('loads only the main catalog for `/`', async () => {
    await activatePage('/')
    expect(i18n.locale).toBe('en')
    expect(loaded(MAIN_TEXT)).toBeDefined()
    expect(loaded(PAGES_TEXT)).toBeUndefined()
    expect(loaded(STAKING_TEXT)).toBeUndefined()
    expect(loaded(PROFILE_TEXT)).toBeUndefined()
  })

  it('loads the pages catalog on `/` when the wallet dialog or an error text needs it', async () => {
    await needCatalog(PAGES_CATALOG)
    expect(i18n.locale).toBe('en')
    expect(i18n._(idOf(PAGES_TEXT))).toBe(PAGES_TEXT)
    expect(loaded(STAKING_TEXT)).toBeUndefined()
  })

  it("loads a screen's catalog with its page, in the page's language", async () => {
    await activatePage('/staking')
    expect(i18n.locale).toBe('en')
    expect(loaded(STAKING_TEXT)).toEqual([STAKING_TEXT])
    expect(i18n._(idOf(STAKING_TEXT))).toBe(STAKING_TEXT)
    expect(loaded(PROFILE_TEXT)).toBeUndefined()
    expect(loaded(STAKING_TEXT, 'zh')).toBeUndefined()
  })

  it('loads the catalogs of the screens in use in the new language on a language switch', async () => {
    await activateLocale('zh')
    expect(i18n.locale).toBe('zh')
    expect(document.documentElement.lang).toBe('zh-CN')
    const text = i18n._(idOf(STAKING_TEXT))
    expect(text).toMatch(/[\u4e00-\u9fff]/)
    expect(i18n._(idOf(MAIN_TEXT))).toMatch(/[\u4e00-\u9fff]/)
    expect(i18n._(idOf(PAGES_TEXT))).toMatch(/[\u4e00-\u9fff]/)
    expect(loaded(PROFILE_TEXT)).toBeUndefined()
    await activatePage('/zh/profile')
    expect(i18n._(idOf(PROFILE_TEXT))).toMatch(/[\u4e00-\u9fff]/)
    await activatePage('/profile')
    expect(i18n.locale).toBe('en')
    expect(i18n._(idOf(PROFILE_TEXT))).toBe(PROFILE_TEXT)
    expect(i18n._(idOf(STAKING_TEXT))).toBe(STAKING_TEXT)
  })

  it('tells Lingui (which re-renders every text) only when a catalog is new', async () => {
    let changes = 0
    const off = i18n.on('change', () => {
      changes += 1
    })
    await activatePage('/profile')
    await activatePage('/staking')
    expect(changes).toBe(0)
    await activatePage('/worldcup')
    expect(changes).toBe(1)
    off()
  })
})
