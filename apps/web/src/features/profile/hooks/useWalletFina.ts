import { balanceOfQueryOptions } from '@finaverse/sdk/query'
import { useQuery } from '@tanstack/react-query'
import { useFinaverseClient } from '../../tx/useFinaverseClient'

/** The connected wallet's FINA on the BSC-role chain (undefined without a wallet or while loading). */
export function useWalletFina() {
  const { client, account } = useFinaverseClient('bsc')
  const balance = useQuery({
    ...balanceOfQueryOptions(client, { account: account ?? '0x0000000000000000000000000000000000000000' }),
    enabled: account !== undefined,
  })
  return { account, balance: balance.data }
}
