import { useTranslation } from 'react-i18next'

import { isLanguage, LANGUAGE_NAMES, LANGUAGES } from '@/lib/i18n'
import { useChangeLanguage } from '@/lib/i18n/account-language'

/** 'English' / 'Filipino': remembered on this device, and on the account when signed in. */
export function LanguageSwitch({ className = '' }: { className?: string }) {
  const { t, i18n } = useTranslation('common')
  const change = useChangeLanguage()
  return (
    <label className={`inline-flex items-center gap-1 text-sm ${className}`}>
      <span className="sr-only">{t('language.label')}</span>
      <select
        value={i18n.language}
        onChange={(event) => isLanguage(event.target.value) && change(event.target.value)}
        className="min-h-10 rounded-lg border border-white/30 bg-brand-800 px-2 py-1.5 text-sm font-semibold text-white"
      >
        {LANGUAGES.map((language) => (
          <option key={language} value={language} lang={language}>
            {LANGUAGE_NAMES[language]}
          </option>
        ))}
      </select>
    </label>
  )
}
