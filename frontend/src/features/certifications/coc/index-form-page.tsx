import { useTranslation } from 'react-i18next'
import { useParams } from 'react-router'

import { FallbackImage } from '@/components/ui/fallback-image'
import { formatLongDate } from '@/lib/long-date'

import { usePersonRecord, type PersonRecord } from '../api/get-coc-papers'

import { CocPaper, FormLines, SignatureLines } from './paper'

/** The record's fields in the form's order (as the person form groups them). */
const FIELDS = [
  'last_name',
  'first_name',
  'middle_name',
  'date_of_birth',
  'age',
  'gender',
  'civil_status',
  'lineage',
  'birthplace',
  'address',
  'barangay',
  'municipality',
  'province',
  'contact_number',
  'education_level',
  'occupation',
  'health_condition',
] as const satisfies readonly (keyof PersonRecord)[]

/** /people/:id/index-form: NCIP's Information Index Form, the person's record as a form with signature lines. */
export default function IndexFormPage() {
  const { t, i18n } = useTranslation('certifications')
  const { t: fieldLabel } = useTranslation('person-fields')
  const { t: common } = useTranslation('common')
  const personId = Number(useParams().id)
  const query = usePersonRecord(personId)
  const person = query.data
  const value = (field: (typeof FIELDS)[number]): string => {
    const found = person?.[field]
    if (found === null || found === undefined || String(found).trim() === '') return ''
    return field === 'date_of_birth' ? formatLongDate(String(found), i18n.language) : String(found)
  }
  const family = person?.family_tree
  const familyRows: [string, string][] = family
    ? [
        [fieldLabel('father'), family.father ?? ''],
        [fieldLabel('mother'), family.mother ?? ''],
        [fieldLabel('spouse'), family.spouse ?? ''],
        [fieldLabel('siblings'), family.siblings.join(', ')],
        [fieldLabel('children'), family.children.join(', ')],
      ]
    : []
  const household = person?.household
  const householdRows: [string, string][] = household
    ? [
        // A head outside the reader's barangays is named by nobody: the form says so instead.
        [t('coc.householdHead'), household.head_outside ? common('household_head_outside') : (household.head_name ?? '')],
        [t('coc.householdSize'), String(household.size)],
      ]
    : [[t('coc.householdHead'), '']]
  return (
    <CocPaper title={t('coc.indexTitle')} query={query}>
      {person && (
        <>
          <div className="flex flex-col gap-4 sm:flex-row print:flex-row">
            <FallbackImage
              src={person.photo_url}
              alt={t('certificate.photoAlt', { name: `${person.first_name} ${person.last_name}` })}
              className="h-36 w-36 shrink-0 rounded border border-stone-400 object-cover"
            />
            <FormRows title={t('coc.record')} rows={FIELDS.map((field) => [fieldLabel(field), value(field)])} />
          </div>
          <FormRows title={t('coc.family')} rows={familyRows} />
          <FormRows title={t('coc.household')} rows={householdRows} />
          <SignatureLines />
        </>
      )}
    </CocPaper>
  )
}

function FormRows({ title, rows }: { title: string; rows: [string, string][] }) {
  return (
    <section className="min-w-0 flex-1 space-y-1 break-inside-avoid">
      <h2 className="font-semibold">{title}</h2>
      <FormLines rows={rows} className="grid-cols-[minmax(8rem,auto)_1fr] gap-y-1 text-sm" />
    </section>
  )
}
