import { useTranslation } from 'react-i18next'

import { TextLink } from '@/components/ui/text-link'

/** A record merged away on /admin/duplicates: a link to the kept record's history in the audit trail. */
export function MergedInto({ id }: { id: number | null | undefined }) {
  const { t } = useTranslation('duplicates')
  if (!id) return null
  return (
    <span className="block text-xs font-normal">
      <TextLink to={`/admin/audit?person=${id}`}>{t('trash.mergedInto', { id })}</TextLink>
    </span>
  )
}
