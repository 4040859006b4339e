import { describe, expect, it, vi } from 'vitest'
import { loadPage, settled } from './route-data'

describe('route data', () => {
  it('waits for every load to settle and never rejects', async () => {
    const order: string[] = []
    const slow = new Promise<void>((resolve) =>
      setTimeout(() => {
        order.push('slow')
        resolve()
      }, 20),
    )
    await expect(settled(Promise.reject(new Error('down')), slow)).resolves.toBeUndefined()
    expect(order).toEqual(['slow'])
  })

  it("starts a page's reads and waits for them in the browser", async () => {
    const read = vi.fn(() => new Promise((resolve) => setTimeout(resolve, 10)))
    const failing = vi.fn(() => Promise.reject(new Error('API down')))
    await expect(loadPage({ prerendered: false }, read, failing)).resolves.toBeUndefined()
    expect(read).toHaveBeenCalledOnce()
    expect(failing).toHaveBeenCalledOnce()
    await expect(loadPage({}, read)).resolves.toBeUndefined()
    expect(read).toHaveBeenCalledTimes(2)
  })

  it('reads nothing while the page is drawn as its pre-rendered HTML has it', async () => {
    const read = vi.fn(() => Promise.resolve('data'))
    await expect(loadPage({ prerendered: true }, read)).resolves.toBeUndefined()
    expect(read).not.toHaveBeenCalled()
  })
})
