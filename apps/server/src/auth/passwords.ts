import { hash, verify } from '@node-rs/argon2'

/** OWASP's argon2id parameters (19 MiB, 2 iterations, 1 lane). */
// `algorithm: 2` is Argon2id (the package's const enum cannot be imported under verbatimModuleSyntax).
const options = { algorithm: 2, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const

/** Hashes a password with argon2id; the PHC string carries salt and parameters. */
export function hashPassword(password: string): Promise<string> {
  return hash(password, options)
}

/** Checks a password against its argon2id hash; a malformed hash counts as a mismatch. */
export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password)
  } catch {
    return false
  }
}
