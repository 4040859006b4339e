// Lingui: English is the source language; Chinese must be complete (a unit test checks every message).
// The Vite plugin compiles the .po catalogs on the fly, so no compiled catalog is committed.
const config = {
  sourceLocale: 'en',
  locales: ['en', 'zh'],
  fallbackLocales: { default: 'en' },
  catalogs: [{ path: '<rootDir>/src/locales/{locale}/messages', include: ['<rootDir>/src'] }],
  orderBy: 'messageId' as const,
}

export default config
