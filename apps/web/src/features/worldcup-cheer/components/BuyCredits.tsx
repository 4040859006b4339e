import { PRICE_DISPLAY_DECIMALS } from '@finaverse/domain'
import { getContractAddresses } from '@finaverse/sdk'
import { buyCredits } from '@finaverse/sdk/actions'
import { msg } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import { AmountField } from '../../../ui/AmountField'
import { formatUnits } from '../../../ui/format'
import { useAmountForm } from '../../../ui/useAmountForm'
import { ApproveStep } from '../../tx/ApproveStep'
import { TxButton } from '../../tx/TxButton'
import { TxStatus } from '../../tx/TxStatus'
import { useWriteFlow } from '../../tx/useWriteFlow'
import type { useWorldCup } from '../../worldcup/common/useWorldCup'
import type { CheerAccount } from '../hooks/useCheerAccount'

const BUY = msg`Buy credits`

/** "Buy credits": whole credits at the contract's price in FINA, approved for exactly the cost first. */
export function BuyCredits({ cup, account }: { cup: ReturnType<typeof useWorldCup>; account: CheerAccount }) {
  const { t, i18n } = useLingui()
  const price = cup.state.data?.creditCost
  const fina = account.fina.data
  // The most credits the wallet's FINA pays for.
  const max = price && fina !== undefined ? fina / price : undefined
  const { form, units } = useAmountForm({ max, decimals: 0 })
  const credits = units ?? 0n
  const cost = price === undefined ? undefined : credits * price
  const flow = useWriteFlow({
    role: 'bsc',
    label: BUY,
    prepare: (client, from) => buyCredits(client, { account: from, credits }),
    onSuccess: () => form.reset(),
  })
  const worldCup = getContractAddresses(cup.client)['WorldCup']
  const priceText = price === undefined ? '…' : formatUnits(price, 18, i18n.locale, PRICE_DISPLAY_DECIMALS)
  const costText = cost === undefined ? '…' : formatUnits(cost, 18, i18n.locale, PRICE_DISPLAY_DECIMALS)
  const typed = form.value
  return (
    <section className="panel" aria-labelledby="buy-title">
      <h2 id="buy-title">
        <Trans>Buy credits</Trans>
      </h2>
      <p className="muted small">
        <Trans>
          One credit costs {priceText} FINA. Your first participation also gives you 500 free credits.
        </Trans>
      </p>
      <form
        className="form"
        noValidate
        onSubmit={form.handleSubmit(() => void flow.start())}
        aria-label={t`Buy credits`}
      >
        <AmountField
          field={form.field}
          label={t`Credits to buy`}
          balance={max}
          decimals={0}
          symbol={t`credits`}
          balanceLabel={t`Your FINA pays for`}
        />
        <p className="small" data-testid="credit-cost">
          <Trans>Cost: {costText} FINA</Trans>
        </p>
        {worldCup ? (
          <ApproveStep
            chain="bsc"
            need={{ kind: 'erc20', spender: worldCup, amount: cost ?? 0n, symbol: 'FINA' }}
          >
            <TxButton flow={flow} submit>
              <Trans>Buy credits</Trans>
            </TxButton>
          </ApproveStep>
        ) : null}
        <TxStatus
          flow={flow}
          chain="bsc"
          summary={
            <p>
              <Trans>
                Buy {typed} credits for {costText} FINA.
              </Trans>
            </p>
          }
        />
      </form>
    </section>
  )
}
