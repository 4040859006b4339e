// The WalletConnect pairing, shown in the connect dialog while the site waits for a wallet: the pairing URI as a QR
// code to scan with a phone's wallet app (laptop), or links that open the wallet app with it (phone), and "Copy link"
// for any other wallet. The QR encoder (`qrcode`) loads with this step only.
// Decision: docs/decisions/0012-walletconnect-own-pairing-dialog.md.
import { Trans, useLingui } from '@lingui/react/macro'
import { useEffect, useState } from 'react'
import { useStore } from '../lib/store'
import { walletConnectUri } from './wagmi'
import './walletconnect.css'

/**
 * Wallet apps that open a WalletConnect pairing from a link on a phone (their universal links, `/wc?uri=<encoded
 * URI>`); the generic `wc:` link opens whichever installed wallet handles WalletConnect.
 */
export function walletAppLinks(uri: string): { name: string; href: string }[] {
  const encoded = encodeURIComponent(uri)
  return [
    { name: 'MetaMask', href: `https://metamask.app.link/wc?uri=${encoded}` },
    { name: 'Trust Wallet', href: `https://link.trustwallet.com/wc?uri=${encoded}` },
  ]
}

/** The QR code's dark modules as one SVG path (one unit per module). */
export function qrPath(size: number, dark: (row: number, col: number) => boolean): string {
  let d = ''
  for (let row = 0; row < size; row++)
    for (let col = 0; col < size; col++) if (dark(row, col)) d += `M${col} ${row}h1v1h-1z`
  return d
}

function QrCode({ uri }: { uri: string }) {
  const { t } = useLingui()
  const [code, setCode] = useState<{ uri: string; size: number; path: string } | null>(null)
  useEffect(() => {
    let live = true
    import('qrcode')
      .then(({ create }) => {
        const { modules } = create(uri, { errorCorrectionLevel: 'M' })
        if (live)
          setCode({
            uri,
            size: modules.size,
            path: qrPath(modules.size, (r, c) => Boolean(modules.get(r, c))),
          })
      })
      .catch((error: unknown) => console.warn('[finaverse] QR code failed:', error))
    return () => {
      live = false
    }
  }, [uri])
  // A quiet zone of 4 modules around the code, as scanners expect.
  return code && code.uri === uri ? (
    <svg
      className="wc-pairing__qr"
      viewBox={`-4 -4 ${code.size + 8} ${code.size + 8}`}
      role="img"
      aria-label={t`WalletConnect QR code`}
      data-testid="walletconnect-qr"
      shapeRendering="crispEdges"
    >
      <rect x={-4} y={-4} width={code.size + 8} height={code.size + 8} fill="#fff" />
      <path d={code.path} fill="#000" />
    </svg>
  ) : (
    <div className="wc-pairing__qr wc-pairing__qr--loading" aria-hidden="true" />
  )
}

/** The pairing step of the connect dialog; `onBack` gives up this attempt and returns to the wallet list. */
export function WalletConnectPairing({ onBack }: { onBack: () => void }) {
  const { t } = useLingui()
  const uri = useStore(walletConnectUri, undefined, () => null)
  const [copied, setCopied] = useState(false)
  return (
    <section className="wc-pairing" aria-labelledby="wc-pairing-title" data-testid="walletconnect-pairing">
      <h3 id="wc-pairing-title" className="wc-pairing__title">
        WalletConnect
      </h3>
      {uri ? (
        <>
          <div className="wc-pairing__scan">
            <p className="muted">
              <Trans>Scan this code with your wallet app.</Trans>
            </p>
            <QrCode uri={uri} />
          </div>
          <div className="wc-pairing__apps">
            <p className="muted">
              <Trans>Open your wallet app:</Trans>
            </p>
            <ul className="wc-pairing__links">
              {walletAppLinks(uri).map(({ name, href }) => (
                <li key={name}>
                  <a className="connector" href={href} rel="noopener noreferrer">
                    {name}
                  </a>
                </li>
              ))}
              <li>
                <a className="connector" href={uri} data-testid="walletconnect-app-link">
                  <Trans>Other wallet app</Trans>
                </a>
              </li>
            </ul>
          </div>
        </>
      ) : null}
      <p className="muted" role="status">
        {uri ? <Trans>Waiting for your wallet…</Trans> : <Trans>Preparing the connection…</Trans>}
      </p>
      <div className="row">
        <button
          type="button"
          className="button button--small"
          disabled={!uri}
          onClick={() => {
            if (!uri) return
            void navigator.clipboard
              ?.writeText(uri)
              .then(() => {
                setCopied(true)
                window.setTimeout(() => setCopied(false), 1500)
              })
              .catch((error: unknown) => console.warn('[finaverse] copy failed:', error))
          }}
        >
          {copied ? t`Copied` : t`Copy link`}
        </button>
        <button type="button" className="button button--small button--ghost" onClick={onBack}>
          <Trans>Back</Trans>
        </button>
      </div>
    </section>
  )
}
