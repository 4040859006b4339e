/** `0x7099…79C8`: an address shortened for display. */
export function shortAddress(address: string): string {
  return `${address.slice(0, 6)}…${address.slice(-4)}`
}
