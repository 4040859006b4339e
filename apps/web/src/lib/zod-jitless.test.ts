// vitest: isolated (zod decides once, at its first object parse, whether it may compile parsers)
import './zod-jitless'
import { expect, it } from 'vitest'
import { z } from 'zod'
import { util } from 'zod/v4/core'

it('zod parses without compiling parsers, so it never probes `new Function` under the content security policy', () => {
  expect(z.object({ a: z.string() }).parse({ a: 'x' })).toEqual({ a: 'x' })
  expect(() => z.object({ a: z.string() }).parse({ a: 1 })).toThrow()
  expect(util.allowsEval.value).toBe(false)
})
