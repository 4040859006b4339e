// The wagmi configuration: chains of every mode the visitor can pick, EIP-6963 injected wallets (discovered by
// wagmi), WalletConnect when a project id is configured (its provider and QR modal load only when chosen), and the
// dev wallet in local mode. wagmi's keys live under `wagmi.` in local storage: wallet keys, cleared on disconnect.
import { type CreateConnectorFn, createConfig, createStorage, http } from 'wagmi'
import { walletConnect } from 'wagmi/connectors/walletConnect'
import { config as appConfig } from '../config'
import { WAGMI_STORAGE_PREFIX } from '../lib/storage'
import { chainsForModes } from './chains'
import { devWallet } from './dev-wallet'
import { MODES } from './network-mode'
import { savedNetworkId } from './session'

export function createWagmiConfig(origin: string = window.location.origin) {
  const chains = chainsForModes(MODES, origin)
  const connectors: CreateConnectorFn[] = []
  if (appConfig.network === 'local') connectors.push(devWallet({ initialChainId: savedNetworkId }))
  if (appConfig.walletConnectProjectId) {
    connectors.push(
      walletConnect({
        projectId: appConfig.walletConnectProjectId,
        showQrModal: true,
        metadata: {
          name: 'Finaverse',
          description: 'Finaverse hero cards',
          url: origin,
          icons: [`${origin}/favicon.svg`],
        },
      }),
    )
  }
  return createConfig({
    chains,
    connectors,
    multiInjectedProviderDiscovery: true,
    storage: createStorage({ storage: window.localStorage, key: WAGMI_STORAGE_PREFIX }),
    transports: Object.fromEntries(chains.map((chain) => [chain.id, http(chain.rpcUrls.default.http[0])])),
    ssr: false,
  })
}

export type WagmiConfig = ReturnType<typeof createWagmiConfig>
