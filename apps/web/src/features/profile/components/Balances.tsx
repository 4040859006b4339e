import { Trans, useLingui } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import { Countdown } from '../../../ui/Countdown'
import { formatUnits } from '../../../ui/format'
import { useWalletFina } from '../hooks/useWalletFina'
import { balancesQuery } from '../queries'

/** Deposited, Earned and Staked (the ledger), the wallet's FINA, and the withdrawal cooldown as a live countdown. */
export function Balances() {
  const { i18n } = useLingui()
  const balances = useQuery(balancesQuery())
  const wallet = useWalletFina()
  const show = (value: string | bigint | undefined) =>
    value === undefined ? '…' : formatUnits(BigInt(value), 18, i18n.locale, 4)
  const cooldown = balances.data?.cooldownUntil ? new Date(balances.data.cooldownUntil) : null
  const cooling = cooldown !== null && cooldown.getTime() > Date.now()
  return (
    <section className="panel" aria-labelledby="balances-title">
      <h3 id="balances-title">
        <Trans>Balances</Trans>
      </h3>
      <dl className="profile-balances">
        <div>
          <dt>
            <Trans>Deposited</Trans>
          </dt>
          <dd data-testid="balance-deposited">{show(balances.data?.deposited)} FINA</dd>
        </div>
        <div>
          <dt>
            <Trans>Earned</Trans>
          </dt>
          <dd data-testid="balance-earned">{show(balances.data?.earned)} FINA</dd>
        </div>
        <div>
          <dt>
            <Trans>Staked</Trans>
          </dt>
          <dd data-testid="balance-staked">{show(balances.data?.staked)} FINA</dd>
        </div>
        <div>
          <dt>
            <Trans>Wallet</Trans>
          </dt>
          <dd data-testid="balance-wallet">{wallet.account ? `${show(wallet.balance)} FINA` : '—'}</dd>
        </div>
      </dl>
      {cooling && cooldown ? (
        <p className="notice notice--warn" data-testid="cooldown">
          <Trans>
            Withdrawal cooldown: only deposited tokens can be withdrawn for{' '}
            <Countdown until={Math.floor(cooldown.getTime() / 1000)} onDone={() => void balances.refetch()} />
          </Trans>
        </p>
      ) : null}
    </section>
  )
}
