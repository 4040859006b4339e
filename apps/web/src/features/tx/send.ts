// What only a sent write needs: signing (`sendPreparedWrite`: viem's writeContract and sendTransaction) and waiting
// for the receipt (`waitForTransaction`: viem's waitForTransactionReceipt and its block watcher), about 3.5 kB gzip
// that no screen needs to render. useWriteFlow loads this module when a write starts (docs/benchmarks/web.md).
import { sendPreparedWrite, waitForTransaction } from '@finaverse/sdk/actions'

/** The write flow's signing and waiting actions. */
export const sending = { sendPreparedWrite, waitForTransaction }
