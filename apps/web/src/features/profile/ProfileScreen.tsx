import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react/macro'
import { type ComponentType, useState } from 'react'
import { PageHeader } from '../../components/PageHeader'
import { AccountPanel } from './components/AccountPanel'
import './profile.css'

/**
 * The profile's tabs, named as the spec names them. Each is one panel component; the asset, transfer and history
 * tabs of the spec join this list.
 */
export const PROFILE_TABS: readonly { id: string; label: MessageDescriptor; Panel: ComponentType }[] = [
  { id: 'account', label: msg`FINA account`, Panel: AccountPanel },
]

/** /profile: the game account first (create, sign in, e-mail, password, binding), in a tab list other tabs join. */
export function ProfileScreen() {
  const { t, i18n } = useLingui()
  const [selected, setSelected] = useState(PROFILE_TABS[0]?.id)
  const current = PROFILE_TABS.find((tab) => tab.id === selected) ?? PROFILE_TABS[0]
  return (
    <section className="page profile">
      <PageHeader />
      <div className="tabs" role="tablist" aria-label={t`Profile`}>
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
            onClick={() => setSelected(tab.id)}
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
