import { useTranslation } from 'react-i18next'

import { PersonChoice } from '@/lib/person-choice'

export interface PickedPerson {
  id: number
  name: string
}

interface Props {
  value: PickedPerson | null
  onChange: (person: PickedPerson | null) => void
  error?: string
}

/** The person a request is about: a registered person found by name, then their name. */
export function PersonPicker({ value, onChange, error }: Props) {
  const { t } = useTranslation('admin-requests')
  return (
    <PersonChoice
      inputId="request-person"
      label={t('form.person')}
      placeholder={t('form.personPlaceholder')}
      listLabel={t('form.personList')}
      chosen={value?.name ?? null}
      clearText={t('form.personChange')}
      onPick={(person) => onChange({ id: person.id, name: person.name })}
      onClear={() => onChange(null)}
      error={error}
    />
  )
}
