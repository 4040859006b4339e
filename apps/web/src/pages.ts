// The spec's route table (section 2): every page, its title and its short description. Each route exists in
// English at `path` and in Chinese at `/zh` + `path`. Titles and descriptions are `msg` descriptors, translated
// at render time.
import type { SiteRoute } from '@finaverse/domain'
import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'

/** `content` pages read server data; `feature` pages show their title and a short description until their issue lands. */
export type PageKind = 'content' | 'feature'

export type PageDef = {
  /** A route of the spec's table (`@finaverse/domain`'s SITE_ROUTES): the web cannot invent one. */
  readonly path: SiteRoute
  readonly kind: PageKind
  readonly title: MessageDescriptor
  readonly description: MessageDescriptor
}

export const PAGES = [
  {
    path: '/',
    kind: 'content',
    title: msg`Home`,
    description: msg`Collect hero cards, stake FINA and fight for glory in the Finaverse.`,
  },
  {
    path: '/claim',
    kind: 'feature',
    title: msg`Claim mystery boxes`,
    description: msg`Claim the mystery boxes your wallet is entitled to.`,
  },
  {
    path: '/downloadCount',
    kind: 'content',
    title: msg`Download count`,
    description: msg`How many times the game has been downloaded.`,
  },
  {
    path: '/error',
    kind: 'content',
    title: msg`Error`,
    description: msg`Something went wrong. Please try again later.`,
  },
  {
    path: '/fanart',
    kind: 'content',
    title: msg`Fan art`,
    description: msg`Artwork made by the Finaverse community.`,
  },
  {
    path: '/finaverse',
    kind: 'content',
    title: msg`The Finaverse`,
    description: msg`Four factions, one universe: the world behind the heroes.`,
  },
  {
    path: '/game',
    kind: 'content',
    title: msg`Game`,
    description: msg`Form a team of heroes, fight in the arena and download the game.`,
  },
  {
    path: '/heroes',
    kind: 'content',
    title: msg`Heroes`,
    description: msg`Every hero of the Finaverse, by rarity and faction.`,
  },
  {
    path: '/leaderboard',
    kind: 'content',
    title: msg`Arena leaderboard`,
    description: msg`The best players of each arena season.`,
  },
  {
    path: '/magic-eden-Mbox',
    kind: 'feature',
    title: msg`Mystery box market sale`,
    description: msg`Buy mystery boxes through a market.`,
  },
  {
    path: '/merge',
    kind: 'feature',
    title: msg`Merge`,
    description: msg`Merge two heroes of the same rarity into a stronger one.`,
  },
  {
    path: '/mint',
    kind: 'feature',
    title: msg`Mint`,
    description: msg`Buy and open mystery boxes to reveal hero cards.`,
  },
  {
    path: '/mirror',
    kind: 'feature',
    title: msg`Hero mirror`,
    description: msg`Mirror your Genesis heroes on BSC to the new contract.`,
  },
  { path: '/news', kind: 'content', title: msg`News`, description: msg`News, announcements and the blog.` },
  {
    path: '/nft-bridge',
    kind: 'feature',
    title: msg`Card bridge`,
    description: msg`Bridge hero cards from BSC to Polygon.`,
  },
  {
    path: '/privacy',
    kind: 'content',
    title: msg`Privacy policy`,
    description: msg`What we collect and why.`,
  },
  {
    path: '/profile',
    kind: 'feature',
    title: msg`Profile`,
    description: msg`Your game account, assets and transactions.`,
  },
  {
    path: '/staking',
    kind: 'feature',
    title: msg`Staking`,
    description: msg`Stake FINA or liquidity-pool tokens and earn rewards.`,
  },
  {
    path: '/terms',
    kind: 'content',
    title: msg`Terms of use`,
    description: msg`The rules of using the Finaverse site.`,
  },
  {
    path: '/token',
    kind: 'content',
    title: msg`FINA token`,
    description: msg`The FINA token: live price and where to use it.`,
  },
  {
    path: '/updates',
    kind: 'content',
    title: msg`Updates`,
    description: msg`Game updates and release notes.`,
  },
  { path: '/vision', kind: 'content', title: msg`Vision`, description: msg`Where the Finaverse is going.` },
  {
    path: '/worldcup',
    kind: 'feature',
    title: msg`World Cup`,
    description: msg`Cheer for your teams with your heroes and win from the prize pool.`,
  },
  {
    path: '/worldcup-cheer',
    kind: 'feature',
    title: msg`Stake and cheer`,
    description: msg`Stake heroes and cheer for World Cup matches.`,
  },
  {
    path: '/worldcup-profile',
    kind: 'feature',
    title: msg`Event profile`,
    description: msg`Your World Cup credits, cheers and rewards.`,
  },
] as const satisfies readonly PageDef[]

export type PagePath = (typeof PAGES)[number]['path']

export function pageFor(path: string): PageDef | undefined {
  return PAGES.find((page) => page.path === path)
}
