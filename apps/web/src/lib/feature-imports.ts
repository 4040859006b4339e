// The rule between feature folders (src/features/<feature>/): a feature imports shared code, the SDK and the
// domain, never another feature, except the shared feature folders every screen uses (the write flow, the error
// texts, the card pickers, the game-account session and its proof of work); a family of screens named
// `<family>`, `<family>-<screen>` (worldcup, worldcup-cheer, worldcup-profile) shares `<family>/common/`.
// Checked over the import graph by src/features/boundaries.test.ts.
import path from 'node:path'

/** Feature folders any feature may import. */
export const SHARED_FEATURES: readonly string[] = ['tx', 'errors', 'cards', 'account']

/** The folder a family of screens shares: `src/features/<family>/common/`. */
export const FAMILY_SHARED = 'common'

/** Whether `own` may import `target/<rest>`: `target` is the family `own` belongs to and the path is its common folder. */
function isFamilyShared(own: string, target: string, rest: readonly string[]): boolean {
  return own.startsWith(`${target}-`) && rest.length > 1 && rest[0] === FAMILY_SHARED
}

/** The module specifiers of a source file: static imports and exports, and dynamic `import()`. */
export function importSpecifiers(source: string): string[] {
  const found = [
    ...source.matchAll(/\b(?:import|export)\s[^'"]*?\sfrom\s*['"]([^'"]+)['"]/g),
    ...source.matchAll(/\bimport\s*['"]([^'"]+)['"]/g),
    ...source.matchAll(/\bimport\(\s*['"]([^'"]+)['"]\s*\)/g),
  ]
  return found.map((m) => m[1] as string)
}

/** The feature folder a path under `featuresDir` belongs to, if any. */
export function featureOf(file: string, featuresDir: string): string | undefined {
  const relative = path.relative(featuresDir, file)
  if (relative.startsWith('..') || path.isAbsolute(relative)) return undefined
  const [first, ...rest] = relative.split(path.sep)
  return rest.length > 0 ? first : undefined
}

/** The imports of one file that break the rule: each as `<specifier> (feature <name>)`. */
export function forbiddenImports(file: string, source: string, featuresDir: string): string[] {
  const own = featureOf(file, featuresDir)
  if (own === undefined) return []
  return importSpecifiers(source).flatMap((specifier) => {
    if (!specifier.startsWith('.')) return []
    const resolved = path.resolve(path.dirname(file), specifier)
    const target = featureOf(resolved, featuresDir)
    if (target === undefined || target === own || SHARED_FEATURES.includes(target)) return []
    const rest = path.relative(path.join(featuresDir, target), resolved).split(path.sep)
    if (isFamilyShared(own, target, rest)) return []
    return [`${specifier} (feature ${target})`]
  })
}
