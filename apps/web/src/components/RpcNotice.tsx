import { Trans } from '@lingui/react/macro'
import { useQueryClient } from '@tanstack/react-query'
import { rpcStatus, useRpcFailures } from '../lib/rpc-status'

/**
 * Shown while every RPC endpoint of a chain fails (src/wallet/rpc.ts): the page keeps what it showed, says the
 * network does not answer, and "Retry" asks again for every read that failed.
 */
export function RpcNotice() {
  const failures = useRpcFailures()
  const queryClient = useQueryClient()
  if (failures.size === 0) return null
  return (
    <div className="notice notice--warn rpc-notice" role="alert" data-testid="rpc-notice">
      <span>
        <Trans>The network is not answering. Nothing was lost: try again in a moment.</Trans>
      </span>
      <button
        type="button"
        className="button button--small"
        onClick={() => {
          rpcStatus.clear()
          void queryClient.refetchQueries({ predicate: (query) => query.state.status === 'error' })
        }}
      >
        <Trans>Retry</Trans>
      </button>
    </div>
  )
}
