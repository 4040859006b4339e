import { i18n } from '@lingui/core'
import { I18nProvider } from '@lingui/react'
import { cleanup, fireEvent, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { activateLocale, PAGES_CATALOG } from '../i18n/i18n'
import { Pager, pageCount } from './Pager'

const renderPager = (page: number, pages: number, onPage = vi.fn()) => {
  render(
    <I18nProvider i18n={i18n}>
      <Pager label="History pages" page={page} pages={pages} onPage={onPage} />
    </I18nProvider>,
  )
  return onPage
}

describe('Pager', () => {
  afterEach(async () => {
    cleanup()
    await activateLocale('en')
  })

  it('shows nothing for one page', async () => {
    await activateLocale('en')
    renderPager(1, 1)
    expect(screen.queryByRole('navigation')).toBeNull()
  })

  it('moves a page back or forward, the buttons disabled at the ends', async () => {
    await activateLocale('en')
    const onPage = renderPager(1, 3)
    const nav = screen.getByRole('navigation', { name: 'History pages' })
    expect(nav.textContent).toContain('Page 1 of 3')
    expect((screen.getByRole('button', { name: 'Previous page' }) as HTMLButtonElement).disabled).toBe(true)
    fireEvent.click(screen.getByRole('button', { name: 'Next page' }))
    expect(onPage).toHaveBeenCalledWith(2)
    cleanup()
    const back = renderPager(3, 3)
    expect((screen.getByRole('button', { name: 'Next page' }) as HTMLButtonElement).disabled).toBe(true)
    fireEvent.click(screen.getByRole('button', { name: 'Previous page' }))
    expect(back).toHaveBeenCalledWith(2)
  })

  it('speaks Chinese', async () => {
    await activateLocale('zh', [PAGES_CATALOG])
    renderPager(2, 5)
    expect(screen.getByRole('navigation').textContent).toMatch(/[\u4e00-\u9fff]/)
    expect(screen.getByRole('navigation').textContent).toContain('5')
  })

  it('counts the pages', () => {
    expect(pageCount(0, 10)).toBe(1)
    expect(pageCount(10, 10)).toBe(1)
    expect(pageCount(11, 10)).toBe(2)
  })
})
