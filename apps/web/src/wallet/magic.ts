// magic-sdk, loaded only through a dynamic import of this module (src/wallet/social-wallet.ts), so its lazy chunk
// has a stable name (\`magic-<hash>.js\`) that the browser tests watch: it must not load before the social-login
// wallet is chosen.
import { Magic } from 'magic-sdk'

/** The locales of Magic's form the site uses. */
export type MagicLocale = 'en_US' | 'zh_CN'

export type MagicProvider = { request(args: { method: string; params?: unknown }): Promise<unknown> }
/** What the connector uses of a Magic instance. */
export type MagicInstance = {
  rpcProvider: MagicProvider
  wallet: { connectWithUI(): Promise<string[]> }
  user: { logout(): Promise<boolean>; isLoggedIn(): Promise<boolean> }
}

export function createMagic(
  apiKey: string,
  rpcUrl: string,
  chainId: number,
  locale: MagicLocale,
): MagicInstance {
  return new Magic(apiKey, { network: { rpcUrl, chainId }, locale }) as unknown as MagicInstance
}
