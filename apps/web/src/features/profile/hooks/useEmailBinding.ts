// The on-chain e-mail binding (EmailBinding on the BSC-role chain), kept in this one hook. Delegation takes two steps:
// `delegateAccount` offers it, and it takes effect when the delegate's wallet calls `acceptDelegation`; either side
// can end it (`undelegateAccount` here, `removeDelegator` from the delegate).
import { bindAccount, calcEmailHash, delegateAccount, undelegateAccount } from '@finaverse/sdk/actions'
import { checkAccountQueryOptions } from '@finaverse/sdk/query'
import { msg } from '@lingui/core/macro'
import { useQuery } from '@tanstack/react-query'
import type { Address } from 'viem'
import { useFinaverseClient } from '../../tx/useFinaverseClient'
import { useWriteFlow } from '../../tx/useWriteFlow'

/** The chain role of the binding contract the profile writes to. */
export const BINDING_CHAIN = 'bsc' as const

/** Where the wallet stands: its commitment is this account's e-mail, another one, or none. */
export type BindingStatus = 'loading' | 'bound' | 'other' | 'unbound'

export function useEmailBinding({ email, delegate }: { email: string; delegate: Address | undefined }) {
  const { client, account } = useFinaverseClient(BINDING_CHAIN)
  const read = useQuery({
    ...checkAccountQueryOptions(client, { account: account ?? '0x0000000000000000000000000000000000000000' }),
    enabled: account !== undefined,
  })
  const expected = account ? calcEmailHash({ account, email }) : undefined
  const status: BindingStatus = !read.data
    ? 'loading'
    : read.data.emailHash === null
      ? 'unbound'
      : read.data.emailHash === expected
        ? 'bound'
        : 'other'
  const bind = useWriteFlow({
    role: BINDING_CHAIN,
    label: msg`Bind e-mail`,
    prepare: (c, from) => bindAccount(c, { account: from, email }),
  })
  const delegateFlow = useWriteFlow({
    role: BINDING_CHAIN,
    label: msg`Delegate`,
    prepare: (c, from) => {
      if (!delegate) throw new Error('No delegate')
      return delegateAccount(c, { account: from, delegate })
    },
  })
  const undelegate = useWriteFlow({
    role: BINDING_CHAIN,
    label: msg`Undelegate`,
    prepare: (c, from) => undelegateAccount(c, { account: from }),
  })
  return {
    status,
    /** The commitment this wallet acts under as another account's delegate, if any. */
    delegatedEmailHash: read.data?.delegatedEmailHash ?? null,
    bind,
    delegate: delegateFlow,
    undelegate,
  }
}
