import { loadFixture } from '@nomicfoundation/hardhat-network-helpers'
import { expect } from 'chai'
import fc from 'fast-check'
import { ethers } from 'hardhat'
import { deployHeroCard } from './fixtures'
import { decodeJsonURI, RARITY } from './helpers'

/** Admin text: any Unicode, or strings dense in what JSON must escape (quotes, backslashes, control characters). */
const adminText = fc.oneof(
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.string({
    unit: fc.constantFrom(
      '"',
      '\\',
      '/',
      '\n',
      '\r',
      '\t',
      '\b',
      '\f',
      '\u0000',
      '\u0001',
      '\u001f',
      '\u007f',
      'é',
      '😀',
      'a',
    ),
    maxLength: 40,
  }),
)

/** A voucher with token 1 minted, and HeroCard with card 31 minted as token 1. */
async function collections() {
  const f = await deployHeroCard()
  const voucher = await ethers.deployContract('CardsVoucher', [f.admin.address])
  await voucher.grantRole(await voucher.MINTER_ROLE(), f.admin.address)
  await voucher.mint(f.alice.address, 1)
  await f.heroCard.mintCards(f.alice.address, 31, RARITY.S, 1)
  return { ...f, voucher }
}

describe('cards/CollectionJson (property: valid JSON for any admin text)', () => {
  it('contractURI and a voucher tokenURI parse back to the exact texts set', async () => {
    const { voucher } = await loadFixture(collections)
    await fc.assert(
      fc.asyncProperty(adminText, adminText, adminText, async (description, image, externalLink) => {
        await voucher.setCollectionInfo({ description, image, externalLink })
        const collection = decodeJsonURI(await voucher.contractURI())
        expect(collection).to.include({ description, image, external_link: externalLink })
        const token = decodeJsonURI(await voucher.tokenURI(1))
        expect(token).to.include({ name: 'Finaverse Mystery Box Voucher #1', description, image })
      }),
      { numRuns: 60 },
    )
  })

  it('a hero card tokenURI parses back to the exact name, image and traits set', async () => {
    const { heroCard } = await loadFixture(collections)
    const card = await heroCard.cardInfoes(31)
    await fc.assert(
      fc.asyncProperty(
        adminText,
        adminText,
        adminText,
        adminText,
        async (name, cardURI, weapon, background) => {
          await heroCard.setCardInfos(
            [
              {
                cardId: 31,
                camp: card.camp,
                rarity: card.rarity,
                name,
                currentAmount: card.currentAmount,
                maxAmount: card.maxAmount,
                cardURI,
              },
            ],
            [{ weapon, background }],
          )
          const json = decodeJsonURI(await heroCard.tokenURI(1))
          expect(json.name).to.equal(`${name} #1`)
          expect(json.image).to.equal(cardURI)
          const traits = Object.fromEntries(
            json.attributes.map((a: { trait_type: string; value: unknown }) => [a.trait_type, a.value]),
          )
          expect(traits).to.include({ Weapon: weapon, Background: background, 'Hero ID': 31 })
        },
      ),
      { numRuns: 40 },
    )
  })
})
