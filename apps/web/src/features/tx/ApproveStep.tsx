import { isNftTransferApproved, isTokenApproved } from '@finaverse/domain'
import { type ChainRole, getContractAddresses } from '@finaverse/sdk'
import { approveToken, setApprovalForAll } from '@finaverse/sdk/actions'
import { allowanceQueryOptions, isApprovedForAllQueryOptions } from '@finaverse/sdk/query'
import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import { type ReactNode, useState } from 'react'
import { type Address, maxUint256 } from 'viem'
import { shortAddress } from '../../lib/format'
import { formatUnits } from '../../ui/format'
import { TxButton } from './TxButton'
import { TxStatus } from './TxStatus'
import { useFinaverseClient } from './useFinaverseClient'
import { useWriteFlow } from './useWriteFlow'

/** What the action needs approved: an ERC-20 allowance of `amount`, or an ERC-721 operator for all. */
export type ApprovalNeed =
  | { kind: 'erc20'; spender: Address; amount: bigint; token?: Address; symbol: string; decimals?: number }
  | { kind: 'nft'; operator: Address; collection?: Address }

/** The names players know the spenders by (the deployment's contract names). */
const SPENDERS: Readonly<Record<string, MessageDescriptor>> = {
  FinaFarm: msg`the farm`,
  GameVault: msg`the game account vault`,
  CardBridge: msg`the card bridge`,
  CardStaking: msg`hero staking`,
  WorldCup: msg`the World Cup`,
  HeroCard: msg`the hero card contract`,
  BlindBoxV1: msg`the Box V1 sale`,
  BlindBoxV2: msg`the Box V2 sale`,
  BlindBoxV3: msg`the Box V3 sale`,
  BlindBoxV4: msg`the Box V4 sale`,
}

const APPROVE_TOKEN = msg`Approve token`
const APPROVE_CARDS = msg`Approve cards`

/**
 * Shows "Approve" until what the action needs is approved, then the action (`children`). An ERC-20 approval is for
 * exactly the needed amount, unless the player opts into "approve max"; cards use `setApprovalForAll`.
 */
export function ApproveStep({
  chain,
  need,
  children,
}: {
  chain: ChainRole
  need: ApprovalNeed
  children: ReactNode
}) {
  const { i18n } = useLingui()
  const { client, account } = useFinaverseClient(chain)
  const [unlimited, setUnlimited] = useState(false)
  const owner = account ?? '0x0000000000000000000000000000000000000000'
  const allowance = useQuery({
    ...allowanceQueryOptions(client, {
      owner,
      spender: need.kind === 'erc20' ? need.spender : owner,
      ...(need.kind === 'erc20' && need.token ? { token: need.token } : {}),
    }),
    enabled: account !== undefined && need.kind === 'erc20',
  })
  const approvedForAll = useQuery({
    ...isApprovedForAllQueryOptions(client, {
      owner,
      operator: need.kind === 'nft' ? need.operator : owner,
      ...(need.kind === 'nft' && need.collection ? { collection: need.collection } : {}),
    }),
    enabled: account !== undefined && need.kind === 'nft',
  })
  const flow = useWriteFlow({
    role: chain,
    label: need.kind === 'erc20' ? APPROVE_TOKEN : APPROVE_CARDS,
    prepare: (c, from) =>
      need.kind === 'erc20'
        ? approveToken(c, {
            account: from,
            spender: need.spender,
            amount: unlimited ? maxUint256 : need.amount,
            ...(need.token ? { token: need.token } : {}),
          })
        : setApprovalForAll(c, {
            account: from,
            operator: need.operator,
            approved: true,
            ...(need.collection ? { collection: need.collection } : {}),
          }),
  })
  const approved =
    need.kind === 'erc20'
      ? allowance.data !== undefined && isTokenApproved(allowance.data, need.amount)
      : approvedForAll.data !== undefined && isNftTransferApproved(approvedForAll.data)
  const loading = need.kind === 'erc20' ? allowance.isPending : approvedForAll.isPending
  if (!account || approved) return <>{children}</>
  const symbol = need.kind === 'erc20' ? need.symbol : ''
  // Who is approved, and for what: said in the approval's confirm step beside the fee.
  const spender = need.kind === 'erc20' ? need.spender : need.operator
  const known = Object.entries(getContractAddresses(client)).find(
    ([, address]) => address?.toLowerCase() === spender.toLowerCase(),
  )?.[0]
  const spenderName = known && SPENDERS[known] ? i18n._(SPENDERS[known]) : shortAddress(spender)
  const where = shortAddress(spender)
  const amountText =
    need.kind === 'erc20'
      ? // Exactly what is allowed, every place (an approval never rounds).
        formatUnits(need.amount, need.decimals ?? 18, i18n.locale, need.decimals ?? 18)
      : ''
  const summary = (
    <p data-testid="approve-scope">
      {need.kind === 'nft' ? (
        <Trans>
          Lets {spenderName} ({where}) move every hero card of this wallet, now and later, until you revoke
          it.
        </Trans>
      ) : unlimited ? (
        <Trans>
          Lets {spenderName} ({where}) spend any amount of your {symbol}, now and later, until you revoke it.
        </Trans>
      ) : (
        <Trans>
          Lets {spenderName} ({where}) spend exactly {amountText} {symbol}, and nothing more.
        </Trans>
      )}
    </p>
  )
  return (
    <div className="approve-step">
      {need.kind === 'erc20' ? (
        <label className="checkbox">
          <input type="checkbox" checked={unlimited} onChange={(e) => setUnlimited(e.target.checked)} />
          <Trans>Approve the maximum (no approval next time)</Trans>
        </label>
      ) : null}
      <TxButton flow={flow} disabled={loading}>
        {need.kind === 'erc20' ? <Trans>Approve {symbol}</Trans> : <Trans>Approve cards</Trans>}
      </TxButton>
      <TxStatus flow={flow} chain={chain} summary={summary} />
    </div>
  )
}
