import { useLingui } from '@lingui/react/macro'
import { useNavigate, useRouterState } from '@tanstack/react-router'
import { type Locale, saveLanguage, switchLocaleHref } from '../i18n/locale'
import { useLocale } from '../i18n/useLocale'
import { setSessionLanguage } from '../session-store'

const NAMES: Record<Locale, string> = { en: 'English', zh: '中文' }

/** Switches language on the same page (query and hash kept), saving the choice. */
export function LanguageSwitch() {
  const { t } = useLingui()
  const locale = useLocale()
  const location = useRouterState({ select: (s) => s.location })
  const navigate = useNavigate()
  const other: Locale = locale === 'en' ? 'zh' : 'en'
  const href = switchLocaleHref(
    { pathname: location.pathname, search: location.searchStr, hash: location.hash },
    other,
  )
  return (
    <a
      href={href}
      lang={other === 'zh' ? 'zh-CN' : 'en'}
      hrefLang={other === 'zh' ? 'zh-CN' : 'en'}
      className="button button--ghost button--small"
      aria-label={t`Language: ${NAMES[other]}`}
      data-testid="language-switch"
      onClick={(event) => {
        if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return
        event.preventDefault()
        saveLanguage(other)
        setSessionLanguage(other)
        void navigate({ href })
      }}
    >
      {NAMES[other]}
    </a>
  )
}
