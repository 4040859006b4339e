import { CHAINS, chainRoleOf, formatNativeBalance, isLowGas } from '@finaverse/domain'
import { Trans, useLingui } from '@lingui/react/macro'
import { useQueryClient } from '@tanstack/react-query'
import { useEffect, useState } from 'react'
import { type Connector, useBalance, useConnect, useConnection, useConnectors, useDisconnect } from 'wagmi'
import { config as appConfig } from '../config'
import { errorText } from '../features/errors/errorText'
import { shortAddress } from '../lib/format'
import { Dialog } from '../ui/Dialog'
import { DEV_WALLET_ID } from './dev-wallet'
import { SOCIAL_WALLET_ID } from './social-wallet'
import { WalletConnectPairing } from './WalletConnectPairing'
import { useWrongNetwork } from './WrongNetwork'
import { loadWalletConnect, WALLETCONNECT_ID, walletConnectUri } from './wagmi'

function ConnectorIcon({ connector }: { connector: Connector }) {
  if (connector.icon) return <img src={connector.icon} alt="" width={24} height={24} />
  return (
    <span className="connector-icon" aria-hidden="true">
      {connector.name.slice(0, 1)}
    </span>
  )
}

/** Browser wallets players use, for a visitor who has none (each opens its official download page). */
const WALLET_DOWNLOADS = [
  { name: 'MetaMask', url: 'https://metamask.io/download/' },
  { name: 'Rabby', url: 'https://rabby.io/' },
  { name: 'OKX Wallet', url: 'https://www.okx.com/web3' },
  { name: 'Binance Wallet', url: 'https://www.binance.com/en/web3wallet' },
] as const

function GetAWallet() {
  return (
    <section className="get-wallet" aria-labelledby="get-wallet-title" data-testid="get-wallet">
      <h3 id="get-wallet-title" className="get-wallet__title">
        <Trans>No browser wallet found. Get one:</Trans>
      </h3>
      <ul className="get-wallet__list">
        {WALLET_DOWNLOADS.map(({ name, url }) => (
          <li key={name}>
            <a href={url} target="_blank" rel="noopener noreferrer">
              {name}
            </a>
          </li>
        ))}
      </ul>
      <p className="muted">
        <Trans>
          Then come back and press Connect wallet. On a phone, open this site in the wallet's own browser.
        </Trans>
      </p>
    </section>
  )
}

function ConnectDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t, i18n } = useLingui()
  const connectors = useConnectors()
  const connect = useConnect()
  const visible = connectors.filter((c) => c.id !== WALLETCONNECT_ID)
  // Browser wallets found (EIP-6963 announcements, or a lone injected provider): none -> the "get a wallet" list.
  const injected = connectors.filter((c) => c.type === 'injected').length
  const walletConnect = appConfig.walletConnectProjectId !== null
  // The social-login wallet shows its own form over the page: this (modal) dialog steps aside meanwhile, and
  // comes back with the error if the login fails.
  const [aside, setAside] = useState(false)
  // WalletConnect chosen: the dialog shows the pairing (QR code, wallet app links) until a wallet answers.
  const [pairing, setPairing] = useState(false)
  const reason = connect.error ? errorText(i18n, connect.error) : ''
  const onError = (error: unknown) => {
    setAside(false)
    setPairing(false)
    console.warn('[finaverse] wallet connection failed:', error)
  }
  const onSuccess = () => {
    setAside(false)
    setPairing(false)
    onClose()
  }
  // Giving up a pairing: the attempt's URI is dropped and the buttons are usable again (a wallet that pairs later
  // with the old code still connects).
  const stopPairing = () => {
    setPairing(false)
    walletConnectUri.set(null)
    if (connect.isPending) connect.reset()
  }
  const close = () => {
    if (pairing) stopPairing()
    onClose()
  }
  return (
    <Dialog open={open && !aside} onClose={close} title={t`Connect a wallet`}>
      {pairing ? (
        <WalletConnectPairing onBack={stopPairing} />
      ) : visible.length === 0 && !walletConnect ? null : (
        <ul className="connector-list">
          {visible.map((connector) => (
            <li key={connector.uid}>
              <button
                type="button"
                className="connector"
                disabled={connect.isPending}
                onClick={() => {
                  if (connector.id === SOCIAL_WALLET_ID) setAside(true)
                  connect.mutate({ connector }, { onSuccess, onError })
                }}
              >
                <ConnectorIcon connector={connector} />
                <span>
                  {connector.id === DEV_WALLET_ID
                    ? t`Dev wallet`
                    : connector.id === SOCIAL_WALLET_ID
                      ? t`E-mail or social login`
                      : connector.name}
                </span>
              </button>
            </li>
          ))}
          {walletConnect ? (
            <li>
              <button
                type="button"
                className="connector"
                disabled={connect.isPending}
                onClick={() => {
                  walletConnectUri.set(null)
                  setPairing(true)
                  loadWalletConnect()
                    ?.then((connector) => connect.mutate({ connector }, { onSuccess, onError }))
                    .catch(onError)
                }}
              >
                <span className="connector-icon" aria-hidden="true">
                  W
                </span>
                <span>WalletConnect</span>
              </button>
            </li>
          ) : null}
        </ul>
      )}
      {injected === 0 && !pairing ? <GetAWallet /> : null}
      {connect.error ? (
        <p className="notice notice--error" role="alert">
          <Trans>Connection failed: {reason}</Trans>
        </p>
      ) : null}
    </Dialog>
  )
}

function AccountDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useLingui()
  const queryClient = useQueryClient()
  const { address, chainId } = useConnection()
  const disconnect = useDisconnect()
  const balance = useBalance({ address, chainId, query: { enabled: Boolean(address) } })
  const [copied, setCopied] = useState(false)
  const chain = chainId === undefined ? undefined : CHAINS[chainId]
  const symbol = chain?.nativeCurrency.symbol ?? ''
  if (!address) return null
  return (
    <Dialog open={open} onClose={onClose} title={t`Your wallet`}>
      <dl className="facts">
        <dt>
          <Trans>Address</Trans>
        </dt>
        <dd className="mono" data-testid="wallet-address">
          {address}
        </dd>
        <dt>
          <Trans>Network</Trans>
        </dt>
        <dd>{chain?.chainName ?? chainId}</dd>
        <dt>
          <Trans>Balance</Trans>
        </dt>
        <dd data-testid="wallet-balance">
          {balance.data
            ? `${formatNativeBalance(balance.data.value)} ${symbol}`
            : balance.isError
              ? '—'
              : '…'}
        </dd>
      </dl>
      {balance.data && isLowGas(balance.data.value) ? (
        <p className="notice notice--warn" role="status">
          <Trans>Your balance is under 0.1 {symbol}: you may not have enough gas for transactions.</Trans>
        </p>
      ) : null}
      <div className="row">
        <button
          type="button"
          className="button button--small"
          onClick={() => {
            void navigator.clipboard
              ?.writeText(address)
              .then(() => {
                setCopied(true)
                window.setTimeout(() => setCopied(false), 1500)
              })
              .catch((error: unknown) => console.warn('[finaverse] copy failed:', error))
          }}
        >
          {copied ? t`Copied` : t`Copy address`}
        </button>
        <button
          type="button"
          className="button button--small button--ghost"
          onClick={() => {
            void balance.refetch()
            void queryClient.invalidateQueries()
          }}
        >
          <Trans>Refresh</Trans>
        </button>
        <button
          type="button"
          className="button button--small button--danger"
          onClick={() => disconnect.mutate(undefined, { onSuccess: onClose })}
        >
          <Trans>Disconnect</Trans>
        </button>
      </div>
    </Dialog>
  )
}

/** The short name of the wallet's chain in the header ("BSC TestNet", else its id). */
function chainLabel(chainId: number | undefined): string {
  if (chainId === undefined) return ''
  return CHAINS[chainId]?.chainName ?? `#${chainId}`
}

/** A chain's short name for a phone's header ("BSC", "Polygon"), part of its full name. */
function chainShortLabel(chainId: number | undefined): string {
  const role = chainId === undefined ? undefined : chainRoleOf(chainId)
  return role === 'bsc' ? 'BSC' : role === 'polygon' ? 'Polygon' : chainLabel(chainId)
}

/** The header's wallet entry: connect, or the account with its balance, copy, refresh and disconnect. */
export function WalletMenu({ openConnect = 0 }: { openConnect?: number }) {
  const { status, address, chainId } = useConnection()
  const { wrong } = useWrongNetwork()
  const [open, setOpen] = useState<'connect' | 'account' | null>(openConnect ? 'connect' : null)
  // The button was pressed while the wallet code was loading, or a screen asked to connect: open the dialog now.
  useEffect(() => {
    if (openConnect) setOpen('connect')
  }, [openConnect])
  const connected = status === 'connected' && address
  return (
    <>
      {connected ? (
        <button
          type="button"
          className="button button--wallet"
          onClick={() => setOpen('account')}
          data-testid="wallet-button"
        >
          <span className={wrong ? 'dot dot--warn' : 'dot dot--ok'} aria-hidden="true" />
          {wrong ? (
            <span className="chip chip--warn" data-testid="wallet-chain">
              <Trans>Wrong network</Trans>
            </span>
          ) : (
            // On a phone the chip shows the chain's short name (its `data-short`), not a truncated "Fin…".
            <span className="wallet-chain" data-testid="wallet-chain" data-short={chainShortLabel(chainId)}>
              {chainLabel(chainId)}
            </span>
          )}
          {shortAddress(address)}
        </button>
      ) : (
        <button
          type="button"
          className="button button--wallet"
          onClick={() => setOpen('connect')}
          disabled={status === 'reconnecting' || status === 'connecting'}
          data-testid="wallet-button"
        >
          {status === 'reconnecting' || status === 'connecting' ? (
            <Trans>Connecting…</Trans>
          ) : (
            <Trans>Connect wallet</Trans>
          )}
        </button>
      )}
      <ConnectDialog open={open === 'connect' && !connected} onClose={() => setOpen(null)} />
      <AccountDialog open={open === 'account' && Boolean(connected)} onClose={() => setOpen(null)} />
    </>
  )
}
