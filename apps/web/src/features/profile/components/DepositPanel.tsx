import { validateDeposit } from '@finaverse/domain'
import { getContractAddresses } from '@finaverse/sdk'
import { depositToVault } from '@finaverse/sdk/actions'
import { msg } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useRef, useState } from 'react'
import { AmountField } from '../../../ui/AmountField'
import { useAmountForm } from '../../../ui/useAmountForm'
import { ERROR_MESSAGES } from '../../errors/messages'
import { ApproveStep } from '../../tx/ApproveStep'
import { ChainGuard } from '../../tx/ChainGuard'
import { TxButton } from '../../tx/TxButton'
import { TxStatus } from '../../tx/TxStatus'
import { useFinaverseClient } from '../../tx/useFinaverseClient'
import { useWriteFlow } from '../../tx/useWriteFlow'
import { useCreditWait } from '../hooks/useCreditWait'
import { useWalletFina } from '../hooks/useWalletFina'
import { balancesQuery, PROFILE_KEY } from '../queries'

const DEPOSIT = msg`Deposit FINA`

function DepositForm() {
  const { t, i18n } = useLingui()
  const queryClient = useQueryClient()
  const { client } = useFinaverseClient('bsc')
  const wallet = useWalletFina()
  const { form, units } = useAmountForm({ max: wallet.balance, decimals: 18 })
  const typed = form.value
  const wait = useCreditWait()
  const belowMinimum = units !== undefined ? validateDeposit(typed.trim()) : null
  const balances = useQuery(balancesQuery())
  const deposited = balances.data ? BigInt(balances.data.deposited) : undefined
  // The deposited balance before the write and the amount sent: the success message says "credited" once the
  // keeper's credit shows in the balance, instead of promising it for ever.
  const sending = useRef<{ before: bigint; amount: bigint } | null>(null)
  const [awaited, setAwaited] = useState<{ before: bigint; amount: bigint } | null>(null)
  const flow = useWriteFlow({
    role: 'bsc',
    label: DEPOSIT,
    prepare: (c, from) => {
      sending.current = { before: deposited ?? 0n, amount: units ?? 0n }
      return depositToVault(c, { account: from, amount: units ?? 0n })
    },
    onSuccess: () => {
      setAwaited(sending.current)
      form.reset()
      void queryClient.invalidateQueries({ queryKey: PROFILE_KEY })
    },
  })
  const credited = awaited !== null && deposited !== undefined && deposited >= awaited.before + awaited.amount
  const vault = getContractAddresses(client)['GameVault']
  return (
    <form
      className="form"
      noValidate
      aria-label={t`Deposit`}
      onSubmit={form.handleSubmit(() => {
        if (!belowMinimum) void flow.start()
      })}
    >
      <AmountField
        field={form.field}
        label={t`Amount to deposit`}
        balance={wallet.balance}
        decimals={18}
        symbol="FINA"
        balanceLabel={t`Wallet balance`}
      />
      <p className="field__error" role="alert">
        {belowMinimum ? i18n._(ERROR_MESSAGES[belowMinimum]) : null}
      </p>
      {vault ? (
        <ApproveStep
          chain="bsc"
          need={{ kind: 'erc20', spender: vault, amount: units ?? 0n, symbol: 'FINA' }}
        >
          <TxButton flow={flow} submit>
            <Trans>Deposit</Trans>
          </TxButton>
        </ApproveStep>
      ) : null}
      <TxStatus
        flow={flow}
        chain="bsc"
        summary={
          <p>
            <Trans>
              Deposit {typed} FINA into your game account. It arrives {wait}.
            </Trans>
          </p>
        }
        success={
          credited ? (
            <Trans>Deposit credited: the FINA is in your game account.</Trans>
          ) : (
            <Trans>Deposit sent: it arrives in your game account {wait}.</Trans>
          )
        }
      />
    </form>
  )
}

/** "Deposit": FINA from the wallet into the game account (approve first, minimum 2), credited by the keeper. */
export function DepositPanel() {
  return (
    <section className="panel" aria-labelledby="deposit-title">
      <h3 id="deposit-title">
        <Trans>Deposit</Trans>
      </h3>
      <ChainGuard chain="bsc">
        <DepositForm />
      </ChainGuard>
    </section>
  )
}
