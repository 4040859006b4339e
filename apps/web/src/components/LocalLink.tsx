import { Link } from '@tanstack/react-router'
import type { ComponentProps } from 'react'
import { localizePath } from '../i18n/locale'
import { useLocale } from '../i18n/useLocale'

type Props = Omit<ComponentProps<typeof Link>, 'to' | 'search'> & {
  to: string
  search?: Record<string, unknown>
}

/** A link to a page of the spec's table (`/news`), kept in the current language (`/zh/news` on Chinese pages). */
export function LocalLink({ to, ...props }: Props) {
  const locale = useLocale()
  return <Link {...(props as unknown as ComponentProps<typeof Link>)} to={localizePath(to, locale)} />
}
