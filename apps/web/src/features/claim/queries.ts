// The airdrop entry of an address from the API (`GET /claim/proof`): amount and Merkle proof, or null when the
// address is not in the airdrop (the API answers NOT_ALLOWED_CLAIM).
import { queryOptions } from '@tanstack/react-query'
import type { Address } from 'viem'
import { restApi } from '../account/session'

export const claimProofQueryOptions = (address: Address) =>
  queryOptions({
    queryKey: ['claim', 'proof', address],
    queryFn: async () => {
      const { api, unwrap } = await restApi()
      const answer = await api.mysteryBoxClaimProof({ address })
      if (answer.ret !== 0 && 'code' in answer && answer.code === 'NOT_ALLOWED_CLAIM') return null
      return unwrap(answer)
    },
    staleTime: 60_000,
  })
