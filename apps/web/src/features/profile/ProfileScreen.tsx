import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react/macro'
import type { ComponentType } from 'react'
import { PageHeader } from '../../components/PageHeader'
import { Tabs, useSearchTab } from '../../components/Tabs'
import { FinaAccountTab } from './components/FinaAccountTab'
import { GameAssetsPanel } from './components/GameAssetsPanel'
import { GuidedTour } from './components/GuidedTour'
import { LandPanel } from './components/LandPanel'
import { RequireAccount } from './components/RequireAccount'
import { TeamPanel } from './components/TeamPanel'
import { TransactionsPanel } from './components/TransactionsPanel'
import { WalletAssetsPanel } from './components/WalletAssetsPanel'
import { PROFILE_TAB_IDS, type ProfileTab } from './search'
import './profile.css'

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
        {current ? <current.Panel /> : null}
      </Tabs>
    </section>
  )
}
