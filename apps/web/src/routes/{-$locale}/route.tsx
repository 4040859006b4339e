import { createFileRoute } from '@tanstack/react-router'
import { isLocaleParam } from '../../i18n/locale'

// The optional language segment of every page: none for English (`/news`), `zh` for Chinese (`/zh/news`). Any other
// first segment (`/en/news`, `/xx`) does not match this route, so the path is not a page of the site: the 404 page,
// whose links then go to English pages (an invalid segment is never carried into a link).
export const Route = createFileRoute('/{-$locale}')({
  params: {
    parse: ({ locale }) =>
      locale === undefined ? {} : isLocaleParam(locale) ? { locale: 'zh' as const } : false,
  },
})
