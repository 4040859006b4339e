// The wallet stack (wagmi, viem, connectors: the biggest part of the site's code) loads on the visitor's first
// interaction with the page (pointer, key, touch, scroll), at once when a saved account must be reconnected, when
// another tab connects a wallet, or when the visitor presses the wallet button before that. A page that is only
// read never runs it. Until then the header shows the same controls, inert, so nothing moves when they arrive.
import { Trans, useLingui } from '@lingui/react/macro'
import { lazy, type ReactNode, Suspense, useEffect, useState } from 'react'
import { config } from '../config'
import { needCatalog, PAGES_CATALOG } from '../i18n/i18n'
import { readStorage, STORAGE_KEYS } from '../lib/storage'
import { createStore, useStore } from '../lib/store'
import { WALLET_CHANNEL } from './broadcast'

// The wallet dialog's texts (and the error texts it shows) are in the pages catalog, which `/` loads only now.
const islands = () =>
  Promise.all([import('./WalletIslands'), needCatalog(PAGES_CATALOG)]).then(([module]) => module)
const HeaderWalletLazy = lazy(async () => ({ default: (await islands()).HeaderWallet }))
const WrongNetworkLazy = lazy(async () => ({ default: (await islands()).WrongNetworkIsland }))
const WithWalletLazy = lazy(async () => ({ default: (await islands()).WithWallet }))

// `wanted`: the wallet chunk should load; `openRequests`: how many times the connect dialog was asked for (the
// button pressed before the chunk arrived, or a screen's "Connect wallet"): each new request opens it.
const walletChunk = createStore({ wanted: false, openRequests: 0 })
function want(open = false) {
  const state = walletChunk.get()
  if (state.wanted && !open) return
  walletChunk.set({ wanted: true, openRequests: state.openRequests + (open ? 1 : 0) })
}

/** Opens the wallet's connect dialog (loading the wallet chunk first when needed): screens' "Connect wallet". */
export function openWalletDialog(): void {
  want(true)
}
const useWanted = () => useStore(walletChunk, (state) => state.wanted)
const useOpenRequests = () => useStore(walletChunk, (state) => state.openRequests)

const INTERACTIONS = ['pointerdown', 'pointermove', 'keydown', 'touchstart', 'wheel', 'scroll'] as const

/** Calls `load` once, on the first interaction with the page or when another tab connects a wallet. */
export function onFirstInteraction(load: () => void, win: Window = window): () => void {
  const channel = typeof BroadcastChannel === 'undefined' ? undefined : new BroadcastChannel(WALLET_CHANNEL)
  const stop = () => {
    for (const type of INTERACTIONS) win.removeEventListener(type, fire)
    channel?.close()
  }
  function fire() {
    stop()
    load()
  }
  for (const type of INTERACTIONS) win.addEventListener(type, fire, { passive: true })
  if (channel) channel.onmessage = (message) => (message.data?.type === 'connected' ? fire() : undefined)
  return stop
}

/** Starts loading on the first interaction, or now when an account was saved (it must reconnect). */
function useLoadTrigger() {
  useEffect(() => {
    if (readStorage(STORAGE_KEYS.account)) {
      want()
      return
    }
    return onFirstInteraction(() => want())
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
        // Also on pointerdown: the first pointer move starts loading the wallet chunk, and when it arrives between
        // the press and the release this button is replaced, so the click event never comes; the press is enough.
        onPointerDown={(event) => {
          if (event.button !== 0) return
          setBusy(true)
          want(true)
        }}
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
  const openRequests = useOpenRequests()
  if (!ready) return <HeaderPlaceholder />
  return (
    <Suspense fallback={<HeaderPlaceholder />}>
      <HeaderWalletLazy openConnect={openRequests} />
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
