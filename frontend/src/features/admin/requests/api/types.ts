import type { components } from '@/lib/api/schema'

export type DataRequest = components['schemas']['DataRequestOut']
export type RequestKind = components['schemas']['RequestKind']
export type RequesterRelation = components['schemas']['RequesterRelation']
export type RequestOutcome = components['schemas']['RequestOutcome']
export type RequestStatus = DataRequest['status']
export type AccessReport = components['schemas']['AccessReportOut']
export type ReportEvent = components['schemas']['ReportEventOut']
export type StatusFilter = 'open' | 'closed' | 'all'

export const REQUEST_KINDS: readonly RequestKind[] = ['access', 'correction', 'objection', 'erasure', 'portability']
export const RELATIONS: readonly RequesterRelation[] = ['self', 'guardian', 'representative', 'other']
export const OUTCOMES: readonly RequestOutcome[] = ['granted', 'partly_granted', 'refused']
export const STATUS_FILTERS: readonly StatusFilter[] = ['open', 'closed', 'all']
