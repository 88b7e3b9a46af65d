import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'

import { buttonClasses } from '@/components/ui/button'
import { SelectField } from '@/components/ui/select-field'

import type { NoticeLanguage } from '../api/get-privacy-notice'

/** The IP Profile's "Privacy notice": the language to print it in, and the print page with the person's name. */
export function NoticeSection({ personId }: { personId: number }) {
  const { t, i18n } = useTranslation('privacy-basis')
  const [language, setLanguage] = useState<NoticeLanguage>(i18n.language === 'fil' ? 'fil' : 'en')
  return (
    <div className="flex flex-wrap items-end justify-end gap-3 print:hidden">
      <SelectField
        label={t('profile.notice_language')}
        value={language}
        onChange={(event) => setLanguage(event.target.value as NoticeLanguage)}
        options={[
          { value: 'en', label: t('notice.english') },
          { value: 'fil', label: t('notice.filipino') },
        ]}
      />
      <Link to={`/privacy-notice/${personId}?lang=${language}`} className={buttonClasses('secondary')}>
        {t('profile.print_notice')}
      </Link>
    </div>
  )
}
