import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'

import { Button } from '@/components/ui/button'
import { SelectField } from '@/components/ui/select-field'
import { inputClasses } from '@/components/ui/text-field'
import { FILTERS, filterGroupLabel, isFilterId, type FilterId } from '@/lib/people-list/filters'
import { HouseholdsLink } from '@/lib/people-list/households-link'

interface Props {
  canAdd: boolean
  onAdd: () => void
  filter: FilterId
  onFilterChange: (value: FilterId) => void
  /** The search box (with its own suggestions). */
  search: ReactNode
  barangays: readonly string[]
  barangay: string
  onBarangayChange: (value: string) => void
  onReset: () => void
}

const GROUPS = ['Gender', 'Status', 'Privacy'] as const

/** Add New (IPMR only), Filter, Search, Barangay, Reset, and the barangay's households. */
export function MasterListToolbar(props: Props) {
  const { t } = useTranslation('people')
  const { t: fieldLabel } = useTranslation('person-fields')
  return (
    <div className="flex flex-wrap items-end gap-3">
      {props.canAdd && <Button onClick={props.onAdd}>{t('add_new')}</Button>}
      <div className="w-full sm:w-44">
        <label htmlFor="people-filter" className="mb-1 block text-sm font-medium text-stone-800">
          {t('filter')}
        </label>
        <select
          id="people-filter"
          value={props.filter === 'all' ? '' : props.filter}
          onChange={(event) => props.onFilterChange(isFilterId(event.target.value) ? event.target.value : 'all')}
          className={`${inputClasses} border-stone-300`}
        >
          <option value="">{t('all_filters')}</option>
          {GROUPS.map((group) => (
            <optgroup key={group} label={filterGroupLabel(group)}>
              {FILTERS.filter((option) => option.group === group).map((option) => (
                <option key={option.id} value={option.id}>
                  {option.label}
                </option>
              ))}
            </optgroup>
          ))}
        </select>
      </div>
      {props.search}
      <SelectField
        id="people-barangay"
        label={fieldLabel('barangay')}
        value={props.barangay}
        onChange={(event) => props.onBarangayChange(event.target.value)}
        options={[{ value: '', label: t('allBarangay') }, ...props.barangays.map((name) => ({ value: name, label: name }))]}
        className="w-full sm:w-60"
      />
      <Button variant="secondary" onClick={props.onReset}>
        {t('reset')}
      </Button>
      <HouseholdsLink barangay={props.barangay} />
    </div>
  )
}
