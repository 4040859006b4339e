import { createFileRoute, notFound } from '@tanstack/react-router'
import { isLocaleParam } from '../../i18n/locale'

// The optional language segment of every page: none for English (`/news`), `zh` for Chinese (`/zh/news`); any
// other first segment (`/en/news`, `/xx`) is not a page of the site and gets the 404 page.
export const Route = createFileRoute('/{-$locale}')({
  beforeLoad: ({ params }) => {
    if (!isLocaleParam(params.locale)) throw notFound()
  },
})
