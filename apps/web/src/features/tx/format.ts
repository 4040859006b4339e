// The formatting of amounts lives in src/ui/format.ts; this path stays for the card bridge's imports
// (src/features/nft-bridge/) until they name the shared one.
// biome-ignore lint/performance/noBarrelFile: a forwarding path for the card bridge's imports, removed with them
export { formatDecimal, formatUnits } from '../../ui/format'
