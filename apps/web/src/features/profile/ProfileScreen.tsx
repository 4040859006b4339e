import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react/macro'
import { useNavigate, useSearch } from '@tanstack/react-router'
import type { ComponentType, KeyboardEvent } from 'react'
import { PageHeader } from '../../components/PageHeader'
import { FinaAccountTab } from './components/FinaAccountTab'
import { GameAssetsPanel } from './components/GameAssetsPanel'
import { GuidedTour } from './components/GuidedTour'
import { LandPanel } from './components/LandPanel'
import { RequireAccount } from './components/RequireAccount'
import { TeamPanel } from './components/TeamPanel'
import { TransactionsPanel } from './components/TransactionsPanel'
import { WalletAssetsPanel } from './components/WalletAssetsPanel'
import type { ProfileTab } from './search'
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
  const search = useSearch({ from: '/{-$locale}/profile' })
  const navigate = useNavigate({ from: '/{-$locale}/profile' })
  const current = PROFILE_TABS.find((tab) => tab.id === search.tab) ?? PROFILE_TABS[0]
  const select = (id: ProfileTab) =>
    void navigate({
      // The first tab is the default: its URL has no `tab`.
      search: ({ tab: _previous, ...rest }) => (id === 'account' ? rest : { ...rest, tab: id }),
      replace: true,
      resetScroll: false,
    })
  // The tab pattern's keys: arrows move to the previous or next tab (wrapping), Home and End to the first and last.
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const at = PROFILE_TABS.findIndex((tab) => tab.id === current?.id)
    const count = PROFILE_TABS.length
    const next =
      event.key === 'ArrowRight'
        ? (at + 1) % count
        : event.key === 'ArrowLeft'
          ? (at - 1 + count) % count
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? count - 1
              : -1
    const tab = PROFILE_TABS[next]
    if (!tab) return
    event.preventDefault()
    select(tab.id)
    document.getElementById(`tab-${tab.id}`)?.focus()
  }
  return (
    <section className="page profile">
      <PageHeader />
      <GuidedTour />
      <div className="tabs profile-tabs" role="tablist" aria-label={t`Profile`} onKeyDown={onKeyDown}>
        {PROFILE_TABS.map((tab) => (
          <button
            key={tab.id}
            type="button"
            role="tab"
            id={`tab-${tab.id}`}
            aria-controls={`panel-${tab.id}`}
            aria-selected={tab.id === current?.id}
            tabIndex={tab.id === current?.id ? 0 : -1}
            className="tab"
            onClick={() => select(tab.id)}
          >
            {i18n._(tab.label)}
          </button>
        ))}
      </div>
      {current ? (
        <div role="tabpanel" id={`panel-${current.id}`} aria-labelledby={`tab-${current.id}`}>
          <current.Panel />
        </div>
      ) : null}
    </section>
  )
}
