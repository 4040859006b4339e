// magic-sdk, loaded only through a dynamic import of this module (src/wallet/social-wallet.ts), so its lazy chunk
// has a stable name (\`magic-<hash>.js\`) that the browser tests watch: it must not load before the social-login
// wallet is chosen.
import { Magic } from 'magic-sdk'
import type { MagicInstance, MagicLocale } from './social-wallet'

export function createMagic(
  apiKey: string,
  rpcUrl: string,
  chainId: number,
  locale: MagicLocale,
): MagicInstance {
  return new Magic(apiKey, { network: { rpcUrl, chainId }, locale }) as unknown as MagicInstance
}
