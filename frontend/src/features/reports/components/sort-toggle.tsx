import { useTranslation } from 'react-i18next'

import { Button } from '@/components/ui/button'

import type { SortOrder } from '../lib/chart-data'

/** Sort the barangay chart by name or by count (a pair of pressed/unpressed buttons). */
export function SortToggle({ order, onChange }: { order: SortOrder; onChange: (order: SortOrder) => void }) {
  const { t } = useTranslation('reports')
  return (
    <div role="group" aria-label={t('barangays.sort')} className="flex gap-1">
      {(['name', 'count'] as const).map((value) => (
        <Button
          key={value}
          variant={order === value ? 'primary' : 'secondary'}
          aria-pressed={order === value}
          onClick={() => onChange(value)}
        >
          {value === 'name' ? t('barangays.byName') : t('barangays.byCount')}
        </Button>
      ))}
    </div>
  )
}
