import { useLingui } from '@lingui/react/macro'
import { useId } from 'react'
import { useConnection, useSwitchChain } from 'wagmi'
import type { NetworkMode } from '../config'
import { chainIdsFor } from './chains'
import { MODES, networkModeStore, useNetworkMode } from './network-mode'
import { switchChainParameters } from './switch'

/** Network switch of the menu: mainnet / testnet (and local in development). A connected wallet follows. */
export function NetworkSwitch() {
  const { t } = useLingui()
  const id = useId()
  const mode = useNetworkMode()
  const { status } = useConnection()
  const switchChain = useSwitchChain()
  const labels: Record<NetworkMode, string> = { mainnet: t`Mainnet`, testnet: t`Testnet`, local: t`Local` }
  return (
    <div className="field field--inline">
      <label htmlFor={id} className="sr-only">
        {t`Network`}
      </label>
      <select
        id={id}
        className="select"
        value={mode}
        onChange={(event) => {
          const next = event.target.value as NetworkMode
          networkModeStore.set(next)
          if (status === 'connected') {
            switchChain.mutate(switchChainParameters(chainIdsFor(next)[0]), {
              onError: (error) => console.warn('[finaverse] network switch failed:', error),
            })
          }
        }}
      >
        {MODES.map((m) => (
          <option key={m} value={m}>
            {labels[m]}
          </option>
        ))}
      </select>
    </div>
  )
}
