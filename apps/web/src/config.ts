// Run-time configuration, fixed at build time by vite.config.ts from environment variables (README table).
import type { ChainMode } from '@finaverse/domain'
import type { Locale } from './i18n/locale'

/** The domain's chain mode under the name the wallet code uses (`src/wallet/`); new code imports `ChainMode`. */
export type NetworkMode = ChainMode

/** External targets of menu entries; `null` when not configured (the entry then points to a route of ours). */
export type ExternalLinks = {
  whitepaper: string | null
  docs: string | null
  market: string | null
  swap: string | null
  miningGame: string | null
  events: string | null
  community: string | null
}

export type AppConfig = {
  /** Which chains the site uses by default: local devnet, test networks or production networks. */
  network: ChainMode
  /** Base of the REST API. Same origin (`/api`, proxied by Vite in local mode) unless configured. */
  apiBase: string
  /**
   * The RPC endpoints the site reads through, per chain id, in the order they are tried (`VITE_RPC_URLS_<chainId>`);
   * a chain not listed uses its public endpoints (src/wallet/rpc.ts).
   */
  rpcUrls: Record<number, string[]>
  /** RPC URL per local chain id, as a wallet must see it (for wallet_addEthereumChain). */
  localRpcUrls: Record<number, string>
  walletConnectProjectId: string | null
  socialLoginClientId: string | null
  /** The WalletConnect relay (`ws(s)://`) the site pairs through; `null`: WalletConnect's own. */
  walletConnectRelayUrl: string | null
  links: ExternalLinks
  /** Release date of guild wars, shown in the banner: the ISO date and its text in each language (the build's). */
  guildWarsDate: { iso: string; text: Record<Locale, string> }
}

declare const __FINAVERSE_CONFIG__: AppConfig

export const config: AppConfig = __FINAVERSE_CONFIG__

/** Product short name, used in every page title. */
export const SHORT_NAME = 'Finaverse'
