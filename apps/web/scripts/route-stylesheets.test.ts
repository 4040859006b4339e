// The pre-render's choice of stylesheets and preloaded scripts per page (scripts/route-stylesheets.mjs): a screen's own CSS is in its HTML, so the
// first paint is laid out as the live page (no reflow when the route's code and its CSS arrive).
import { describe, expect, it } from 'vitest'
import { routeScripts, routeStylesheets } from './route-stylesheets.mjs'

const manifest = {
  'index.html': { file: 'assets/index.js', isEntry: true, css: ['assets/index.css'] },
  '_OpenBoxesPanel.js': {
    file: 'assets/OpenBoxesPanel.js',
    css: ['assets/OpenBoxesPanel.css'],
    imports: ['_shared.js'],
  },
  '_shared.js': { file: 'assets/shared.js', imports: ['index.html'] },
  '_MatchList.js': { file: 'assets/MatchList.js', css: ['assets/MatchList.css'] },
  'src/routes/{-$locale}/mint.tsx?tsr-split=component': {
    file: 'assets/mint.js',
    css: ['assets/mint.css'],
    imports: ['_OpenBoxesPanel.js', '_shared.js', 'index.html'],
    dynamicImports: ['_MatchList.js'],
  },
  'src/routes/{-$locale}/index.tsx?tsr-split=component': { file: 'assets/home.js', imports: ['index.html'] },
  'src/data/client.ts': {
    file: 'assets/client.js',
    imports: ['_errors.js', 'index.html'],
    dynamicImports: ['sdk/rest/endpoints/content.js', 'sdk/rest/endpoints/arena.js'],
  },
  '_errors.js': { file: 'assets/errors.js' },
  'sdk/rest/endpoints/content.js': {
    file: 'assets/content.js',
    imports: ['_define.js', 'src/data/client.ts'],
  },
  'sdk/rest/endpoints/arena.js': { file: 'assets/arena.js', imports: ['_define.js'] },
  '_define.js': { file: 'assets/define.js' },
}

describe('pre-render', () => {
  it("inlines a page's screen stylesheets and those of the chunks it imports, in both languages", () => {
    const mint = ['assets/mint.css', 'assets/OpenBoxesPanel.css']
    expect(routeStylesheets(manifest, '/mint')).toEqual(mint)
    expect(routeStylesheets(manifest, '/zh/mint')).toEqual(mint)
  })

  it("leaves out the entry's stylesheet (inlined in every page) and the chunks loaded later", () => {
    expect(routeStylesheets(manifest, '/')).toEqual([])
    expect(routeStylesheets(manifest, '/zh')).toEqual([])
    expect(routeStylesheets(manifest, '/mint')).not.toContain('assets/MatchList.css')
    expect(routeStylesheets(manifest, '/vision')).toEqual([])
  })

  it("preloads a page's route chunk with its static imports, never the entry or what the route loads later", () => {
    const mint = ['assets/mint.js', 'assets/OpenBoxesPanel.js', 'assets/shared.js']
    expect(routeScripts(manifest, '/mint', { reads: false })).toEqual(mint)
    expect(routeScripts(manifest, '/zh/mint', { reads: false })).toEqual(mint)
    expect(routeScripts(manifest, '/zh', { reads: false })).toEqual(['assets/home.js'])
    expect(routeScripts(manifest, '/mint', { reads: false })).not.toContain('assets/MatchList.js')
  })

  it("adds the REST client and the content lists' area for a page that reads the API, not the other areas", () => {
    expect(routeScripts(manifest, '/', { reads: true })).toEqual([
      'assets/home.js',
      'assets/client.js',
      'assets/errors.js',
      'assets/content.js',
      'assets/define.js',
    ])
    expect(routeScripts(manifest, '/vision', { reads: true })).not.toContain('assets/arena.js')
  })
})
