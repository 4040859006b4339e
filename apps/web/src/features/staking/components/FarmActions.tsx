import { getContractAddresses } from '@finaverse/sdk'
import { claimAllFarms, claimFarm, depositLP, withdrawEmergency, withdrawLP } from '@finaverse/sdk/actions'
import { msg } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import { useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { type Address, erc20Abi, parseEventLogs, type TransactionReceipt } from 'viem'
import { AmountField } from '../../../ui/AmountField'
import { formatUnits } from '../../../ui/format'
import { useAmountForm } from '../../../ui/useAmountForm'
import { ApproveStep } from '../../tx/ApproveStep'
import { TxButton } from '../../tx/TxButton'
import { TxStatus } from '../../tx/TxStatus'
import { useWriteFlow } from '../../tx/useWriteFlow'
import { useClaimAllPayout } from '../hooks/useClaimAllPayout'
import type { FarmPoolState } from '../hooks/useFarmPool'
import { type StakingPool, stakedSymbol } from '../pools'
import { tvlsQueryOptions } from '../queries'
import { PayoutNotice, usePayout } from './PayoutNotice'

const DECIMALS = 18
const DEPOSIT = msg`Deposit`
const WITHDRAW = msg`Withdraw`
const EMERGENCY = msg`Emergency withdraw`
const CLAIM = msg`Claim reward`
const CLAIM_ALL = msg`Claim all`

function DepositForm({ pool, farm }: { pool: StakingPool; farm: FarmPoolState }) {
  const { t } = useLingui()
  const queryClient = useQueryClient()
  const symbol = stakedSymbol(pool.pool)
  const poolName = pool.pool
  const { form, units } = useAmountForm({ max: farm.balance.data, decimals: DECIMALS })
  const flow = useWriteFlow({
    role: pool.role,
    label: DEPOSIT,
    prepare: (client, account) => depositLP(client, { account, pid: pool.pid, amount: units ?? 0n }),
    onSuccess: () => {
      form.reset()
      // The pool's TVL follows the deposit at once, not at its next refresh.
      void queryClient.invalidateQueries({ queryKey: tvlsQueryOptions().queryKey })
    },
  })
  const spender = getContractAddresses(farm.client)['FinaFarm']
  const typed = form.value
  return (
    <form
      className="form"
      noValidate
      onSubmit={form.handleSubmit(() => void flow.start())}
      aria-label={t`Deposit`}
    >
      <AmountField
        field={form.field}
        label={t`Amount to deposit`}
        balance={farm.balance.data}
        decimals={DECIMALS}
        symbol={symbol}
        balanceLabel={t`Wallet balance`}
      />
      {spender && farm.lpToken ? (
        <ApproveStep
          chain={pool.role}
          need={{ kind: 'erc20', spender, token: farm.lpToken, amount: units ?? 0n, symbol }}
        >
          <TxButton flow={flow} submit>
            <Trans>Deposit</Trans>
          </TxButton>
        </ApproveStep>
      ) : null}
      <TxStatus
        flow={flow}
        chain={pool.role}
        summary={
          <>
            <p>
              <Trans>
                Deposit {typed} {symbol} into {poolName}.
              </Trans>
            </p>
            <PayoutNotice farm={farm} />
          </>
        }
      />
    </form>
  )
}

function WithdrawForm({ pool, farm }: { pool: StakingPool; farm: FarmPoolState }) {
  const { t } = useLingui()
  const queryClient = useQueryClient()
  const symbol = stakedSymbol(pool.pool)
  const poolName = pool.pool
  const deposited = farm.position.data?.amount
  const { form, units } = useAmountForm({ max: deposited, decimals: DECIMALS, overMax: 'EXCEEDS_BALANCE' })
  const flow = useWriteFlow({
    role: pool.role,
    label: WITHDRAW,
    prepare: (client, account) => withdrawLP(client, { account, pid: pool.pid, amount: units ?? 0n }),
    onSuccess: () => {
      form.reset()
      void queryClient.invalidateQueries({ queryKey: tvlsQueryOptions().queryKey })
    },
  })
  const typed = form.value
  return (
    <form
      className="form"
      noValidate
      onSubmit={form.handleSubmit(() => void flow.start())}
      aria-label={t`Withdraw`}
    >
      <AmountField
        field={form.field}
        label={t`Amount to withdraw`}
        balance={deposited}
        decimals={DECIMALS}
        symbol={symbol}
        balanceLabel={t`Deposited`}
      />
      <TxButton flow={flow} submit>
        <Trans>Withdraw</Trans>
      </TxButton>
      <TxStatus
        flow={flow}
        chain={pool.role}
        summary={
          <>
            <p>
              <Trans>
                Withdraw {typed} {symbol} from {poolName}.
              </Trans>
            </p>
            <PayoutNotice farm={farm} />
          </>
        }
      />
    </form>
  )
}

/**
 * The FINA a settled write paid `account`: its token's transfers to the account in the receipt (a reward the reserve
 * could not pay is owed, not transferred, and is not counted).
 */
export function finaReceived(
  receipt: TransactionReceipt,
  token: Address | undefined,
  account: Address | undefined,
): bigint | undefined {
  if (!token || !account) return undefined
  const transfers = parseEventLogs({ abi: erc20Abi, eventName: 'Transfer', logs: receipt.logs })
  return transfers
    .filter(
      (log) =>
        log.address.toLowerCase() === token.toLowerCase() &&
        log.args.to.toLowerCase() === account.toLowerCase(),
    )
    .reduce((sum, log) => sum + log.args.value, 0n)
}

/**
 * Deposit, withdraw, emergency withdraw (its confirm step says what is forfeited), claim, claim all. Emergency
 * withdraw stays pressable without a stake: the simulation refuses it (NothingStaked, 'Insufficient balance') and
 * the wallet stays shut.
 */
export function FarmActions({ pool, farm }: { pool: StakingPool; farm: FarmPoolState }) {
  const { i18n } = useLingui()
  const symbol = stakedSymbol(pool.pool)
  const poolName = pool.pool
  const fina = getContractAddresses(farm.client)['FinaToken']
  // What a claim paid, read from its receipt, for the success message.
  const [arrived, setArrived] = useState<bigint | undefined>(undefined)
  const received = (receipt: TransactionReceipt) => setArrived(finaReceived(receipt, fina, farm.account))
  const all = useClaimAllPayout(pool.role)
  const emergency = useWriteFlow({
    role: pool.role,
    label: EMERGENCY,
    prepare: (client, account) => withdrawEmergency(client, { account, pid: pool.pid }),
  })
  const claimFlow = useWriteFlow({
    role: pool.role,
    label: CLAIM,
    prepare: (client, account) => claimFarm(client, { account, pid: pool.pid }),
    onSuccess: received,
  })
  const claimAllFlow = useWriteFlow({
    role: pool.role,
    label: CLAIM_ALL,
    prepare: (client, account) => claimAllFarms(client, { account }),
    onSuccess: received,
  })
  const deposited = farm.position.data?.amount ?? 0n
  const pending = farm.pending.data ?? 0n
  const claimable = usePayout(farm).paid
  const stake = formatUnits(deposited, DECIMALS, i18n.locale)
  const lost = formatUnits(pending, DECIMALS, i18n.locale)
  const reward = formatUnits(claimable, DECIMALS, i18n.locale)
  const fmt = (units: bigint) => formatUnits(units, DECIMALS, i18n.locale)
  const allPaid = all ? fmt(all.paid) : '…'
  const allForfeited = all ? fmt(all.forfeited) : '…'
  const arrivedText = arrived === undefined ? null : fmt(arrived)
  const claimed = arrivedText ? <Trans>Claimed: {arrivedText} FINA arrived in your wallet.</Trans> : undefined
  return (
    <div className="farm-actions">
      <div className="columns">
        <section className="panel" aria-labelledby="deposit-title">
          <h3 id="deposit-title">
            <Trans>Deposit</Trans>
          </h3>
          <DepositForm pool={pool} farm={farm} />
        </section>
        <section className="panel" aria-labelledby="withdraw-title">
          <h3 id="withdraw-title">
            <Trans>Withdraw</Trans>
          </h3>
          <WithdrawForm pool={pool} farm={farm} />
        </section>
      </div>
      <section className="panel" aria-labelledby="rewards-title">
        <h3 id="rewards-title">
          <Trans>Rewards</Trans>
        </h3>
        <div className="row">
          <TxButton flow={claimFlow} disabled={pending === 0n}>
            <Trans>Claim reward</Trans>
          </TxButton>
          <TxButton
            flow={claimAllFlow}
            className="button button--ghost"
            disabled={all !== undefined && all.paid === 0n && all.forfeited === 0n}
          >
            <Trans>Claim all</Trans>
          </TxButton>
          <TxButton flow={emergency} className="button button--danger">
            <Trans>Emergency withdraw</Trans>
          </TxButton>
        </div>
        <TxStatus
          flow={claimFlow}
          chain={pool.role}
          summary={
            <>
              <p>
                <Trans>
                  Claim {reward} FINA from {poolName}.
                </Trans>
              </p>
              <PayoutNotice farm={farm} />
            </>
          }
          success={claimed}
        />
        <TxStatus
          flow={claimAllFlow}
          chain={pool.role}
          summary={
            <>
              <p>
                <Trans>Claim the rewards of every pool you stake in on this chain.</Trans>
              </p>
              {all && all.forfeited > 0n ? (
                <p className="notice notice--warn" data-testid="claim-all-payout">
                  <Trans>
                    Paid now at each pool's current tier: {allPaid} FINA. Forfeited: {allForfeited} FINA. The
                    highest tier pays the whole reward.
                  </Trans>
                </p>
              ) : (
                <p data-testid="claim-all-payout">
                  <Trans>Paid now: {allPaid} FINA. Nothing is forfeited.</Trans>
                </p>
              )}
              {all && all.pools.length > 1 ? (
                <ul className="small" data-testid="claim-all-pools">
                  {all.pools.map((row) => {
                    const name = row.pool
                    const paid = fmt(row.paid)
                    const lost = fmt(row.forfeited)
                    return (
                      <li key={name}>
                        <Trans>
                          {name}: {paid} FINA paid, {lost} FINA forfeited
                        </Trans>
                      </li>
                    )
                  })}
                </ul>
              ) : null}
            </>
          }
          success={claimed}
        />
        <TxStatus
          flow={emergency}
          chain={pool.role}
          summary={
            <p className="notice notice--warn" data-testid="emergency-forfeit">
              <Trans>
                Emergency withdraw returns all {stake} {symbol} and forfeits the pending reward of {lost}{' '}
                FINA.
              </Trans>
            </p>
          }
        />
      </section>
    </div>
  )
}
