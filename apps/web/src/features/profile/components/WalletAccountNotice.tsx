import { checkAccountQueryOptions } from '@finaverse/sdk/query'
import { Trans } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import { useEffect, useRef, useState } from 'react'
import type { Address } from 'viem'
import { shortAddress } from '../../../lib/format'
import type { Account } from '../../account/session'
import { useFinaverseClient } from '../../tx/useFinaverseClient'
import { BINDING_CHAIN } from '../hooks/useEmailBinding'

/**
 * Whether the connected wallet has a game account, said again whenever the wallet changes: signed in, the account's
 * own wallet or not; signed out, whether the wallet is bound to an e-mail on chain (the API tells an account's wallet
 * only to its owner).
 */
export function WalletAccountNotice({ account }: { account: Account | null }) {
  const { client, account: wallet } = useFinaverseClient(BINDING_CHAIN)
  const onChain = useQuery({
    ...checkAccountQueryOptions(client, { account: wallet ?? '0x0000000000000000000000000000000000000000' }),
    enabled: wallet !== undefined && account === null,
  })
  const previous = useRef<Address | undefined>(wallet)
  const [changed, setChanged] = useState(false)
  useEffect(() => {
    if (previous.current !== wallet) {
      setChanged(previous.current !== undefined || changed)
      previous.current = wallet
    }
  }, [wallet, changed])
  const short = wallet ? shortAddress(wallet) : ''
  return (
    <div role="status" className="notice account-wallet" data-testid="wallet-account">
      {changed ? (
        <strong>
          <Trans>The connected wallet changed.</Trans>{' '}
        </strong>
      ) : null}
      {!wallet ? (
        <Trans>Connect your wallet to create a game account or to see whether it has one.</Trans>
      ) : account ? (
        account.address.toLowerCase() === wallet.toLowerCase() ? (
          <Trans>The connected wallet {short} is the wallet of this game account.</Trans>
        ) : (
          <Trans>
            The connected wallet {short} has no game account here: this account belongs to{' '}
            {shortAddress(account.address)}.
          </Trans>
        )
      ) : onChain.data?.emailHash ? (
        <Trans>The connected wallet {short} has a game account: sign in with its e-mail.</Trans>
      ) : onChain.data ? (
        <Trans>
          The connected wallet {short} has no e-mail bound on chain: create an account, or sign in.
        </Trans>
      ) : (
        <Trans>Checking the connected wallet {short}…</Trans>
      )}
    </div>
  )
}
