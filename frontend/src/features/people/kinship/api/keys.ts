import { peopleKeys } from '../../api/keys'

/** Under `peopleKeys.all`: every save of a person (which may change links) refreshes what is read here. */
export const kinshipKeys = {
  all: [...peopleKeys.all, 'kinship'] as const,
  relatives: (id: number) => [...kinshipKeys.all, 'relatives', id] as const,
  family: (id: number) => [...kinshipKeys.all, 'family', id] as const,
  candidates: (params: object) => [...kinshipKeys.all, 'candidates', params] as const,
  inheritedTribe: (fatherId: number, motherId: number) => [...kinshipKeys.all, 'tribe', fatherId, motherId] as const,
}
