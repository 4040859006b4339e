import { describe, expect, it } from 'vitest'
import { historyRange } from './TransactionsPanel'

const NOW = new Date('2026-11-23T12:00:00Z')
const none = { start: '', end: '' }

describe('historyRange', () => {
  it('turns the presets into the last 7, 30 and 90 days up to today', () => {
    expect(historyRange(7, none, NOW)).toEqual({
      ok: true,
      range: { start: '2026-11-16', end: '2026-11-23' },
    })
    expect(historyRange(30, none, NOW)).toEqual({
      ok: true,
      range: { start: '2026-10-24', end: '2026-11-23' },
    })
    expect(historyRange(90, none, NOW)).toEqual({
      ok: true,
      range: { start: '2026-08-25', end: '2026-11-23' },
    })
  })

  it("checks a custom range with the domain's rules", () => {
    expect(historyRange('custom', none, NOW)).toEqual({ ok: false, code: 'INVALID_DATE' })
    expect(historyRange('custom', { start: '2026-11-20', end: '2026-11-19' }, NOW)).toEqual({
      ok: false,
      code: 'START_AFTER_END',
    })
    expect(historyRange('custom', { start: '2026-05-01', end: '2026-11-19' }, NOW)).toEqual({
      ok: false,
      code: 'OUT_OF_RANGE',
    })
    expect(historyRange('custom', { start: '2026-11-01', end: '2026-11-19' }, NOW)).toEqual({
      ok: true,
      range: { start: '2026-11-01', end: '2026-11-19' },
    })
  })
})
