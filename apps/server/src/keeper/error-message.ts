// The text of an error as the keeper logs and records it: viem's short message where there is one. Shared by the
// engine and the modules (src/operator/) that report their own failures.

/** viem's `shortMessage`, else the error's `message`, else the value as a string. */
export function message(error: unknown): string {
  const e = error as { shortMessage?: string; message?: string }
  return e.shortMessage ?? e.message ?? String(error)
}
