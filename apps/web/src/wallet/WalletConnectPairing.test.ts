import { create } from 'qrcode'
import { describe, expect, it } from 'vitest'
import { relayUrlFromEnv } from '../../vite.config'
import { qrPath, walletAppLinks } from './WalletConnectPairing'

const URI =
  'wc:2cf4a3a893d31ae2051d0f06a90fbc649953871be2dada2ff77ae39303954e04@2?expiryTimestamp=1795898482&relay-protocol=irn&symKey=57b7b28e80ea6b8a0aae2069d1d1846ea0519f41316512d28329d440f3a68b26'

describe('WalletConnect pairing', () => {
  it('opens each wallet app with the whole URI, encoded', () => {
    for (const { href } of walletAppLinks(URI)) {
      const url = new URL(href)
      expect(url.protocol).toBe('https:')
      expect(url.pathname).toBe('/wc')
      expect(url.searchParams.get('uri')).toBe(URI)
    }
  })

  it('draws one unit square per dark module of the QR code', () => {
    const { modules } = create(URI, { errorCorrectionLevel: 'M' })
    const path = qrPath(modules.size, (r, c) => Boolean(modules.get(r, c)))
    const dark = Array.from(modules.data).filter(Boolean).length
    expect(path.match(/M\d+ \d+h1v1h-1z/g)).toHaveLength(dark)
    // The finder pattern's corner module (top left) is dark, the separator beside it light.
    expect(path.startsWith('M0 0h1v1h-1z')).toBe(true)
    expect(path).not.toContain('M7 0h1')
  })

  it('takes a ws(s) relay URL from the build, refuses anything else', () => {
    expect(relayUrlFromEnv(undefined)).toBeNull()
    expect(relayUrlFromEnv(' ')).toBeNull()
    expect(relayUrlFromEnv('wss://relay.example.org')).toBe('wss://relay.example.org')
    expect(relayUrlFromEnv('ws://127.0.0.1:9000')).toBe('ws://127.0.0.1:9000')
    expect(() => relayUrlFromEnv('https://relay.example.org')).toThrow(/WALLETCONNECT_RELAY_URL/)
  })
})
