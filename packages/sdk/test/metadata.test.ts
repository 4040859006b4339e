// What a marketplace reads of every collection on the devnet: tokenURI and contractURI decoded.
import { describe, expect, it } from 'vitest'
import {
  decodeMetadataURI,
  getCollectionMetadata,
  getTokenMetadata,
  tokenMetadataSchema,
  tokensOfOwner,
} from '../src/exports/actions.js'
import { alice, createTestClients, rejection, useSnapshot } from './fixtures.js'

useSnapshot()
const { clients } = createTestClients()
const bsc = clients.bsc

const COLLECTIONS = [
  'HeroCard',
  'BlindBoxV1',
  'BlindBoxV2',
  'BlindBoxV3',
  'BlindBoxV4',
  'MysteryBox',
  'CardsVoucher',
] as const

describe('collection metadata (tokenURI, contractURI)', () => {
  it('every collection has a contractURI with an image, a link and the 5% royalty', async () => {
    for (const collection of COLLECTIONS) {
      const metadata = await getCollectionMetadata(bsc, { collection })
      expect(metadata.name, collection).toMatch(/^Finaverse /)
      expect(metadata.image, collection).toMatch(/^https:\/\/.+\.png$/)
      expect(metadata.external_link, collection).toMatch(/^https:\/\//)
      expect(metadata.seller_fee_basis_points, collection).toBe(500)
      expect(metadata.fee_recipient, collection).toMatch(/^0x[0-9a-f]{40}$/)
    }
  })

  it("a hero card's tokenURI decodes to its name, image and traits", async () => {
    const [first] = await tokensOfOwner(bsc, { owner: alice.address })
    const card = await getTokenMetadata(bsc, { tokenId: first as bigint })
    expect(card.name).toMatch(new RegExp(` #${first}$`))
    expect(card.attributes.map((a) => a.trait_type)).toEqual([
      'Rarity',
      'Faction',
      'Weapon',
      'Background',
      'Hero ID',
    ])
  })

  it('a missing token is the contract error; a URI that is not JSON metadata is UNKNOWN_ERROR', async () => {
    expect(
      await rejection(getTokenMetadata(bsc, { collection: 'MysteryBox', tokenId: 10n ** 9n })),
    ).toMatchObject({
      contractError: { name: 'URIQueryForNonexistentToken', args: [] },
      details: expect.stringMatching(/^URIQueryForNonexistentToken\(\) from tokenURI on 0x/),
    })
    expect(() => decodeMetadataURI('ipfs://x', tokenMetadataSchema)).toThrow(/not a JSON data URI/)
    const noImage = `data:application/json;base64,${btoa(JSON.stringify({ name: 'x', attributes: [] }))}`
    expect(() => decodeMetadataURI(noImage, tokenMetadataSchema)).toThrow(/does not match its schema/)
    expect(() => decodeMetadataURI('data:application/json,{"name"', tokenMetadataSchema)).toThrow(
      /not valid JSON/,
    )
    const plain = `data:application/json,${encodeURIComponent(JSON.stringify({ name: 'é "q"', image: 'i', attributes: [] }))}`
    expect(decodeMetadataURI(plain, tokenMetadataSchema).name).toBe('é "q"')
    const utf8 = `data:application/json;base64,${Buffer.from(JSON.stringify({ name: '😀\n', image: 'i', attributes: [] })).toString('base64')}`
    expect(decodeMetadataURI(utf8, tokenMetadataSchema).name).toBe('😀\n')
  })
})
