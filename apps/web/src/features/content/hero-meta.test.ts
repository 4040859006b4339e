import { describe, expect, it } from 'vitest'
import { filterHeroes, heroMeta } from './hero-meta'

const item = (summary: string, body = '') => ({ summary, body })

describe('hero rarity and faction', () => {
  it("reads the server's English and Chinese summaries", () => {
    expect(heroMeta(item("Prometheus' Fire, rarity SS: brings fire to the team."))).toEqual({
      rarity: 'SS',
      faction: "Prometheus' Fire",
    })
    expect(heroMeta(item('普罗米修斯之火阵营，SS 稀有度：为队伍带来火焰。'))).toEqual({
      rarity: 'SS',
      faction: "Prometheus' Fire",
    })
    expect(heroMeta(item('衔尾蛇阵营，S 稀有度：轮回之蛇。'))).toEqual({ rarity: 'S', faction: 'Ouroboros' })
    expect(heroMeta(item('Ouroboros, rarity S: the serpent that returns.'))).toEqual({
      rarity: 'S',
      faction: 'Ouroboros',
    })
  })

  it('tells close rarities apart', () => {
    expect(heroMeta(item('rarity SSS+')).rarity).toBe('SSS+')
    expect(heroMeta(item("Thoth's Book · SS+")).rarity).toBe('SS+')
    expect(heroMeta(item('nothing here')).rarity).toBeNull()
  })

  it('prefers a JSON body', () => {
    expect(heroMeta(item('rarity B', '{"rarity":"X","faction":"Athena\'s Aegis"}'))).toEqual({
      rarity: 'X',
      faction: "Athena's Aegis",
    })
  })

  it('filters by rarity and faction', () => {
    const items = [
      item("Prometheus' Fire, rarity SS: a."),
      item('Ouroboros, rarity S: b.'),
      item('衔尾蛇阵营，SS 稀有度：c。'),
    ]
    expect(filterHeroes(items, { faction: 'Ouroboros' })).toHaveLength(2)
    expect(filterHeroes(items, { rarity: 'SS' })).toHaveLength(2)
    expect(filterHeroes(items, { rarity: 'SS', faction: 'Ouroboros' })).toEqual([items[2]])
    expect(filterHeroes(items, {})).toHaveLength(3)
  })
})
