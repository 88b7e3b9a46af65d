import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'

import { buttonClasses } from '@/components/ui/button'

export const genealogyFormPath = (personId: number) => `/people/${personId}/genealogy-form`
export const indexFormPath = (personId: number) => `/people/${personId}/index-form`

/** The person's papers for NCIP's Certificate of Confirmation: the Genealogy Form and the Information Index Form. */
export function CocLinks({ personId }: { personId: number }) {
  const { t } = useTranslation('certifications')
  return (
    <div className="flex flex-wrap gap-2" aria-label={t('coc.packet')} role="group">
      <Link to={genealogyFormPath(personId)} className={buttonClasses('secondary')}>
        {t('coc.genealogyTitle')}
      </Link>
      <Link to={indexFormPath(personId)} className={buttonClasses('secondary')}>
        {t('coc.indexTitle')}
      </Link>
    </div>
  )
}
