import { useTranslation } from 'react-i18next'
import { useParams } from 'react-router'

import { useGenealogy, type GenealogyEntry } from '../api/get-coc-papers'

import { CocPaper, FormLines, SignatureLines } from './paper'

/** The ancestors' boxes by generation: parents, grandparents, great-grandparents (the father's side first). */
const GENERATIONS: readonly (readonly string[])[] = [
  ['father', 'mother'],
  ['father.father', 'father.mother', 'mother.father', 'mother.mother'],
  [
    'father.father.father',
    'father.father.mother',
    'father.mother.father',
    'father.mother.mother',
    'mother.father.father',
    'mother.father.mother',
    'mother.mother.father',
    'mother.mother.mother',
  ],
]
/** Lines left empty under each list of relatives, to be filled by hand. */
const SPARE_LINES = 2

/** /people/:id/genealogy-form: NCIP's Genealogy Form from the family graph, A4, with boxes to fill by hand. */
/** The labels a person's record already gives (person-fields): one place for each. */
const FIELD_GROUPS = { siblings: 'siblings', spouses: 'spouse', children: 'children' } as const

export default function GenealogyFormPage() {
  const { t } = useTranslation('certifications')
  const { t: fieldLabel } = useTranslation('person-fields')
  const ancestorLabel = (path: string) => (path === 'father' || path === 'mother' ? fieldLabel(path) : t(`coc.ancestor.${path}`))
  const groupLabel = (group: 'siblings' | 'spouses' | 'children' | 'grandchildren') =>
    group === 'grandchildren' ? t('coc.grandchildren') : fieldLabel(FIELD_GROUPS[group])
  const personId = Number(useParams().id)
  const query = useGenealogy(personId)
  const form = query.data
  return (
    <CocPaper title={t('coc.genealogyTitle')} query={query}>
      {form && (
        <>
          <section aria-labelledby="coc-applicant" className="space-y-1">
            <h2 id="coc-applicant" className="font-semibold">
              {t('coc.applicant')}
            </h2>
            <EntryBox label={t('coc.applicant')} entry={form.person} />
          </section>
          {GENERATIONS.map((paths, index) => (
            <section key={paths[0]} aria-labelledby={`coc-generation-${index}`} className="space-y-2 break-inside-avoid">
              <h2 id={`coc-generation-${index}`} className="font-semibold">
                {t(`coc.generation.${index}`)}
              </h2>
              <ul className={`grid gap-2 ${index === 0 ? 'sm:grid-cols-2 print:grid-cols-2' : 'sm:grid-cols-2 lg:grid-cols-4 print:grid-cols-4'}`}>
                {paths.map((path) => (
                  <li key={path}>
                    <EntryBox label={ancestorLabel(path)} entry={form.ancestors[path] ?? null} />
                  </li>
                ))}
              </ul>
            </section>
          ))}
          {(['siblings', 'spouses', 'children', 'grandchildren'] as const).map((group) => (
            <section key={group} aria-labelledby={`coc-${group}`} className="space-y-2 break-inside-avoid">
              <h2 id={`coc-${group}`} className="font-semibold">
                {groupLabel(group)}
              </h2>
              <ul className="grid gap-2 sm:grid-cols-2 print:grid-cols-2">
                {form[group].map((entry, index) => (
                  <li key={`${entry.name}-${index}`}>
                    <EntryBox label={t(`coc.${group}One`, { number: index + 1 })} entry={entry} />
                  </li>
                ))}
                {Array.from({ length: SPARE_LINES }, (_, index) => (
                  <li key={`spare-${index}`}>
                    <EntryBox label={t(`coc.${group}One`, { number: form[group].length + index + 1 })} entry={null} />
                  </li>
                ))}
              </ul>
            </section>
          ))}
          <p className="text-xs text-stone-700">{t('coc.legend')}</p>
          <SignatureLines />
        </>
      )}
    </CocPaper>
  )
}

/** One box: the relation, then name, birth year (or age), tribe and barangay; blank lines when unknown. */
function EntryBox({ label, entry }: { label: string; entry: GenealogyEntry | null }) {
  const { t } = useTranslation('certifications')
  const { t: fieldLabel } = useTranslation('person-fields')
  const born = entry?.birth_year ? String(entry.birth_year) : entry?.age !== null && entry?.age !== undefined ? t('coc.age', { age: entry.age }) : ''
  const rows: [string, string][] = [
    [t('coc.name'), entry?.name ?? ''],
    [t('coc.born'), born],
    [t('coc.tribe'), entry?.tribe ?? ''],
    [fieldLabel('barangay'), entry?.barangay ?? ''],
  ]
  return (
    <div className="h-full rounded border border-stone-400 p-2 text-sm">
      <p className="flex flex-wrap justify-between gap-1 text-xs font-semibold text-stone-700">
        <span>{label}</span>
        {entry && <span>{entry.registered ? t('coc.registered') : t('coc.typed')}</span>}
      </p>
      <FormLines rows={rows} className="mt-1 grid-cols-[auto_1fr]" />
    </div>
  )
}
