import type { ReactNode } from 'react'

import type { FamilyTree as Tree } from '../api/types'
import { toList } from '../lib/format'

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
  return (
    <section aria-labelledby="family-tree-title" className="space-y-3">
      <h3 id="family-tree-title" className="font-semibold text-brand-900">
        Family Tree
      </h3>
      <div className="rounded-xl bg-stone-50 p-4">
        <Row>
          <Box label="Father" name={tree.father || 'N/A'} />
          <Box label="Mother" name={tree.mother || 'N/A'} />
        </Row>
        <Connector />
        <Row>
          <NameBoxes names={toList(tree.siblings)} label="Sibling" groupLabel="Siblings" none="No siblings" />
          <Box label="Person" name={`${name} (You)`} highlight />
          <Box label="Spouse" name={tree.spouse || 'N/A'} />
        </Row>
        <Connector />
        <Row>
          <NameBoxes names={toList(tree.children)} label="Child" groupLabel="Children" none="No children" />
        </Row>
      </div>
    </section>
  )
}
