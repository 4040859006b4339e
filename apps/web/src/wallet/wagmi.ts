// The wagmi configuration: chains of every mode the visitor can pick, EIP-6963 injected wallets (discovered by
// wagmi), the dev wallet in local mode and, when configured, the social-login wallet (its connector is tiny;
// magic-sdk loads only when it is chosen or must reconnect). WalletConnect, when a project id is configured, is not in the config:
// wagmi's connector loads its provider as soon as it is set up, so it is created only when chosen (or when it must
// reconnect). wagmi's keys live under `wagmi.` in local storage: wallet keys, cleared on disconnect.
import { type CreateConnectorFn, createConfig, createStorage } from 'wagmi'
import { config as appConfig } from '../config'
import { readStorage, WAGMI_STORAGE_PREFIX } from '../lib/storage'
import { createStore } from '../lib/store'
import { chainsForModes } from './chains'
import { DEV_WALLET_KEY_STORAGE, devWallet } from './dev-wallet'
import { MODES } from './network-mode'
import { rpcTransport } from './rpc'
import { savedNetworkId } from './session'
import { SOCIAL_WALLET_ID, socialWallet } from './social-wallet'

declare const __FINAVERSE_DEVNET__: boolean

export function createWagmiConfig(origin: string = window.location.origin) {
  const chains = chainsForModes(MODES, origin)
  const connectors: CreateConnectorFn[] = []
  // `__FINAVERSE_DEVNET__` is a literal of the build: a testnet or mainnet build leaves the dev wallet out entirely.
  if (__FINAVERSE_DEVNET__ && appConfig.network === 'local') {
    // A browser test may pick another devnet key (local mode only: Hardhat's public test keys), so specs that need
    // their own account never share the default one's nonces or game account.
    const key = readStorage(DEV_WALLET_KEY_STORAGE)
    const privateKey = key && /^0x[0-9a-fA-F]{64}$/.test(key) ? (key as `0x${string}`) : undefined
    connectors.push(devWallet({ initialChainId: savedNetworkId, ...(privateKey ? { privateKey } : {}) }))
  }
  if (appConfig.socialLoginClientId)
    connectors.push(
      socialWallet({
        apiKey: appConfig.socialLoginClientId,
        initialChainId: savedNetworkId,
        wasLastWallet: () => recentConnectorId() === SOCIAL_WALLET_ID,
        locale: () => (document.documentElement.lang.startsWith('zh') ? 'zh_CN' : 'en_US'),
      }),
    )
  return createConfig({
    chains,
    connectors,
    multiInjectedProviderDiscovery: true,
    storage: createStorage({ storage: window.localStorage, key: WAGMI_STORAGE_PREFIX }),
    // The same endpoints, in the same order, as the SDK clients (src/wallet/rpc.ts).
    transports: Object.fromEntries(chains.map((chain) => [chain.id, rpcTransport(chain.id, origin)])),
    ssr: false,
  })
}

export type WagmiConfig = ReturnType<typeof createWagmiConfig>

export const WALLETCONNECT_ID = 'walletConnect'

let walletConnectFn: Promise<CreateConnectorFn> | undefined

/**
 * The pairing URI (`wc:...`) of the connection attempt under way, for the site's own QR code and wallet links
 * (`WalletConnectPairing.tsx`); null when none. The connector announces it as a `display_uri` message.
 */
export const walletConnectUri = createStore<string | null>(null)

/**
 * The WalletConnect connector, loaded on first use (its provider is large). Null when not configured. The site
 * shows the pairing itself (QR code on a laptop, the wallet app's link on a phone): no WalletConnect modal, no
 * request to WalletConnect's services besides the relay (and the Verify attestation the wallet checks), no
 * telemetry ([decision 0012](../../../../docs/decisions/0012-walletconnect-own-pairing-dialog.md)).
 */
export function loadWalletConnect(
  origin: string = window.location.origin,
): Promise<CreateConnectorFn> | null {
  const projectId = appConfig.walletConnectProjectId
  if (!projectId) return null
  walletConnectFn ??= import('wagmi/connectors/walletConnect').then(({ walletConnect }) => {
    const create = walletConnect({
      projectId,
      showQrModal: false,
      telemetryEnabled: false,
      ...(appConfig.walletConnectRelayUrl ? { relayUrl: appConfig.walletConnectRelayUrl } : {}),
      metadata: {
        name: 'Finaverse',
        description: 'Finaverse hero cards',
        url: origin,
        icons: [`${origin}/favicon.svg`],
      },
    })
    // The connector's emitter carries the URI of each attempt; it is forgotten once a wallet is connected.
    const withUri: CreateConnectorFn = (config) => {
      config.emitter.on('message', (message) => {
        if (message.type === 'display_uri' && typeof message.data === 'string')
          walletConnectUri.set(message.data)
      })
      config.emitter.on('connect', () => walletConnectUri.set(null))
      return create(config)
    }
    return withUri
  })
  return walletConnectFn
}

/** The connector wagmi used last (its storage holds JSON), if any. */
export function recentConnectorId(): string | null {
  try {
    const raw = window.localStorage.getItem(`${WAGMI_STORAGE_PREFIX}.recentConnectorId`)
    return raw ? (JSON.parse(raw) as string) : null
  } catch {
    return null
  }
}
