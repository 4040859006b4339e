// The spec's navigation menu (section 2): every entry and its target. A target is a route of the site or an
// external link from configuration; an external entry that is not configured points to the closest page of ours,
// so no entry is ever dead. The README has the same table.
import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { config, type ExternalLinks } from './config'
import type { PagePath } from './pages'

export type MenuTarget = { kind: 'route'; to: PagePath; hash?: string } | { kind: 'external'; href: string }

export type MenuEntry = { id: string; label: MessageDescriptor; target: MenuTarget }
export type MenuGroup = { id: string; label: MessageDescriptor; entries: MenuEntry[] }

const route = (to: PagePath, hash?: string): MenuTarget =>
  hash ? { kind: 'route', to, hash } : { kind: 'route', to }

/** External link from configuration, or the fallback route when it is not configured. */
export function linkOrRoute(links: ExternalLinks, key: keyof ExternalLinks, fallback: PagePath): MenuTarget {
  const href = links[key]
  return href ? { kind: 'external', href } : route(fallback)
}

export function buildMenu(links: ExternalLinks = config.links): MenuGroup[] {
  return [
    {
      id: 'play',
      label: msg`Play`,
      entries: [
        { id: 'mining-game', label: msg`Mining game`, target: linkOrRoute(links, 'miningGame', '/game') },
        { id: 'game', label: msg`Game`, target: route('/game') },
        { id: 'download', label: msg`Download`, target: route('/game', 'download') },
        { id: 'leaderboard', label: msg`Leaderboard`, target: route('/leaderboard') },
        { id: 'heroes', label: msg`Heroes`, target: route('/heroes') },
      ],
    },
    {
      id: 'earn',
      label: msg`Earn`,
      entries: [
        { id: 'staking', label: msg`Staking`, target: route('/staking') },
        { id: 'worldcup', label: msg`World Cup`, target: route('/worldcup') },
        { id: 'stake-and-cheer', label: msg`Stake and cheer`, target: route('/worldcup-cheer') },
        { id: 'event-profile', label: msg`Event profile`, target: route('/worldcup-profile') },
        { id: 'events', label: msg`Events`, target: linkOrRoute(links, 'events', '/worldcup') },
      ],
    },
    {
      id: 'nft',
      label: msg`Hero cards`,
      entries: [
        { id: 'buy-mystery-box', label: msg`Buy mystery box`, target: route('/magic-eden-Mbox') },
        { id: 'open-box', label: msg`Open box`, target: route('/mint') },
        { id: 'mint', label: msg`Mint`, target: route('/mint') },
        { id: 'merge', label: msg`Merge`, target: route('/merge') },
        { id: 'mirror', label: msg`Mirror`, target: route('/mirror') },
        { id: 'market', label: msg`Market`, target: linkOrRoute(links, 'market', '/magic-eden-Mbox') },
      ],
    },
    {
      id: 'token',
      label: msg`Token`,
      entries: [
        { id: 'token', label: msg`FINA token`, target: route('/token') },
        { id: 'swap', label: msg`Swap`, target: linkOrRoute(links, 'swap', '/token') },
      ],
    },
    {
      id: 'community',
      label: msg`Community`,
      entries: [
        { id: 'news', label: msg`News and community`, target: route('/news') },
        { id: 'fan-art', label: msg`Fan art`, target: route('/fanart') },
        { id: 'community', label: msg`Community channels`, target: linkOrRoute(links, 'community', '/news') },
      ],
    },
    {
      id: 'about',
      label: msg`About`,
      entries: [
        { id: 'vision', label: msg`Vision`, target: route('/vision') },
        { id: 'whitepaper', label: msg`Whitepaper`, target: linkOrRoute(links, 'whitepaper', '/vision') },
        { id: 'docs', label: msg`Docs`, target: linkOrRoute(links, 'docs', '/finaverse') },
      ],
    },
  ]
}
