// The site's navigation: the spec's menu (docs/product.md#menu), the header's quick links and the footer's links. Every target
// is a page of the route tree (a typed `to`) or, for a menu entry, an external link from configuration; an external
// entry that is not configured points to the closest page of ours, so no entry is ever dead. The README has the
// menu's table.
import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { config, type ExternalLinks } from './config'
import type { PageTo } from './pages'

export type MenuTarget = { kind: 'route'; to: PageTo; hash?: string } | { kind: 'external'; href: string }

export type MenuEntry = { id: string; label: MessageDescriptor; target: MenuTarget }
export type MenuGroup = { id: string; label: MessageDescriptor; entries: MenuEntry[] }

const route = (to: PageTo, hash?: string): MenuTarget =>
  hash ? { kind: 'route', to, hash } : { kind: 'route', to }

/** External link from configuration, or the fallback route when it is not configured. */
export function linkOrRoute(links: ExternalLinks, key: keyof ExternalLinks, fallback: PageTo): MenuTarget {
  const href = links[key]
  return href ? { kind: 'external', href } : route(fallback)
}

export function buildMenu(links: ExternalLinks = config.links): MenuGroup[] {
  return [
    {
      id: 'play',
      label: msg`Play`,
      entries: [
        {
          id: 'mining-game',
          label: msg`Mining game`,
          target: linkOrRoute(links, 'miningGame', '/{-$locale}/game'),
        },
        { id: 'game', label: msg`Game`, target: route('/{-$locale}/game') },
        { id: 'download', label: msg`Download`, target: route('/{-$locale}/game', 'download') },
        { id: 'leaderboard', label: msg`Leaderboard`, target: route('/{-$locale}/leaderboard') },
        { id: 'heroes', label: msg`Heroes`, target: route('/{-$locale}/heroes') },
        { id: 'profile', label: msg`Game account`, target: route('/{-$locale}/profile') },
      ],
    },
    {
      id: 'earn',
      label: msg`Earn`,
      entries: [
        { id: 'staking', label: msg`Staking`, target: route('/{-$locale}/staking') },
        { id: 'worldcup', label: msg`World Cup`, target: route('/{-$locale}/worldcup') },
        { id: 'stake-and-cheer', label: msg`Stake and cheer`, target: route('/{-$locale}/worldcup-cheer') },
        { id: 'event-profile', label: msg`Event profile`, target: route('/{-$locale}/worldcup-profile') },
        { id: 'events', label: msg`Events`, target: linkOrRoute(links, 'events', '/{-$locale}/worldcup') },
      ],
    },
    {
      id: 'nft',
      label: msg`Hero cards`,
      entries: [
        { id: 'buy-mystery-box', label: msg`Buy mystery box`, target: route('/{-$locale}/magic-eden-Mbox') },
        { id: 'open-box', label: msg`Open box`, target: route('/{-$locale}/mint') },
        { id: 'mint', label: msg`Mint`, target: route('/{-$locale}/mint') },
        { id: 'merge', label: msg`Merge`, target: route('/{-$locale}/merge') },
        { id: 'mirror', label: msg`Mirror`, target: route('/{-$locale}/mirror') },
        { id: 'bridge', label: msg`Card bridge`, target: route('/{-$locale}/nft-bridge') },
        { id: 'claim', label: msg`Claim mystery boxes`, target: route('/{-$locale}/claim') },
        {
          id: 'market',
          label: msg`Market`,
          target: linkOrRoute(links, 'market', '/{-$locale}/magic-eden-Mbox'),
        },
      ],
    },
    {
      id: 'token',
      label: msg`Token`,
      entries: [
        { id: 'token', label: msg`FINA token`, target: route('/{-$locale}/token') },
        { id: 'swap', label: msg`Swap`, target: linkOrRoute(links, 'swap', '/{-$locale}/token') },
      ],
    },
    {
      id: 'community',
      label: msg`Community`,
      entries: [
        { id: 'news', label: msg`News and community`, target: route('/{-$locale}/news') },
        { id: 'fan-art', label: msg`Fan art`, target: route('/{-$locale}/fanart') },
        {
          id: 'community',
          label: msg`Community channels`,
          target: linkOrRoute(links, 'community', '/{-$locale}/news'),
        },
      ],
    },
    {
      id: 'about',
      label: msg`About`,
      entries: [
        { id: 'vision', label: msg`Vision`, target: route('/{-$locale}/vision') },
        {
          id: 'whitepaper',
          label: msg`Whitepaper`,
          target: linkOrRoute(links, 'whitepaper', '/{-$locale}/vision'),
        },
        { id: 'docs', label: msg`Docs`, target: linkOrRoute(links, 'docs', '/{-$locale}/finaverse') },
      ],
    },
  ]
}

/** The header's quick links (their names are the pages' labels). */
export const HEADER_LINKS: readonly PageTo[] = [
  '/{-$locale}/staking',
  '/{-$locale}/mint',
  '/{-$locale}/heroes',
  '/{-$locale}/leaderboard',
  '/{-$locale}/news',
]

/** The footer's links (their names are the pages' labels). */
export const FOOTER_LINKS: readonly PageTo[] = [
  '/{-$locale}/finaverse',
  '/{-$locale}/vision',
  '/{-$locale}/token',
  '/{-$locale}/claim',
  '/{-$locale}/downloadCount',
  '/{-$locale}/profile',
  '/{-$locale}/privacy',
  '/{-$locale}/terms',
]
