import { PersonCards } from '@/lib/people-list/person-cards'

import type { Person } from '../api/types'
import { personName } from '@/lib/person-name'

import { emptyListText } from './people-table'
import { RowActions, type RowActionHandlers } from './row-actions'

interface Props extends RowActionHandlers {
  people: readonly Person[]
  firstNumber: number
  loading: boolean
}

/** The master list on a phone: one card per person, numbered 'n. Last, First', with the row actions. */
export function PeopleCards({ people, firstNumber, loading, ...actions }: Props) {
  return (
    <PersonCards
      people={people}
      loading={loading}
      emptyText={emptyListText()}
      label={(person) => personName(person, 'list-short')}
      name={(person, index) => `${firstNumber + index}. ${personName(person, 'list-short')}`}
      actions={(person) => <RowActions person={person} {...actions} />}
    />
  )
}
