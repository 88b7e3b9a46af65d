/** The household's writes (IPMR); each answers the household as it now is, and refreshes households and people. */
import { useMutation, useQueryClient } from '@tanstack/react-query'

import { api } from '@/lib/api/client'
import { unwrap } from '@/lib/api/errors'

import { householdKeys } from './keys'
import type { HeadChange, Household, HouseholdCreate, HouseholdUpdate, MemberAdd, MemberMove, MembershipEnd } from './types'

/** The place of a household, as its forms edit it. */
export type HouseholdFields = Required<Pick<HouseholdCreate, 'barangay' | 'sitio' | 'address' | 'latitude' | 'longitude'>>

const hh = (id: number) => ({ path: { household_id: id } })
const membership = (id: number, membershipId: number) => ({ path: { household_id: id, membership_id: membershipId } })

export const householdWrites = {
  create: async (body: HouseholdCreate) => unwrap(await api.POST('/api/households', { body })),
  update: async (id: number, body: HouseholdUpdate) => unwrap(await api.PUT('/api/households/{household_id}', { params: hh(id), body })),
  addMember: async (id: number, body: MemberAdd) =>
    unwrap(await api.POST('/api/households/{household_id}/members', { params: hh(id), body })),
  endMembership: async (id: number, membershipId: number, body: MembershipEnd) =>
    unwrap(await api.POST('/api/households/{household_id}/members/{membership_id}/end', { params: membership(id, membershipId), body })),
  moveMember: async (id: number, membershipId: number, body: MemberMove) =>
    unwrap(await api.POST('/api/households/{household_id}/members/{membership_id}/move', { params: membership(id, membershipId), body })),
  changeHead: async (id: number, body: HeadChange) =>
    unwrap(await api.POST('/api/households/{household_id}/head', { params: hh(id), body })),
  remove: async (id: number) => unwrap(await api.DELETE('/api/households/{household_id}', { params: hh(id) })),
}

/** A write of the household page: on success the answer (the household as it now is) replaces the cached one. */
export function useHouseholdWrite<A = void>(write: (args: A) => Promise<Household>) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: write,
    onSuccess: (household) => queryClient.setQueryData(householdKeys.one(household.id), household),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: householdKeys.all }),
        queryClient.invalidateQueries({ queryKey: ['people'] }),
      ]),
  })
}
