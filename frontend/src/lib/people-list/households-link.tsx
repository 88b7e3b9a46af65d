import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'

import { buttonClasses } from '@/components/ui/button'

/** "Households of Ajos" (or every barangay's): the list's way to the households of what it shows, on the master
 * list and the Chieftain's list alike. */
export function HouseholdsLink({ barangay }: { barangay: string }) {
  const { t } = useTranslation('lists')
  return (
    <Link to={barangay ? `/households?${new URLSearchParams({ barangay })}` : '/households'} className={buttonClasses('ghost')}>
      {barangay ? t('households_of_barangay', { barangay }) : t('households_link')}
    </Link>
  )
}
