import { Trans } from '@lingui/react/macro'
import { PageHeader } from '../../components/PageHeader'
import { ChainGuard } from '../tx/ChainGuard'
import { useFinaverseClient } from '../tx/useFinaverseClient'
import { BridgeFee } from './components/BridgeFee'
import { BridgeForm } from './components/BridgeForm'
import { BridgeHistory } from './components/BridgeHistory'
import { ReceivedCards } from './components/ReceivedCards'
import { useBridgeEstimate } from './hooks/useBridgeEstimate'
import './bridge.css'

/** The two ends of the bridge: send on the BSC role, receive on the Polygon role. */
function Route() {
  return (
    <ol className="bridge-route" aria-label="BSC → Polygon">
      <li className="bridge-route__end">
        <span className="bridge-route__verb">
          <Trans>Send NFT</Trans>
        </span>
        <strong>
          <Trans>on BSC</Trans>
        </strong>
      </li>
      <li className="bridge-route__arrow" aria-hidden="true">
        →
      </li>
      <li className="bridge-route__end">
        <span className="bridge-route__verb">
          <Trans>Receive NFT</Trans>
        </span>
        <strong>
          <Trans>on Polygon</Trans>
        </strong>
      </li>
    </ol>
  )
}

/** Without a wallet on the BSC role: the public figures (fee per NFT, waiting time). */
function PublicFee() {
  const { client, ready } = useFinaverseClient('bsc')
  const estimate = useBridgeEstimate(client, undefined, [], false)
  if (ready) return null
  return <BridgeFee estimate={estimate} count={0} approved={false} chainId={client.chain.id} />
}

/**
 * /nft-bridge: hero cards from the BSC role to the Polygon role. The player selects up to 10 cards on the BSC role
 * (ChainGuard switches the wallet there), sees the fee and waiting time, bridges, and follows the request live until
 * the same heroes arrive on the Polygon role; the history lists every request with its status and progress.
 */
export function NftBridgeScreen() {
  const { account } = useFinaverseClient('bsc')
  return (
    <section className="page nft-bridge">
      <PageHeader />
      <Route />
      <PublicFee />
      <ChainGuard chain="bsc">
        {/* A new account starts from nothing: no selection or status of the previous one remains. */}
        <BridgeForm key={account} />
      </ChainGuard>
      <ReceivedCards />
      <BridgeHistory />
    </section>
  )
}
