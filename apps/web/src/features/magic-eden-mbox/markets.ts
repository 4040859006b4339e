// The market a mystery-box collection is listed on, per chain. Only production BSC has one: the configured market
// URL (`MARKET_URL`, the menu's "Market" entry), where `{address}` becomes the collection's address. Test networks
// and the devnets have none, so the link is hidden there.
import { config } from '../../config'

const MARKETS: Readonly<Partial<Record<number, string | null>>> = {
  56: config.links.market,
}

/** The market page of the collection on a chain, or null when that chain has no market configured. */
export function marketUrl(chainId: number, collection: string): string | null {
  const template = MARKETS[chainId]
  return template ? template.replace('{address}', collection) : null
}
