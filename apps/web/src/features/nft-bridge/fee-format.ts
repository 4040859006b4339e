// How the bridge screen writes its fees, the same in the estimate (components/BridgeFee.tsx) and in the confirm step
// (components/BridgeForm.tsx): the BSC-role chain's native coin to 6 decimals, and its USD value to 4, both rounded
// down.
import { CHAINS } from '@finaverse/domain'
import { formatDecimal, formatUnits } from '../../ui/format'

/** The formatters of one chain's fees in one language. */
export function feeFormat(chainId: number, locale: string) {
  const symbol = CHAINS[chainId]?.nativeCurrency.symbol ?? 'BNB'
  return {
    /** An amount of the native coin (wei) with its symbol; '…' while unknown. */
    coin: (wei: bigint | undefined) =>
      wei === undefined ? '…' : `${formatUnits(wei, 18, locale, 6)} ${symbol}`,
    /** A USD value as the coin amount's companion, ` (≈ $1.23)`; nothing while unknown. */
    dollars: (value: string | undefined) =>
      value === undefined ? '' : ` (≈ $${formatDecimal(value, locale, 4)})`,
  }
}
