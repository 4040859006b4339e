import type { Artifacts } from 'hardhat/types'

/** EIP-170: the most bytes of runtime code a contract may have. */
export const CODE_SIZE_LIMIT = 24_576
/** Headroom HeroCard must keep below the limit (room for later features without another split). */
export const HEADROOM_GOALS: Record<string, number> = { HeroCard: 2048 }

export type ContractSize = { name: string; bytes: number; headroom: number }

/** Runtime code size of every product contract (`contracts/` without mocks/ and test/), largest first. */
export async function contractSizes(artifacts: Artifacts): Promise<ContractSize[]> {
  const sizes: ContractSize[] = []
  for (const fqn of await artifacts.getAllFullyQualifiedNames()) {
    if (!fqn.startsWith('contracts/') || /^contracts\/(mocks|test)\//.test(fqn)) continue
    const artifact = await artifacts.readArtifact(fqn)
    const bytes = (artifact.deployedBytecode.length - 2) / 2
    if (bytes > 0) sizes.push({ name: artifact.contractName, bytes, headroom: CODE_SIZE_LIMIT - bytes })
  }
  return sizes.sort((a, b) => b.bytes - a.bytes)
}

/** The size rules broken: any contract above the limit, or one with less headroom than its goal. */
export function sizeFailures(sizes: ContractSize[]): string[] {
  const failures: string[] = []
  for (const { name, bytes, headroom } of sizes) {
    if (bytes > CODE_SIZE_LIMIT) failures.push(`${name}: ${bytes} bytes > ${CODE_SIZE_LIMIT}`)
    const goal = HEADROOM_GOALS[name]
    if (goal !== undefined && headroom < goal) failures.push(`${name}: headroom ${headroom} bytes < ${goal}`)
  }
  for (const name of Object.keys(HEADROOM_GOALS))
    if (!sizes.some((s) => s.name === name)) failures.push(`${name}: no artifact`)
  return failures
}

/** The table printed by `hardhat run scripts/bench/contract-sizes.ts` (part of `pnpm test`). */
export function formatSizes(sizes: ContractSize[]): string {
  const width = Math.max(...sizes.map((s) => s.name.length))
  const rows = sizes.map(
    (s) =>
      `${s.name.padEnd(width)}  ${String(s.bytes).padStart(6)}  ${String(s.headroom).padStart(6)}${HEADROOM_GOALS[s.name] ? `  (goal >= ${HEADROOM_GOALS[s.name]})` : ''}`,
  )
  return [`${'contract'.padEnd(width)}  ${'bytes'.padStart(6)}  ${'room'.padStart(6)}`, ...rows].join('\n')
}

async function main() {
  const hre = await import('hardhat')
  await hre.run('compile', { quiet: true })
  const sizes = await contractSizes(hre.artifacts)
  console.log(formatSizes(sizes))
  const failures = sizeFailures(sizes)
  if (failures.length > 0) {
    console.error(`\nContract size check failed:\n  ${failures.join('\n  ')}`)
    process.exitCode = 1
  }
}

if (require.main === module) {
  main().catch((error) => {
    console.error(error)
    process.exitCode = 1
  })
}
