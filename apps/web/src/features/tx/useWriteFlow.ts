import type { ChainRole, FinaverseBareClient, PreparedWrite } from '@finaverse/sdk'
import type { MessageDescriptor } from '@lingui/core'
import { useQueryClient } from '@tanstack/react-query'
import { useCallback, useRef, useState } from 'react'
import type { Address, TransactionReceipt } from 'viem'
import { openWalletDialog } from '../../wallet/lazy'
import { describeError } from '../errors/describe-error'
import { trackTransaction } from './tx-store'
import { useFinaverseClient } from './useFinaverseClient'
import { IDLE, type WriteEvent, type WriteState, writeFlowReducer } from './write-flow'

type Sending = typeof import('./send')['sending']

let loading: Promise<Sending> | undefined

/**
 * The signing and waiting code (./send), a lazy chunk: loaded once, when the first write starts (its simulation takes
 * a round trip to the node, so the chunk is there by the time the player confirms). A failed load is tried again by
 * the next write. `load` imports the chunk (a test passes a failing one).
 */
export function loadSending(
  load: () => Promise<typeof import('./send')> = () => import('./send'),
): Promise<Sending> {
  loading ??= load().then(
    (module) => module.sending,
    (error: unknown) => {
      loading = undefined
      throw error
    },
  )
  return loading
}

export type UseWriteFlowParameters = {
  /** The chain role the write goes to ('bsc' or 'polygon'). */
  role: ChainRole
  /** Prepares (simulates) the write with an SDK action: `(client, account) => depositLP(client, { account, ... })`. */
  prepare: (client: FinaverseBareClient, account: Address) => Promise<PreparedWrite>
  /** What the write does, for the toast that follows it across screens ("Approve FINA"). */
  label: MessageDescriptor
  /** After the receipt (the SDK's reads are refreshed already). */
  onSuccess?: (receipt: TransactionReceipt) => void
}

export type WriteFlow = {
  readonly state: WriteState
  /** The chain the write goes to. */
  readonly chainId: number
  /** Simulates the write and shows the confirm step (or opens the wallet dialog when no wallet is connected). */
  start(): Promise<void>
  /** Signs and sends the prepared write, then waits for its receipt. Ignored unless the confirm step is shown. */
  confirm(): Promise<void>
  /** Leaves the confirm step (or a settled state) without sending anything. */
  cancel(): void
}

/**
 * The transaction flow of SCREENS.md over the SDK: prepare (simulate, with its fee) -> confirm -> sign
 * (`sendPreparedWrite` with the connected wallet's client, from a chunk loaded when the write starts) -> pending (hash, tracked across screens) -> mined
 * (`waitForTransaction`), then every SDK read is refreshed. Failures keep their `FinaverseError` for `errorText`; a
 * wallet rejection (4001) is `rejected` and changes nothing.
 * @example
 * const flow = useWriteFlow({ role: 'bsc', label: msg`Approve FINA`, prepare: (client, account) => approve(client, { account, spender, amount }) })
 * <TxButton flow={flow}><Trans>Approve</Trans></TxButton> <TxStatus flow={flow} role="bsc" />
 */
export function useWriteFlow({ role, prepare, label, onSuccess }: UseWriteFlowParameters): WriteFlow {
  const { client, chainId, account, connection } = useFinaverseClient(role)
  const queryClient = useQueryClient()
  const ref = useRef<WriteState>(IDLE)
  const [state, setState] = useState<WriteState>(IDLE)
  // The machine's state is kept in a ref as well, so a second press in the same tick already sees the first.
  const send = useCallback((event: WriteEvent) => {
    ref.current = writeFlowReducer(ref.current, event)
    setState(ref.current)
  }, [])
  const latest = useRef({ client, account, connection, prepare, label, onSuccess })
  latest.current = { client, account, connection, prepare, label, onSuccess }

  const start = useCallback(async () => {
    const { account, client, prepare } = latest.current
    if (!account) {
      openWalletDialog()
      return
    }
    const before = ref.current
    send({ type: 'prepare' })
    if (ref.current === before) return
    // A failed load is reported by the confirm step, which loads it again.
    loadSending().catch(() => undefined)
    try {
      send({ type: 'prepared', prepared: await prepare(client, account) })
    } catch (error) {
      send({ type: 'failed', error })
    }
  }, [send])

  const confirm = useCallback(async () => {
    const current = ref.current
    if (current.status !== 'confirm') return
    const { client, connection, label, onSuccess } = latest.current
    send({ type: 'sign' })
    let hash: `0x${string}`
    let waitForTransaction: Sending['waitForTransaction']
    try {
      if (!connection.walletClient) throw new Error('No wallet connected')
      const actions = await loadSending()
      waitForTransaction = actions.waitForTransaction
      hash = await actions.sendPreparedWrite(await connection.walletClient(), current.prepared)
    } catch (error) {
      send(describeError(error).kind === 'rejected' ? { type: 'rejected' } : { type: 'failed', error })
      return
    }
    send({ type: 'sent', hash })
    const chain = client.chain.id
    try {
      const receipt = await trackTransaction(
        { hash, chainId: chain, label },
        waitForTransaction(client, { hash }),
      )
      send({ type: 'mined', receipt })
      onSuccess?.(receipt)
      void queryClient.invalidateQueries({ queryKey: ['finaverse'] })
    } catch (error) {
      send({ type: 'failed', error })
    }
  }, [send, queryClient])

  const cancel = useCallback(() => send({ type: 'cancel' }), [send])

  return { state, chainId, start, confirm, cancel }
}
