import { useState } from 'react'
import { useTranslation } from 'react-i18next'

import { Button } from '@/components/ui/button'
import { SelectField } from '@/components/ui/select-field'
import { TextField } from '@/components/ui/text-field'

import type { HouseholdFields } from '../api/writes'

interface Props {
  value: HouseholdFields
  onChange: (value: HouseholdFields) => void
  barangays: readonly string[]
  errors?: Record<string, string>
  /** The barangay choice that leaves it to the server: 'The head's barangay' when starting one. */
  emptyLabel?: string
}

type Locating = 'idle' | 'locating' | 'failed' | 'unavailable'

/** Barangay, sitio/purok, address or landmark and the optional GPS point ('Use my location' on a phone). */
export function HouseholdFieldsInputs({ value, onChange, barangays, errors = {}, emptyLabel }: Props) {
  const { t } = useTranslation('households')
  const { t: fieldLabel } = useTranslation('person-fields')
  const [locating, setLocating] = useState<Locating>('idle')
  const set = (patch: Partial<HouseholdFields>) => onChange({ ...value, ...patch })
  const number = (text: string) => (text.trim() === '' ? null : Number(text))

  function useMyLocation() {
    if (!('geolocation' in navigator)) {
      setLocating('unavailable')
      return
    }
    setLocating('locating')
    navigator.geolocation.getCurrentPosition(
      (position) => {
        setLocating('idle')
        onChange({
          ...value,
          latitude: Number(position.coords.latitude.toFixed(6)),
          longitude: Number(position.coords.longitude.toFixed(6)),
        })
      },
      () => setLocating('failed'),
      { enableHighAccuracy: true, timeout: 20_000 },
    )
  }

  return (
    <div className="grid grid-cols-1 gap-3 sm:grid-cols-2">
      <SelectField
        label={fieldLabel('barangay')}
        value={value.barangay ?? ''}
        onChange={(e) => set({ barangay: e.target.value || null })}
        options={[{ value: '', label: emptyLabel ?? t('form.chooseBarangay') }, ...barangays.map((b) => ({ value: b, label: b }))]}
      />
      <TextField
        label={t('form.sitio')}
        value={value.sitio ?? ''}
        onChange={(e) => set({ sitio: e.target.value || null })}
        error={errors.sitio}
        maxLength={100}
      />
      <TextField
        className="sm:col-span-2"
        label={t('form.address')}
        value={value.address ?? ''}
        onChange={(e) => set({ address: e.target.value || null })}
        error={errors.address}
        maxLength={200}
      />
      <TextField
        label={t('form.latitude')}
        inputMode="decimal"
        value={value.latitude ?? ''}
        onChange={(e) => set({ latitude: number(e.target.value) })}
        error={errors.latitude}
      />
      <TextField
        label={t('form.longitude')}
        inputMode="decimal"
        value={value.longitude ?? ''}
        onChange={(e) => set({ longitude: number(e.target.value) })}
        error={errors.longitude}
      />
      <div className="flex flex-wrap items-center gap-3 sm:col-span-2">
        <Button variant="secondary" onClick={useMyLocation} disabled={locating === 'locating'}>
          {locating === 'locating' ? t('gps.locating') : t('gps.useMyLocation')}
        </Button>
        {locating === 'failed' && <p role="alert" className="text-sm text-red-700">{t('gps.failed')}</p>}
        {locating === 'unavailable' && <p role="alert" className="text-sm text-red-700">{t('gps.unavailable')}</p>}
      </div>
    </div>
  )
}
