import { Trans } from '@lingui/react/macro'
import { lazy, type ReactNode, Suspense } from 'react'

const islands = () => import('./WalletIslands')
const HeaderWalletLazy = lazy(async () => ({ default: (await islands()).HeaderWallet }))
const WrongNetworkLazy = lazy(async () => ({ default: (await islands()).WrongNetworkIsland }))
const WithWalletLazy = lazy(async () => ({ default: (await islands()).WithWallet }))

/** Shown until the wallet chunk has loaded: the same button, not yet usable. */
function WalletPlaceholder() {
  return (
    <button
      type="button"
      className="button button--wallet"
      disabled
      aria-busy="true"
      data-testid="wallet-button"
    >
      <Trans>Connect wallet</Trans>
    </button>
  )
}

export function HeaderWallet() {
  return (
    <Suspense fallback={<WalletPlaceholder />}>
      <HeaderWalletLazy />
    </Suspense>
  )
}

export function WrongNetworkBar() {
  return (
    <Suspense fallback={null}>
      <WrongNetworkLazy />
    </Suspense>
  )
}

/** For pages that use wagmi hooks: renders its children inside the wallet context once it has loaded. */
export function WithWallet({ children, fallback = null }: { children: ReactNode; fallback?: ReactNode }) {
  return (
    <Suspense fallback={fallback}>
      <WithWalletLazy>{children}</WithWalletLazy>
    </Suspense>
  )
}
