import type { ReactNode } from 'react'

import type { FamilyTree as Tree } from '../api/types'
import { toList } from '../lib/format'
import { useTranslation } from 'react-i18next'

function Box({ label, name, highlight = false }: { label: string; name: ReactNode; highlight?: boolean }) {
  return (
    <div
      className={`min-w-32 rounded-xl border px-3 py-2 text-center text-sm ${
        highlight ? 'border-brand-600 bg-brand-50 font-semibold text-brand-900' : 'border-stone-200 bg-white'
      }`}
    >
      <span className="block text-[11px] uppercase tracking-wide text-stone-500">{label}</span>
      {name}
    </div>
  )
}

function Connector() {
  return <div aria-hidden="true" className="mx-auto h-4 w-px bg-stone-300" />
}

function Row({ children }: { children: ReactNode }) {
  return <div className="flex flex-wrap items-stretch justify-center gap-3">{children}</div>
}

/** One box per name, or a single box saying there are none. */
function NameBoxes({ names, label, groupLabel, none }: { names: string[]; label: string; groupLabel: string; none: string }) {
  if (names.length === 0) return <Box label={groupLabel} name={<span className="text-stone-500">{none}</span>} />
  return names.map((name, index) => <Box key={`${name}-${index}`} label={label} name={name} />)
}

/** Parents, then siblings beside the person (marked '(You)') and spouse, then children. */
export function FamilyTree({ tree, name }: { tree: Tree; name: string }) {
  const { t } = useTranslation('people')
  return (
    <section aria-labelledby="family-tree-title" className="space-y-3">
      <h3 id="family-tree-title" className="font-semibold text-brand-900">
        {t('family_tree')}
      </h3>
      <div className="rounded-xl bg-stone-50 p-4">
        <Row>
          <Box label={t('father')} name={tree.father || 'N/A'} />
          <Box label={t('mother')} name={tree.mother || 'N/A'} />
        </Row>
        <Connector />
        <Row>
          <NameBoxes names={toList(tree.siblings)} label={t('sibling')} groupLabel={t('siblings')} none={t('no_siblings')} />
          <Box label={t('person')} name={`${name} (You)`} highlight />
          <Box label={t('spouse')} name={tree.spouse || 'N/A'} />
        </Row>
        <Connector />
        <Row>
          <NameBoxes names={toList(tree.children)} label={t('child')} groupLabel={t('children')} none={t('no_children')} />
        </Row>
      </div>
    </section>
  )
}
