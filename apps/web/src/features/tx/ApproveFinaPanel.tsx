// The demonstration write of the shared flow (token page): the connected wallet approves a FINA allowance, by
// default for the farm, through useWriteFlow (simulation with its fee, confirm, wallet, pending, receipt).
import { isValidAccount, toBaseUnits } from '@finaverse/domain'
import { getContractAddresses } from '@finaverse/sdk'
import { approveToken } from '@finaverse/sdk/actions'
import { allowanceQueryOptions, balanceOfQueryOptions } from '@finaverse/sdk/query'
import { msg } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import { type FormEvent, useRef, useState } from 'react'
import type { Address } from 'viem'
import { AmountField } from '../../ui/AmountField'
import { formatUnits } from '../../ui/format'
import { useAmountForm } from '../../ui/useAmountForm'
import { ERROR_MESSAGES } from '../errors/messages'
import { ChainGuard } from './ChainGuard'
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
  const { form, units } = useAmountForm({ max: balance.data, decimals: FINA_DECIMALS })
  // The spender: the farm until the player types another; its message shows from the first change or submit.
  const [spenderText, setSpenderText] = useState(farm ?? '')
  const [spenderShown, setSpenderShown] = useState(false)
  const spenderInput = useRef<HTMLInputElement>(null)
  const spender = spenderText.trim() as Address
  const spenderValid = isValidAccount(spender)
  const allowance = useQuery({
    ...allowanceQueryOptions(client, { owner, spender }),
    enabled: spenderValid,
  })
  const flow = useWriteFlow({
    role: 'bsc',
    label: APPROVE_FINA,
    prepare: (c, from) =>
      approveToken(c, {
        account: from,
        spender,
        amount: units ?? toBaseUnits(form.value.trim(), FINA_DECIMALS),
      }),
  })
  const typed = form.value
  // A refused submit shows every message and focuses the first field in error (the spender comes first).
  const submitAmount = form.handleSubmit(() => {
    if (spenderValid) void flow.start()
  })
  const submit = (event: FormEvent) => {
    setSpenderShown(true)
    submitAmount(event)
    if (!spenderValid) spenderInput.current?.focus()
  }
  const spenderError = spenderShown && !spenderValid
  return (
    <form className="form" noValidate onSubmit={submit} aria-label={t`Approve FINA`}>
      <div className="field">
        <label htmlFor="approve-spender">
          <Trans>Spender</Trans>
        </label>
        <input
          id="approve-spender"
          ref={spenderInput}
          name="spender"
          className="input mono"
          autoComplete="off"
          value={spenderText}
          onChange={(event) => {
            setSpenderText(event.target.value)
            setSpenderShown(true)
          }}
          aria-invalid={spenderError || undefined}
          aria-describedby={spenderError ? 'approve-spender-error' : undefined}
        />
        <p id="approve-spender-error" className="field__error" role="alert">
          {spenderError ? i18n._(ERROR_MESSAGES.INVALID_WALLET_ADDRESS) : null}
        </p>
      </div>
      <AmountField
        field={form.field}
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
