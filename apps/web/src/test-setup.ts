import { afterEach } from 'vitest'

// Node 25 and later have a `localStorage` of their own on the global object (Web Storage, with no methods unless
// `--localstorage-file` is given), so vitest's jsdom environment leaves it in place of jsdom's. Put jsdom's storages
// back (vitest exposes the JSDOM instance as `jsdom`); on Node 20 to 24 they are jsdom's already.
const dom = (globalThis as { jsdom?: { window: Window } }).jsdom
for (const name of ['localStorage', 'sessionStorage'] as const) {
  if (dom && typeof globalThis[name]?.getItem !== 'function')
    Object.defineProperty(globalThis, name, { value: dom.window[name], configurable: true, writable: true })
}

afterEach(() => {
  window.localStorage.clear()
  window.sessionStorage.clear()
})
