import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { endpointAreas } from './client.js'
import { accountEndpoints } from './endpoints/account.js'
import { arenaEndpoints } from './endpoints/arena.js'
import { contentEndpoints } from './endpoints/content.js'
import { eventsEndpoints } from './endpoints/events.js'
import { gameEndpoints } from './endpoints/game.js'
import { marketEndpoints } from './endpoints/market.js'
import { endpoints } from './endpoints.js'

const tables: Record<string, Record<string, unknown>> = {
  account: accountEndpoints,
  game: gameEndpoints,
  content: contentEndpoints,
  market: marketEndpoints,
  arena: arenaEndpoints,
  events: eventsEndpoints,
}

describe('the areas of the REST contract', () => {
  it('hold every endpoint once, and the client knows the area of each', () => {
    const names = Object.values(tables).flatMap((table) => Object.keys(table))
    expect(new Set(names).size).toBe(names.length)
    expect(names.sort()).toEqual(Object.keys(endpoints).sort())
    expect(Object.keys(endpointAreas).sort()).toEqual(Object.keys(endpoints).sort())
    for (const [name, area] of Object.entries(endpointAreas)) {
      expect(tables[area]?.[name], `${name} in ${area}`).toBe(endpoints[name as keyof typeof endpoints])
    }
  })

  it('are not imported by the client until it calls them (no schema is built when the client loads)', () => {
    const source = readFileSync(new URL('./client.ts', import.meta.url), 'utf8')
    const staticImports = [...source.matchAll(/^import (?!type ).*from '(.+)'$/gm)].map((match) => match[1])
    expect(staticImports).toEqual(['./codes.js', './envelope.js'])
  })
})
