import { z } from 'zod'

import type { Incident } from '../api/get-incident'
import type { IncidentPayload } from '../api/save-incident'
import type { PickedPerson } from '../components/people-picker'
import { officeMoment } from './moments'

export const NATURES = ['unauthorized_access', 'disclosure', 'loss_or_theft', 'malware', 'other'] as const
export const DATA_CATEGORIES = ['names', 'birth_dates', 'ethnic_origin', 'health', 'education', 'photos', 'contact', 'other'] as const

export interface FormValues {
  discovered_at: string
  nature: (typeof NATURES)[number]
  nature_other: string
  data_categories: string[]
  data_other: string
  description: string
  measures: string
  mode: 'count' | 'list'
  people_count: string
  people: PickedPerson[]
  dpo_contact: string
  npc_notified_at: string
  people_notified_at: string
}

export interface Texts {
  required: string
  chooseData: string
  countRequired: string
  pickRequired: string
}

/** The form's own checks (the server checks the same, and the times against its clock). */
export function formSchema(texts: Texts) {
  const text = z.string().trim()
  return z
    .object({
      discovered_at: text.min(1, texts.required),
      nature: z.enum(NATURES),
      nature_other: text.max(200),
      data_categories: z.array(z.string()).min(1, texts.chooseData),
      data_other: text.max(200),
      description: text.min(1, texts.required).max(4000),
      measures: text.min(1, texts.required).max(4000),
      mode: z.enum(['count', 'list']),
      people_count: text,
      people: z.array(z.object({ id: z.number(), name: z.string(), barangay: z.string() })),
      dpo_contact: text.min(1, texts.required).max(500),
      npc_notified_at: text,
      people_notified_at: text,
    })
    .superRefine((values, ctx) => {
      if (values.nature === 'other' && !values.nature_other) ctx.addIssue({ code: 'custom', path: ['nature_other'], message: texts.required })
      if (values.data_categories.includes('other') && !values.data_other)
        ctx.addIssue({ code: 'custom', path: ['data_other'], message: texts.required })
      if (values.mode === 'count' && !/^\d{1,9}$/.test(values.people_count))
        ctx.addIssue({ code: 'custom', path: ['people_count'], message: texts.countRequired })
      if (values.mode === 'list' && values.people.length === 0)
        ctx.addIssue({ code: 'custom', path: ['people'], message: texts.pickRequired })
    })
}

/** A new incident's form: discovered now (office clock), nothing else filled. */
export function emptyValues(now: Date = new Date()): FormValues {
  return {
    discovered_at: officeMoment(now),
    nature: 'unauthorized_access',
    nature_other: '',
    data_categories: [],
    data_other: '',
    description: '',
    measures: '',
    mode: 'count',
    people_count: '',
    people: [],
    dpo_contact: '',
    npc_notified_at: '',
    people_notified_at: '',
  }
}

export function valuesOf(incident: Incident): FormValues {
  const listed = incident.people.length > 0
  return {
    discovered_at: officeMoment(incident.discovered_at),
    nature: incident.nature,
    nature_other: incident.nature_other ?? '',
    data_categories: [...incident.data_categories],
    data_other: incident.data_other ?? '',
    description: incident.description,
    measures: incident.measures,
    mode: listed ? 'list' : 'count',
    people_count: listed ? '' : String(incident.people_count),
    people: incident.people.map((p) => ({ id: p.id, name: p.name, barangay: p.barangay })),
    dpo_contact: incident.dpo_contact,
    npc_notified_at: incident.npc_notified_at ? officeMoment(incident.npc_notified_at) : '',
    people_notified_at: incident.people_notified_at ? officeMoment(incident.people_notified_at) : '',
  }
}

export function payloadOf(values: FormValues): IncidentPayload {
  const list = values.mode === 'list'
  return {
    discovered_at: values.discovered_at,
    nature: values.nature,
    nature_other: values.nature === 'other' ? values.nature_other.trim() : null,
    data_categories: values.data_categories as IncidentPayload['data_categories'],
    data_other: values.data_categories.includes('other') ? values.data_other.trim() : null,
    description: values.description.trim(),
    measures: values.measures.trim(),
    people_count: list ? null : Number(values.people_count),
    person_ids: list ? values.people.map((p) => p.id) : [],
    dpo_contact: values.dpo_contact.trim(),
    npc_notified_at: values.npc_notified_at || null,
    people_notified_at: values.people_notified_at || null,
  }
}
