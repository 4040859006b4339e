import { describe, expect, it } from 'vitest'
import { oneOf, positiveInt, searchParams } from './search-params'

describe('search validators', () => {
  it('take positive integers, as numbers or numeric strings, and nothing else', () => {
    expect(positiveInt(12)).toBe(12)
    expect(positiveInt('12')).toBe(12)
    for (const bad of [0, -3, 1.5, '', ' ', 'x', '1e400', true, null, undefined, [1], Number.NaN])
      expect(positiveInt(bad), String(bad)).toBeUndefined()
  })

  it('take one of the listed strings only', () => {
    const tab = oneOf(['farm', 'heroes'])
    expect(tab('heroes')).toBe('heroes')
    expect(tab('Heroes')).toBeUndefined()
    expect(tab(1)).toBeUndefined()
  })

  it('keep the valid fields and drop invalid and unknown ones', () => {
    const search = searchParams({ id: positiveInt, tab: oneOf(['farm', 'heroes']) })
    expect(search.parse({ id: '7', tab: 'farm' })).toEqual({ id: 7, tab: 'farm' })
    const parsed = search.parse({ id: 'x', tab: 'heroes', other: 1 } as never)
    expect(parsed).toEqual({ tab: 'heroes' })
    expect(Object.keys(parsed)).toEqual(['tab'])
    expect(search.parse({})).toEqual({})
  })
})
