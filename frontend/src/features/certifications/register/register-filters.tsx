import { useTranslation } from 'react-i18next'

import { SelectField } from '@/components/ui/select-field'
import { TextField } from '@/components/ui/text-field'
import { useReference } from '@/lib/reference-query'

import type { RegisterFilters } from '../api/get-register'
import { PURPOSE_KINDS } from '../purposes'

interface Props {
  filters: RegisterFilters
  onChange: (change: Partial<RegisterFilters>) => void
}

/** Issued between two dates, for a purpose, in a barangay, valid or revoked. */
export function RegisterFilterFields({ filters, onChange }: Props) {
  const { t } = useTranslation('certifications')
  const { t: fieldLabel } = useTranslation('person-fields')
  const reference = useReference()
  const barangays = reference.data?.barangays ?? []
  // ISO dates compare as text: a "to" before the "from" would silently count 0 certificates.
  const reversed = Boolean(filters.date_from && filters.date_to && filters.date_to < filters.date_from)
  return (
    <section aria-label={t('register.filters')} className="grid grid-cols-1 gap-3 print:hidden sm:grid-cols-2 lg:grid-cols-3">
      {/* The two dates side by side, also on a phone. */}
      <div className="grid grid-cols-2 gap-3 sm:col-span-2 lg:col-span-1">
        <TextField
          label={t('register.from')}
          type="date"
          value={filters.date_from}
          max={filters.date_to || undefined}
          onChange={(event) => onChange({ date_from: event.target.value })}
        />
        <TextField
          label={t('register.to')}
          type="date"
          value={filters.date_to}
          min={filters.date_from || undefined}
          error={reversed ? t('register.toBeforeFrom') : undefined}
          onChange={(event) => onChange({ date_to: event.target.value })}
        />
      </div>
      <SelectField
        label={t('issue.purpose')}
        value={filters.purpose}
        onChange={(event) => onChange({ purpose: event.target.value })}
        options={[{ value: '', label: t('register.anyPurpose') }, ...PURPOSE_KINDS.map((kind) => ({ value: kind, label: t(`purposes.${kind}`) }))]}
      />
      <SelectField
        label={fieldLabel('barangay')}
        value={filters.barangay}
        onChange={(event) => onChange({ barangay: event.target.value })}
        options={[{ value: '', label: t('register.allBarangays') }, ...barangays.map((name) => ({ value: name, label: name }))]}
      />
      <SelectField
        label={t('register.status')}
        value={filters.status}
        onChange={(event) => onChange({ status: event.target.value })}
        options={[
          { value: '', label: t('register.anyStatus') },
          { value: 'valid', label: t('status.valid') },
          { value: 'revoked', label: t('register.revoked') },
        ]}
      />
    </section>
  )
}
