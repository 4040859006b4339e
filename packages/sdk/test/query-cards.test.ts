// The queryOptions factories of the card, box and bridge reads: each fetches on the devnet, under its own key.
import { QueryClient } from '@tanstack/query-core'
import { describe, expect, it } from 'vitest'
import { getTokenInfosByAddress } from '../src/exports/actions.js'
import * as query from '../src/exports/query.js'
import { addressOf, alice, createTestClients, useSnapshot } from './fixtures.js'

useSnapshot()
const { clients } = createTestClients()
const { bsc, polygon } = clients

describe('queryOptions of the card, box and bridge reads', () => {
  it('every factory fetches what its action gives, keyed by the action name', async () => {
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } })
    const user = alice.address
    const owner = alice.address
    const tokenId = 5n
    const heroCard = addressOf(bsc, 'HeroCard')
    const cases: [string, { queryKey: readonly unknown[]; queryFn: () => Promise<unknown> }][] = [
      ['acceptedTokens', query.acceptedTokensQueryOptions(bsc, { tokenAddress: heroCard })],
      ['boxBalanceOf', query.boxBalanceOfQueryOptions(bsc, { box: 'BlindBoxV1', owner })],
      [
        'canClaimMysteryBoxes',
        query.canClaimMysteryBoxesQueryOptions(bsc, { account: user, amount: 1n, proof: [] }),
      ],
      ['cardInfoes', query.cardInfoesQueryOptions(bsc, { cardId: 31n })],
      ['changeFee', query.changeFeeQueryOptions(bsc, {})],
      ['containsInWhiteList', query.containsInWhiteListQueryOptions(bsc, { user })],
      ['estimatedWaitingTime', query.estimatedWaitingTimeQueryOptions(bsc, {})],
      ['freeMintMap', query.freeMintMapQueryOptions(bsc, { user })],
      ['genesisHeroOf', query.genesisHeroOfQueryOptions(bsc, { tokenId: 1n })],
      ['getApproved', query.getApprovedQueryOptions(bsc, { tokenId })],
      ['getBoxIdsByAddress', query.getBoxIdsByAddressQueryOptions(bsc, { box: 'BlindBoxV1', owner })],
      ['getBoxInfo', query.getBoxInfoQueryOptions(bsc, { box: 'MysteryBox' })],
      ['getCardMetadata', query.getCardMetadataQueryOptions(bsc, { tokenId })],
      [
        'getBridgeStatus',
        query.getBridgeStatusQueryOptions(bsc, { messageId: `0x${'00'.repeat(32)}`, polygon }),
      ],
      [
        'getBridgeCompletion',
        query.getBridgeCompletionQueryOptions(polygon, { messageId: `0x${'00'.repeat(32)}` }),
      ],
      ['getClaimableCards', query.getClaimableCardsQueryOptions(bsc, { mintIds: [] })],
      ['getHeroIds', query.getHeroIdsQueryOptions(bsc, { tokenIds: [tokenId] })],
      ['getMergeInfos', query.getMergeInfosQueryOptions(bsc, { user })],
      ['getMintHeroes', query.getMintHeroesQueryOptions(bsc, { mintId: 1n })],
      ['getMintIds', query.getMintIdsQueryOptions(bsc, { user })],
      ['getMintInfos', query.getMintInfosQueryOptions(bsc, { user })],
      ['getMintSettings', query.getMintSettingsQueryOptions(bsc, {})],
      ['getMirrorableTokens', query.getMirrorableTokensQueryOptions(bsc, { genesisTokenIds: [1n] })],
      ['getTokenIDsByAddress', query.getTokenIDsByAddressQueryOptions(bsc, { owner })],
      ['getTokenInfosByAddress', query.getTokenInfosByAddressQueryOptions(bsc, { owner })],
      ['getTokensStakedByAddress', query.getTokensStakedByAddressQueryOptions(bsc, { owner })],
      ['heroIdMap', query.heroIdMapQueryOptions(bsc, { tokenId })],
      ['isApprovedForAll', query.isApprovedForAllQueryOptions(bsc, { owner, operator: heroCard })],
      ['isChanged', query.isChangedQueryOptions(bsc, { tokenId })],
      ['isMirrored', query.isMirroredQueryOptions(bsc, { genesisTokenId: 1n })],
      ['isStaked', query.isStakedQueryOptions(bsc, { tokenId })],
      ['lockTime', query.lockTimeQueryOptions(bsc, {})],
      ['mergeSuccessRateMap', query.mergeSuccessRateMapQueryOptions(bsc, { rarity: 2n })],
      ['mirroredTokenOf', query.mirroredTokenOfQueryOptions(bsc, { genesisTokenId: 1n })],
      ['mysteryBoxClaimed', query.mysteryBoxClaimedQueryOptions(bsc, { account: user })],
      ['nftBalanceOf', query.nftBalanceOfQueryOptions(bsc, { owner })],
      ['nftIdtoCardId', query.nftIdtoCardIdQueryOptions(bsc, { box: 'BlindBoxV1', boxId: 1n })],
      ['nftPrice', query.nftPriceQueryOptions(bsc, {})],
      ['ownerOf', query.ownerOfQueryOptions(bsc, { tokenId })],
      ['publicBuyingHistory', query.publicBuyingHistoryQueryOptions(bsc, { box: 'BlindBoxV1', buyer: user })],
      ['rarityDirectionalPriceMap', query.rarityDirectionalPriceMapQueryOptions(bsc, { rarity: 2n })],
      ['rarityMap', query.rarityMapQueryOptions(bsc, { tokenId })],
      ['rarityMergePriceMap', query.rarityMergePriceMapQueryOptions(bsc, { rarity: 2n })],
      ['redeemAmount', query.redeemAmountQueryOptions(bsc, {})],
      ['redeemedCount', query.redeemedCountQueryOptions(bsc, { user })],
      ['quoteBridge', query.quoteBridgeQueryOptions(bsc, { count: 2 })],
      ['remainingToday', query.remainingTodayQueryOptions(polygon, {})],
      ['stakeOf', query.stakeOfQueryOptions(bsc, { tokenId: 1n })],
      ['tokenOfOwnerByIndex', query.tokenOfOwnerByIndexQueryOptions(bsc, { owner, index: 0n })],
      ['tokenURI', query.tokenURIQueryOptions(bsc, { tokenId })],
      ['tokensOfOwner', query.tokensOfOwnerQueryOptions(bsc, { owner })],
      ['userHistory', query.userHistoryQueryOptions(bsc, { user })],
      ['whiteListOnly', query.whiteListOnlyQueryOptions(bsc, { box: 'BlindBoxV4' })],
      [
        'whitelistBuyingHistory',
        query.whitelistBuyingHistoryQueryOptions(bsc, { box: 'BlindBoxV4', buyer: user }),
      ],
      ['whitelistInfos', query.whitelistInfosQueryOptions(bsc, { user })],
    ]
    for (const [action, options] of cases) {
      expect(options.queryKey.slice(0, 3), action).toEqual(['finaverse', action, options.queryKey[2]])
      await expect(queryClient.fetchQuery(options), action).resolves.toBeDefined()
    }
    expect(await queryClient.fetchQuery(query.getTokenInfosByAddressQueryOptions(bsc, { owner }))).toEqual(
      await getTokenInfosByAddress(bsc, { owner }),
    )
    // The randomness verifier and the bridge request/progress reads need a request: a missing one rejects.
    await expect(
      queryClient.fetchQuery(query.getBridgeRequestQueryOptions(bsc, { nonce: 1n })),
    ).rejects.toThrow('UnknownRequest')
    await expect(
      queryClient.fetchQuery(query.verifyRandomnessQueryOptions(bsc, { requestId: 999n })),
    ).rejects.toThrow()
  })
})
