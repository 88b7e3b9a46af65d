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

/** Parents, then siblings beside the person (marked '(You)') and spouse, then children. */
export function FamilyTree({ tree, name }: { tree: Tree; name: string }) {
  const siblings = toList(tree.siblings)
  const children = toList(tree.children)
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
          {siblings.length === 0 ? (
            <Box label="Siblings" name={<span className="text-stone-500">No siblings</span>} />
          ) : (
            siblings.map((sibling, index) => <Box key={`${sibling}-${index}`} label="Sibling" name={sibling} />)
          )}
          <Box label="Person" name={`${name} (You)`} highlight />
          <Box label="Spouse" name={tree.spouse || 'N/A'} />
        </Row>
        <Connector />
        <Row>
          {children.length === 0 ? (
            <Box label="Children" name={<span className="text-stone-500">No children</span>} />
          ) : (
            children.map((child, index) => <Box key={`${child}-${index}`} label="Child" name={child} />)
          )}
        </Row>
      </div>
    </section>
  )
}
