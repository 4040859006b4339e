import { i18n } from '@lingui/core'
import { I18nProvider } from '@lingui/react'
import { cleanup, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { activateLocale, activatePage } from '../../../i18n/i18n'
import type { BridgeEstimate } from '../hooks/useBridgeEstimate'
import { BridgeFee } from './BridgeFee'

const GWEI = 10n ** 9n
const estimate = (over: Partial<BridgeEstimate> = {}): BridgeEstimate => ({
  feePerCard: 2n * 10n ** 15n,
  bridgeFee: 4n * 10n ** 15n,
  ccipFee: 10n ** 15n,
  // 250,000 gas at 2 gwei
  gasFee: 250_000n * 2n * GWEI,
  usd: { gasFeeUsd: '0.3', ccipFeeUsd: '0.6', platformFeeUsd: '2.4', totalUsd: '3.3' },
  waitingSeconds: 105n,
  gasError: null,
  ...over,
})

const show = (value: BridgeEstimate, count: number, approved = true) =>
  render(
    <I18nProvider i18n={i18n}>
      <BridgeFee estimate={value} count={count} approved={approved} chainId={31337} />
    </I18nProvider>,
  )

describe('BridgeFee', () => {
  afterEach(async () => {
    cleanup()
    await activateLocale('en')
  })

  it('splits the fee of a selection into CCIP fee, bridge fee and gas fee, each in BNB and USD, with the total', async () => {
    await activateLocale('en')
    show(estimate(), 2)
    expect(screen.getByTestId('ccip-fee').textContent).toBe('0.001 BNB (≈ $0.6)')
    expect(screen.getByTestId('bridge-fee').textContent).toBe('0.004 BNB (≈ $2.4)')
    expect(screen.getByTestId('gas-fee').textContent).toBe('0.0005 BNB (≈ $0.3)')
    expect(screen.getByTestId('total-fee').textContent).toBe('0.0055 BNB (≈ $3.3)')
    // 105 s: shown in whole minutes, rounded up.
    expect(screen.getByTestId('waiting-time').textContent).toBe('2 minutes')
  })

  it('without a selection: the fee per NFT; before the approval: why the gas fee is not shown', async () => {
    await activateLocale('en')
    show(estimate({ gasFee: undefined, waitingSeconds: 60n }), 0, false)
    expect(screen.getByTestId('bridge-fee').textContent).toBe('0.002 BNB per NFT')
    expect(screen.getByTestId('gas-fee').textContent).toBe('—')
    expect(screen.getByTestId('waiting-time').textContent).toBe('1 minute')
    cleanup()
    show(estimate({ gasFee: undefined, ccipFee: undefined }), 1, false)
    expect(screen.getByTestId('gas-fee').textContent).toMatch(/approve first/)
    expect(screen.queryByTestId('total-fee')).toBeNull()
  })

  it('in Chinese', async () => {
    await activatePage('/zh/nft-bridge')
    show(estimate(), 2)
    expect(screen.getByTestId('waiting-time').textContent).toBe('2 分钟')
    expect(screen.getByText('燃料费')).toBeTruthy()
  })
})
