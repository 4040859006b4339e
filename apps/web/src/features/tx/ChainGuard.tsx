import { CHAINS } from '@finaverse/domain'
import type { ChainRole } from '@finaverse/sdk'
import { Trans, useLingui } from '@lingui/react/macro'
import { type ReactNode, useState } from 'react'
import { openWalletDialog } from '../../wallet/lazy'
import { errorText } from '../errors/errorText'
import { useFinaverseClient } from './useFinaverseClient'

/**
 * Renders its children (the player's data and actions) only with a wallet on the feature's chain: without a wallet
 * a "Connect wallet" call to action, on another chain the spec's 'Wrong network, please change your network.' and
 * a button that switches.
 */
export function ChainGuard({ chain, children }: { chain: ChainRole; children: ReactNode }) {
  const { account, wrongChain, chainId, connection } = useFinaverseClient(chain)
  const { i18n } = useLingui()
  const [switching, setSwitching] = useState(false)
  const [error, setError] = useState<unknown>(null)
  if (!account)
    return (
      <div className="panel connect-cta">
        <p>
          <Trans>Connect your wallet to see your balance and use this screen.</Trans>
        </p>
        <button type="button" className="button" onClick={openWalletDialog}>
          <Trans>Connect wallet</Trans>
        </button>
      </div>
    )
  if (wrongChain) {
    const name = CHAINS[chainId]?.chainName ?? String(chainId)
    return (
      <div className="notice notice--warn chain-guard" role="alert">
        <p>
          <Trans>Wrong network, please change your network.</Trans>
        </p>
        <button
          type="button"
          className="button button--small"
          disabled={switching}
          onClick={() => {
            setSwitching(true)
            setError(null)
            connection
              .switchChain?.(chainId)
              .catch((e: unknown) => setError(e))
              .finally(() => setSwitching(false))
          }}
        >
          <Trans>Switch to {name}</Trans>
        </button>
        {error ? <p>{errorText(i18n, error)}</p> : null}
      </div>
    )
  }
  return <>{children}</>
}
