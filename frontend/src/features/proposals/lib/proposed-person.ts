import type { components } from '@/lib/api/schema'
import { CATANAUAN, type Municipality } from '@/lib/municipality'
import { proposalPhotoUrl, type ProposalDetail } from '@/lib/proposals/api'

type Person = components['schemas']['PersonOut']

const EMPTY_TREE = { father: null, mother: null, spouse: null, siblings: [], children: [] }

/**
 * A proposal's values as the person form opens them: the proposed values over the record they were made on (an
 * edit), on the version the proposal was based on; an add is nobody yet (id 0). Its photo is the proposed one.
 */
export function proposedPerson(detail: ProposalDetail, municipality: Municipality = CATANAUAN): Person {
  const current = (detail.current ?? {}) as Partial<Person>
  const values = (detail.values ?? {}) as Partial<Person>
  return {
    municipality: municipality.name,
    province: municipality.province,
    ...current,
    ...values,
    family_tree: { ...EMPTY_TREE, ...current.family_tree, ...values.family_tree },
    id: detail.person_id ?? 0,
    version: detail.base_version ?? 0,
    thumb_url: detail.has_photo ? proposalPhotoUrl(detail.id) : (current.thumb_url ?? null),
  } as Person
}
