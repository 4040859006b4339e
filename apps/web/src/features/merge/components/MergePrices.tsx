import { CHAINS, PRICE_DISPLAY_DECIMALS } from '@finaverse/domain'
import { Trans, useLingui } from '@lingui/react/macro'
import { StackedTable } from '../../../components/StackedTable'
import { TableHead } from '../../../components/TableHead'
import { formatDecimal, formatUnits } from '../../../ui/format'
import { ErrorNotice } from '../../errors/ErrorNotice'
import { useFinaverseClient } from '../../tx/useFinaverseClient'
import { MERGEABLE, ratePercent, useMergePrices } from '../hooks/useMergePrices'

/** The contract's price of each kind of merge and its success rate, by rarity: public, no wallet needed. */
export function MergePrices() {
  const { t, i18n } = useLingui()
  const { client } = useFinaverseClient('bsc')
  const { terms, error } = useMergePrices(client, MERGEABLE)
  const symbol = CHAINS[client.chain.id]?.nativeCurrency.symbol ?? ''
  const amount = (value: bigint | undefined) =>
    value === undefined ? '…' : `${formatUnits(value, 18, i18n.locale, PRICE_DISPLAY_DECIMALS)} ${symbol}`
  return (
    <section className="panel" aria-labelledby="merge-prices-title">
      <h2 id="merge-prices-title">
        <Trans>Prices and success rates</Trans>
      </h2>
      <ErrorNotice error={error} />
      <StackedTable>
        <table className="table merge-prices" data-testid="merge-prices">
          <TableHead columns={[t`Rarity`, t`Designate merge`, t`Random merge`, t`Success rate`]} />
          <tbody>
            {MERGEABLE.map((rarity) => {
              const row = terms.get(rarity)
              return (
                <tr key={rarity}>
                  <th scope="row">{rarity}</th>
                  <td>{amount(row?.designatePrice)}</td>
                  <td>{amount(row?.randomPrice)}</td>
                  <td>
                    {row?.successRate === undefined
                      ? '…'
                      : `${formatDecimal(ratePercent(row.successRate), i18n.locale, 2)}%`}
                  </td>
                </tr>
              )
            })}
          </tbody>
        </table>
      </StackedTable>
    </section>
  )
}
