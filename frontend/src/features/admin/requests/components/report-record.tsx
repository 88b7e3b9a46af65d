import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'

import { FallbackImage } from '@/components/ui/fallback-image'
import { formatValue } from '@/lib/audit/format'
import { valueLabel } from '@/lib/audit/labels'
import { formatLongDate } from '@/lib/long-date'
import { PERSON_FIELDS } from '@/lib/person-fields'

import type { AccessReport } from '../api/types'

type PersonData = NonNullable<AccessReport['data']>
type Relative = PersonData['relatives']['spouses'][number]

const FAMILY_TREE = new Set(['father', 'mother', 'spouse', 'siblings', 'children'])

/** A titled part of the report, kept whole on one printed page where it fits. */
export function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="space-y-2 break-inside-avoid">
      <h2 className="border-b border-stone-300 pb-1 text-lg font-semibold text-stone-900">{title}</h2>
      {children}
    </section>
  )
}

/** Every field of the record, the photo, the family links, the household and the certificates. */
export function ReportRecord({ data }: { data: PersonData }) {
  const { t, i18n } = useTranslation('admin-requests')
  const { t: fieldLabel } = useTranslation('person-fields')
  const person = data.person
  const tree = person.family_tree as Record<string, unknown>
  const valueOf = (field: string): unknown => (FAMILY_TREE.has(field) ? tree[field] : (person as Record<string, unknown>)[field])
  const names = (relatives: readonly Relative[]) => relatives.map((r) => r.name).join(', ') || '—'
  const { relatives } = data
  const day = (iso: string) => formatLongDate(iso, i18n.language)
  return (
    <>
      <Section title={t('report.record')}>
        <div className="flex flex-col gap-4 sm:flex-row print:flex-row">
          {person.photo_url ? (
            <FallbackImage src={person.photo_url} alt={t('report.photo', { name: `${person.first_name} ${person.last_name}` })} className="h-40 w-32 shrink-0 rounded border border-stone-300 object-cover" />
          ) : (
            <p className="text-sm text-stone-600">{t('report.noPhoto')}</p>
          )}
          <dl className="grid flex-1 grid-cols-1 gap-x-4 gap-y-1 text-sm sm:grid-cols-[auto_1fr] print:grid-cols-[auto_1fr]">
            {PERSON_FIELDS.map((field) => {
              const value = valueOf(field)
              return (
                <div key={field} className="contents">
                  <dt className="font-semibold text-stone-700">{fieldLabel(field)}</dt>
                  <dd className="break-words text-stone-900">{valueLabel(field, value) ?? formatValue(value)}</dd>
                </div>
              )
            })}
          </dl>
        </div>
      </Section>
      <Section title={t('report.family')}>
        <dl className="grid grid-cols-1 gap-x-4 gap-y-1 text-sm sm:grid-cols-[auto_1fr] print:grid-cols-[auto_1fr]">
          {(
            [
              ['father', relatives.father ? [relatives.father] : []],
              ['mother', relatives.mother ? [relatives.mother] : []],
              ['spouse', relatives.spouses],
              ['siblings', relatives.siblings],
              ['children', relatives.children],
            ] as const
          ).map(([key, list]) => (
            <div key={key} className="contents">
              <dt className="font-semibold text-stone-700">{fieldLabel(key)}</dt>
              <dd className="break-words text-stone-900">{names(list)}</dd>
            </div>
          ))}
        </dl>
      </Section>
      <Section title={t('report.household')}>
        <p className="text-sm">
          {!person.household
            ? t('report.noHousehold')
            : person.household.head_outside
              ? t('report.householdLineOutside', { count: person.household.size })
              : t('report.householdLine', { head: person.household.head_name ?? '—', count: person.household.size })}
        </p>
      </Section>
      <Section title={t('report.certificates')}>
        {data.certifications.length === 0 ? (
          <p className="text-sm">{t('report.noCertificates')}</p>
        ) : (
          <ul className="list-disc space-y-1 pl-5 text-sm">
            {data.certifications.map((c) => (
              <li key={c.id}>
                {t('report.certificateLine', { serial: c.serial, day: day(c.issued_on), name: c.issued_by_name })}
                {c.revoked_on && `; ${t('report.revokedLine', { day: day(c.revoked_on), reason: c.revoke_reason ?? '' })}`}
              </li>
            ))}
          </ul>
        )}
      </Section>
    </>
  )
}
