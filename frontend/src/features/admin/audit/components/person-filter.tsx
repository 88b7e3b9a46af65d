import { useTranslation } from 'react-i18next'

import { PersonChoice } from '@/lib/person-choice'

interface Props {
  /** The filtered person's id ('' for every record). */
  personId: string
  /** How the trail names that person (from its events), if it does. */
  personLabel: string | null
  onPick: (id: number) => void
  onClear: () => void
}

/**
 * The person filter: a name search over the registry (a person in the Trash or purged is reached through the
 * Record links of the events); once a person is picked, their name and a button to show every record again.
 */
export function PersonFilter({ personId, personLabel, onPick, onClear }: Props) {
  const { t } = useTranslation('admin-audit')
  return (
    <PersonChoice
      inputId="audit-person"
      label={t('person.label')}
      placeholder={t('person.placeholder')}
      listLabel={t('person.list')}
      chosen={personId ? (personLabel ?? t('person.number', { id: personId })) : null}
      clearText={t('person.all')}
      onPick={(person) => onPick(person.id)}
      onClear={onClear}
    />
  )
}
