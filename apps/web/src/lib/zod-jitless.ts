// Imported first by src/main.tsx, before any zod schema can parse. zod 4 compiles object parsers with
// `new Function` unless told not to, and first probes whether it may: under the site's content security policy (no
// 'unsafe-eval', scripts/security-policy.mjs) that probe is blocked and reported as a violation, although zod catches
// it. `jitless` skips the probe and the compiled parsers (zod's interpreted path parses the same). zod keeps its
// configuration on `globalThis.__zod_globalConfig`, the same object whenever its chunk loads.
const zod = globalThis as { __zod_globalConfig?: { jitless?: boolean } }
zod.__zod_globalConfig ??= {}
zod.__zod_globalConfig.jitless = true
