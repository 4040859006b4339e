import { getContractAddresses } from '@finaverse/sdk'
import { stakeCard, stakeMulti, withdrawMulti, withdrawStakedCard } from '@finaverse/sdk/actions'
import {
  getTokenInfosByAddressQueryOptions,
  getTokensStakedByAddressQueryOptions,
  lockTimeQueryOptions,
  stakeOfQueryOptions,
} from '@finaverse/sdk/query'
import { msg } from '@lingui/core/macro'
import { Plural, Trans, useLingui } from '@lingui/react/macro'
import { useQueries, useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { Countdown } from '../../../ui/Countdown'
import { formatCountdown } from '../../../ui/format'
import { CardPicker } from '../../cards/CardPicker'
import { useHeroCards } from '../../cards/useHeroCards'
import { ERROR_MESSAGES } from '../../errors/messages'
import { ApproveStep } from '../../tx/ApproveStep'
import { ChainGuard } from '../../tx/ChainGuard'
import { chainClockQueryOptions } from '../../tx/chainClock'
import { TxButton } from '../../tx/TxButton'
import { TxStatus } from '../../tx/TxStatus'
import { useFinaverseClient } from '../../tx/useFinaverseClient'
import { useWriteFlow } from '../../tx/useWriteFlow'

const STAKE = msg`Stake cards`
const UNSTAKE = msg`Unstake cards`
const NOBODY = '0x0000000000000000000000000000000000000000'

function HeroStaking() {
  const { t, i18n } = useLingui()
  const { client, account } = useFinaverseClient('bsc')
  const owner = account ?? NOBODY
  const staking = getContractAddresses(client)['CardStaking']
  const lock = useQuery(lockTimeQueryOptions(client, {}))
  const clock = useQuery(chainClockQueryOptions(client))
  const owned = useQuery(getTokenInfosByAddressQueryOptions(client, { owner }))
  const stakedIds = useQuery(getTokensStakedByAddressQueryOptions(client, { owner }))
  const ids = stakedIds.data?.data ?? []
  const stakes = useQueries({ queries: ids.map((tokenId) => stakeOfQueryOptions(client, { tokenId })) })
  const mine = useHeroCards(client, owned.data ?? [])
  const staked = useHeroCards(
    client,
    ids.map((tokenId) => ({ tokenId })),
  )
  const [toStake, setToStake] = useState<bigint[]>([])
  const [toUnstake, setToUnstake] = useState<bigint[]>([])
  const [stakeTried, setStakeTried] = useState(false)
  const unlockOf = (tokenId: bigint) => stakes[ids.indexOf(tokenId)]?.data?.unlockAt
  const chainNow = clock.data ? Math.floor(Date.now() / 1000) + clock.data.offset : undefined
  const locked = (tokenId: bigint) => {
    const unlock = unlockOf(tokenId)
    return unlock === undefined || chainNow === undefined || Number(unlock) > chainNow
  }
  const stakeFlow = useWriteFlow({
    role: 'bsc',
    label: STAKE,
    prepare: (c, from) =>
      toStake.length === 1
        ? stakeCard(c, { account: from, tokenId: toStake[0] as bigint })
        : stakeMulti(c, { account: from, tokenIds: toStake }),
    onSuccess: () => {
      setToStake([])
      setStakeTried(false)
    },
  })
  const unstakeFlow = useWriteFlow({
    role: 'bsc',
    label: UNSTAKE,
    prepare: (c, from) =>
      toUnstake.length === 1
        ? withdrawStakedCard(c, { account: from, tokenId: toUnstake[0] as bigint })
        : withdrawMulti(c, { account: from, tokenIds: toUnstake }),
    onSuccess: () => setToUnstake([]),
  })
  const lockText = lock.data === undefined ? '…' : formatCountdown(Number(lock.data), i18n.locale)
  const stakeCount = toStake.length
  const unstakeCount = toUnstake.length
  const stakeMessage = stakeTried && toStake.length === 0 ? i18n._(ERROR_MESSAGES.NO_CARD_SELECTED) : null
  const stakeAction = (
    <>
      {staking ? (
        <ApproveStep chain="bsc" need={{ kind: 'nft', operator: staking }}>
          <TxButton
            flow={stakeFlow}
            validate={() => {
              setStakeTried(true)
              return toStake.length > 0
            }}
          >
            <Trans>Stake</Trans>
          </TxButton>
        </ApproveStep>
      ) : null}
      <TxStatus
        flow={stakeFlow}
        chain="bsc"
        summary={
          <p>
            <Trans>
              Stake <Plural value={stakeCount} one="# card" other="# cards" />.{' '}
              <Plural value={stakeCount} one="It stays" other="They stay" /> locked for {lockText}.
            </Trans>
          </p>
        }
      />
    </>
  )
  const unstakeAction = (
    <>
      <TxButton flow={unstakeFlow} disabled={toUnstake.length === 0}>
        <Trans>Unstake</Trans>
      </TxButton>
      <TxStatus
        flow={unstakeFlow}
        chain="bsc"
        summary={
          <p>
            <Trans>
              Unstake <Plural value={unstakeCount} one="# card" other="# cards" /> back to your wallet.
            </Trans>
          </p>
        }
      />
    </>
  )
  return (
    <div className="hero-staking">
      <p className="notice" data-testid="lock-time">
        <Trans>Staked cards stay locked for {lockText} after staking.</Trans>
      </p>
      <p className="muted" data-testid="hero-staking-earns">
        <Trans>
          Hero staking pays no FINA or credits: the contract only holds your cards for the lock time, and they
          come back when you unstake. FINA rewards come from the farm.
        </Trans>
      </p>
      <section className="panel" aria-labelledby="my-cards-title">
        <h3 id="my-cards-title">
          <Trans>Your cards</Trans>
        </h3>
        {mine.cards.length === 0 ? (
          <>
            <p className="muted">{owned.isPending ? '…' : <Trans>No hero cards in this wallet.</Trans>}</p>
            {stakeAction}
          </>
        ) : (
          <CardPicker
            cards={mine.cards}
            selected={toStake}
            onChange={(next) => {
              setToStake(next)
              setStakeTried(false)
            }}
            label={t`Cards to stake`}
            message={stakeMessage}
            actions={stakeAction}
          />
        )}
      </section>
      <section className="panel" aria-labelledby="staked-cards-title">
        <h3 id="staked-cards-title">
          <Trans>Staked cards</Trans>
        </h3>
        {staked.cards.length === 0 ? (
          <>
            <p className="muted">{stakedIds.isPending ? '…' : <Trans>No staked cards.</Trans>}</p>
            {unstakeAction}
          </>
        ) : (
          <CardPicker
            cards={staked.cards}
            selected={toUnstake}
            onChange={setToUnstake}
            label={t`Cards to unstake`}
            disabled={(card) => locked(card.tokenId)}
            footer={(card) => {
              const unlock = unlockOf(card.tokenId)
              if (unlock === undefined || !clock.data) return null
              return locked(card.tokenId) ? (
                <p className="small">
                  <Trans>Unlocks in</Trans>{' '}
                  <Countdown
                    until={Number(unlock)}
                    offset={clock.data.offset}
                    onDone={() => void clock.refetch()}
                  />
                </p>
              ) : (
                <p className="small">
                  <Trans>Unlocked</Trans>
                </p>
              )
            }}
            actions={unstakeAction}
          />
        )}
      </section>
    </div>
  )
}

/** Hero staking: the player's cards to stake (approval for all first), the staked ones with their unlock countdown. */
export function HeroStakingTab() {
  return (
    <ChainGuard chain="bsc">
      <HeroStaking />
    </ChainGuard>
  )
}
