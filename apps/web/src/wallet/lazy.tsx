// The wallet stack (wagmi, viem, connectors: the biggest part of the site's code) loads when the browser is idle
// after the first paint, at once when a saved account must be reconnected, or when the visitor presses the wallet
// button before that. Until then the header shows the same controls, inert, so nothing moves when they arrive.
import { Trans, useLingui } from '@lingui/react/macro'
import { lazy, type ReactNode, Suspense, useEffect, useState, useSyncExternalStore } from 'react'
import { config } from '../config'
import { whenIdle } from '../lib/prefetch'
import { readStorage, STORAGE_KEYS } from '../lib/storage'

const islands = () => import('./WalletIslands')
const HeaderWalletLazy = lazy(async () => ({ default: (await islands()).HeaderWallet }))
const WrongNetworkLazy = lazy(async () => ({ default: (await islands()).WrongNetworkIsland }))
const WithWalletLazy = lazy(async () => ({ default: (await islands()).WithWallet }))

// `wanted`: the wallet chunk should load; `openOnLoad`: the visitor pressed the button before it arrived.
let state = { wanted: false, openOnLoad: false }
const listeners = new Set<() => void>()
function want(open = false) {
  const next = { wanted: true, openOnLoad: state.openOnLoad || open }
  if (next.wanted === state.wanted && next.openOnLoad === state.openOnLoad) return
  state = next
  for (const listener of listeners) listener()
}
const subscribe = (listener: () => void) => {
  listeners.add(listener)
  return () => listeners.delete(listener)
}
const useWanted = () =>
  useSyncExternalStore(
    subscribe,
    () => state.wanted,
    () => state.wanted,
  )
const useOpenOnLoad = () =>
  useSyncExternalStore(
    subscribe,
    () => state.openOnLoad,
    () => state.openOnLoad,
  )

/** Starts loading when idle, or now when an account was saved (it must reconnect). */
function useLoadTrigger() {
  useEffect(() => {
    if (readStorage(STORAGE_KEYS.account)) {
      want()
      return
    }
    return whenIdle(() => want())
  }, [])
}

/** The header controls before the wallet chunk has arrived: same size, the button loads and opens the wallet. */
function HeaderPlaceholder() {
  const { t } = useLingui()
  const [busy, setBusy] = useState(false)
  const labels = { mainnet: t`Mainnet`, testnet: t`Testnet`, local: t`Local` }
  return (
    <>
      <div className="field field--inline">
        <select
          className="select"
          disabled
          aria-label={t`Network`}
          value={config.network}
          onChange={() => {}}
        >
          <option value={config.network}>{labels[config.network]}</option>
        </select>
      </div>
      <button
        type="button"
        className="button button--wallet"
        aria-busy={busy}
        data-testid="wallet-button"
        onClick={() => {
          setBusy(true)
          want(true)
        }}
      >
        <Trans>Connect wallet</Trans>
      </button>
    </>
  )
}

export function HeaderWallet() {
  useLoadTrigger()
  const ready = useWanted()
  const openOnLoad = useOpenOnLoad()
  if (!ready) return <HeaderPlaceholder />
  return (
    <Suspense fallback={<HeaderPlaceholder />}>
      <HeaderWalletLazy openConnect={openOnLoad} />
    </Suspense>
  )
}

export function WrongNetworkBar() {
  const ready = useWanted()
  if (!ready) return null
  return (
    <Suspense fallback={null}>
      <WrongNetworkLazy />
    </Suspense>
  )
}

/** For pages that use wagmi hooks: loads the wallet stack and renders its children inside the wallet context. */
export function WithWallet({ children, fallback = null }: { children: ReactNode; fallback?: ReactNode }) {
  useEffect(() => want(), [])
  return (
    <Suspense fallback={fallback}>
      <WithWalletLazy>{children}</WithWalletLazy>
    </Suspense>
  )
}
