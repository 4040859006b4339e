// The demonstration write of the shared flow (token page): the connected wallet approves a FINA allowance, by
// default for the farm, through useWriteFlow (simulation with its fee, confirm, wallet, pending, receipt).
import { isValidAccount, toBaseUnits } from '@finaverse/domain'
import { getContractAddresses } from '@finaverse/sdk'
import { approveToken } from '@finaverse/sdk/actions'
import { allowanceQueryOptions, balanceOfQueryOptions } from '@finaverse/sdk/query'
import { zodResolver } from '@hookform/resolvers/zod'
import { msg } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import { useMemo } from 'react'
import { useController, useForm } from 'react-hook-form'
import type { Address } from 'viem'
import * as z from 'zod/mini'
import { ERROR_MESSAGES } from '../errors/messages'
import { AmountField } from './AmountField'
import { amountSchema } from './amount-schema'
import { ChainGuard } from './ChainGuard'
import { formatUnits } from './format'
import { TxButton } from './TxButton'
import { TxStatus } from './TxStatus'
import { useFinaverseClient } from './useFinaverseClient'
import { useWriteFlow } from './useWriteFlow'

const FINA_DECIMALS = 18
const APPROVE_FINA = msg`Approve FINA`

function ApproveFinaForm() {
  const { t, i18n } = useLingui()
  const { client, account } = useFinaverseClient('bsc')
  const farm = getContractAddresses(client)['FinaFarm']
  const owner = account as Address
  const balance = useQuery(balanceOfQueryOptions(client, { account: owner }))
  const schema = useMemo(
    () =>
      z.extend(amountSchema({ max: balance.data, decimals: FINA_DECIMALS }), {
        spender: z
          .string()
          .check(z.refine((value) => isValidAccount(value.trim()), 'INVALID_WALLET_ADDRESS')),
      }),
    [balance.data],
  )
  const form = useForm<{ amount: string; spender: string }>({
    resolver: zodResolver(schema),
    mode: 'onChange',
    defaultValues: { amount: '', spender: farm ?? '' },
  })
  const spender = form.watch('spender').trim() as Address
  const allowance = useQuery({
    ...allowanceQueryOptions(client, { owner, spender }),
    enabled: isValidAccount(spender),
  })
  const flow = useWriteFlow({
    role: 'bsc',
    label: APPROVE_FINA,
    prepare: (c, from) =>
      approveToken(c, {
        account: from,
        spender,
        amount: toBaseUnits(form.getValues('amount').trim(), FINA_DECIMALS),
      }),
  })
  const spenderError = form.formState.errors.spender?.message
  const amount = useController({ control: form.control, name: 'amount' })
  const typed = form.watch('amount')
  return (
    <form
      className="form"
      noValidate
      onSubmit={form.handleSubmit(() => void flow.start())}
      aria-label={t`Approve FINA`}
    >
      <div className="field">
        <label htmlFor="approve-spender">
          <Trans>Spender</Trans>
        </label>
        <input id="approve-spender" className="input mono" autoComplete="off" {...form.register('spender')} />
        <p className="field__error" role="alert">
          {spenderError === 'INVALID_WALLET_ADDRESS' ? i18n._(ERROR_MESSAGES.INVALID_WALLET_ADDRESS) : null}
        </p>
      </div>
      <AmountField
        field={{ ...amount.field, error: amount.fieldState.error?.message }}
        label={t`Amount to allow`}
        balance={balance.data}
        decimals={FINA_DECIMALS}
        symbol="FINA"
      />
      <p className="muted small">
        <Trans>Current allowance</Trans>:{' '}
        <span data-testid="fina-allowance">
          {allowance.data === undefined ? '—' : formatUnits(allowance.data, FINA_DECIMALS, i18n.locale, 4)}
        </span>{' '}
        FINA
      </p>
      <TxButton flow={flow} submit>
        <Trans>Approve</Trans>
      </TxButton>
      <TxStatus
        flow={flow}
        chain="bsc"
        summary={
          <p>
            <Trans>
              Allow {spender} to spend {typed} FINA of your wallet.
            </Trans>
          </p>
        }
      />
    </form>
  )
}

/** The token page's FINA approval: public text, then the form once a wallet is on the BSC-role chain. */
export function ApproveFinaPanel() {
  return (
    <section className="panel" aria-labelledby="approve-fina-title">
      <h2 id="approve-fina-title">
        <Trans>Approve FINA</Trans>
      </h2>
      <p className="muted">
        <Trans>
          Let a contract (the farm by default) spend FINA from your wallet: the allowance a deposit needs.
        </Trans>
      </p>
      <ChainGuard chain="bsc">
        <ApproveFinaForm />
      </ChainGuard>
    </section>
  )
}
