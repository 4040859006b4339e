import { useRouterState } from '@tanstack/react-router'
import { type Locale, localeFromPath } from './locale'

/** The locale of the current URL. */
export function useLocale(): Locale {
  return useRouterState({ select: (state) => localeFromPath(state.location.pathname) })
}
