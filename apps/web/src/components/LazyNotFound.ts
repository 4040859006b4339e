import { lazyRouteComponent } from '@tanstack/react-router'

/** The 404 page (./NotFound), its own chunk loaded when first shown: the pages of the site never need it. */
export const NotFound = lazyRouteComponent(() => import('./NotFound'), 'NotFound')
