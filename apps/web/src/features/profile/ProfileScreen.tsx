import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react/macro'
import { type ComponentType, lazy, Suspense } from 'react'
import { PageHeader } from '../../components/PageHeader'
import { Tabs, useSearchTab } from '../../components/Tabs'
import { FinaAccountTab } from './components/FinaAccountTab'
import { GuidedTour } from './components/GuidedTour'
import { RequireAccount } from './components/RequireAccount'
import { PROFILE_TAB_IDS, type ProfileTab } from './search'
import './profile.css'

// The tabs after the first are lazy chunks, fetched when the player opens one (or the URL names one): the first view
// of /profile loads the FINA account tab's code only.
const WalletAssetsPanel = lazy(() =>
  import('./components/WalletAssetsPanel').then((m) => ({ default: m.WalletAssetsPanel })),
)
const GameAssetsPanel = lazy(() =>
  import('./components/GameAssetsPanel').then((m) => ({ default: m.GameAssetsPanel })),
)
const LandPanel = lazy(() => import('./components/LandPanel').then((m) => ({ default: m.LandPanel })))
const TransactionsPanel = lazy(() =>
  import('./components/TransactionsPanel').then((m) => ({ default: m.TransactionsPanel })),
)
const TeamPanel = lazy(() => import('./components/TeamPanel').then((m) => ({ default: m.TeamPanel })))

const signedIn = (Panel: ComponentType) => () => <RequireAccount>{() => <Panel />}</RequireAccount>

/**
 * The profile's tabs, named as the spec names them, each one panel component and its own `?tab=` value. The game
 * account's own tabs need a signed-in account; the wallet's show what it holds on chain.
 */
export const PROFILE_TABS: readonly { id: ProfileTab; label: MessageDescriptor; Panel: ComponentType }[] = [
  { id: 'account', label: msg`FINA account`, Panel: FinaAccountTab },
  { id: 'assets', label: msg`My assets`, Panel: () => <WalletAssetsPanel kind="assets" /> },
  { id: 'game', label: msg`Game assets`, Panel: signedIn(GameAssetsPanel) },
  { id: 'collections', label: msg`NFT collections`, Panel: () => <WalletAssetsPanel kind="collections" /> },
  { id: 'boxes', label: msg`Mystery boxes`, Panel: () => <WalletAssetsPanel kind="boxes" /> },
  { id: 'vouchers', label: msg`Vouchers`, Panel: () => <WalletAssetsPanel kind="vouchers" /> },
  { id: 'land', label: msg`Land`, Panel: LandPanel },
  { id: 'heroes', label: msg`Hero NFT`, Panel: () => <WalletAssetsPanel kind="heroes" /> },
  { id: 'transactions', label: msg`Transactions`, Panel: signedIn(TransactionsPanel) },
  { id: 'team', label: msg`Team`, Panel: signedIn(TeamPanel) },
]

/** /profile: the game account and its FINA, the wallet's and the game's assets, the history and the team, as tabs. */
export function ProfileScreen() {
  const { t, i18n } = useLingui()
  const [selected, select] = useSearchTab(PROFILE_TAB_IDS)
  const current = PROFILE_TABS.find((tab) => tab.id === selected) ?? PROFILE_TABS[0]
  return (
    <section className="page profile">
      <PageHeader />
      <GuidedTour />
      <Tabs
        label={t`Profile`}
        className="profile-tabs"
        tabs={PROFILE_TABS.map((tab) => ({ id: tab.id, label: i18n._(tab.label) }))}
        selected={selected}
        onSelect={select}
      >
        <Suspense fallback={null}>{current ? <current.Panel /> : null}</Suspense>
      </Tabs>
    </section>
  )
}
