import { Fragment, type ReactNode } from 'react'

export interface Fact {
  label: string
  value: ReactNode
}

/** A titled section of the record: its facts as a list of label and value (a column on a phone, two wider). */
export function FactSection({ id, title, intro, facts }: { id: string; title: string; intro?: string; facts: Fact[] }) {
  return (
    <section aria-labelledby={id} className="space-y-2 rounded-xl border border-stone-200 bg-white p-4 break-inside-avoid print:border-stone-400">
      <h3 id={id} className="text-lg font-semibold text-brand-900">
        {title}
      </h3>
      {intro && <p className="text-sm text-stone-700">{intro}</p>}
      <dl className="grid gap-x-6 gap-y-2 sm:grid-cols-[minmax(12rem,auto)_1fr]">
        {facts.map((fact) => (
          <Fragment key={fact.label}>
            <dt className="font-medium text-stone-800">{fact.label}</dt>
            <dd className="mb-2 break-words text-stone-900 sm:mb-0">{fact.value}</dd>
          </Fragment>
        ))}
      </dl>
    </section>
  )
}
