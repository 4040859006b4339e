import { CHAINS } from '@finaverse/domain'
import { Trans, useLingui } from '@lingui/react/macro'
import { useConnection, useSwitchChain } from 'wagmi'
import { errorText } from '../features/errors/errorText'
import { chainIdsFor } from './chains'
import { useNetworkMode } from './network-mode'
import { switchChainParameters } from './switch'

/** True when a wallet is connected on a chain outside the current network mode. */
export function useWrongNetwork(): { wrong: boolean; target: number } {
  const mode = useNetworkMode()
  const { status, chainId } = useConnection()
  const ids = chainIdsFor(mode)
  return { wrong: status === 'connected' && chainId !== undefined && !ids.includes(chainId), target: ids[0] }
}

/** The spec's 'Wrong network, please change your network.' with a one-click switch. */
export function WrongNetworkBar() {
  const { wrong, target } = useWrongNetwork()
  const switchChain = useSwitchChain()
  const { i18n } = useLingui()
  if (!wrong) return null
  const reason = switchChain.error ? errorText(i18n, switchChain.error) : ''
  const name = CHAINS[target]?.chainName ?? String(target)
  return (
    <div className="wrong-network" role="alert">
      <span>
        <Trans>Wrong network, please change your network.</Trans>
      </span>
      <button
        type="button"
        className="button button--small"
        disabled={switchChain.isPending}
        onClick={() =>
          switchChain.mutate(switchChainParameters(target), {
            onError: (error) => console.warn('[finaverse] network switch failed:', error),
          })
        }
      >
        <Trans>Switch to {name}</Trans>
      </button>
      {switchChain.error ? (
        <span className="wrong-network__error">
          <Trans>The wallet did not switch: {reason}</Trans>
        </span>
      ) : null}
    </div>
  )
}
