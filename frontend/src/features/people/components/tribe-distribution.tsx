import { useTranslation } from 'react-i18next'

import { useLineageStats } from '../api/get-lineage-stats'

/** The ring colour cycle (6). */
export const RING_COLOURS = ['#c2410c', '#0f766e', '#7c3aed', '#ca8a04', '#2563eb', '#db2777'] as const

const RADIUS = 30
const CIRCUMFERENCE = 2 * Math.PI * RADIUS

function Ring({ percentage, colour }: { percentage: number; colour: string }) {
  const filled = (Math.min(Math.max(percentage, 0), 100) / 100) * CIRCUMFERENCE
  return (
    <svg viewBox="0 0 80 80" className="h-20 w-20" aria-hidden="true">
      <circle cx="40" cy="40" r={RADIUS} fill="none" stroke="#e7e5e4" strokeWidth="10" />
      <circle
        cx="40"
        cy="40"
        r={RADIUS}
        fill="none"
        stroke={colour}
        strokeWidth="10"
        strokeDasharray={`${filled} ${CIRCUMFERENCE}`}
        transform="rotate(-90 40 40)"
      />
      <text x="40" y="44" textAnchor="middle" className="fill-stone-800 text-[13px] font-semibold">
        {percentage.toFixed(1)}%
      </text>
    </svg>
  )
}

/** Top 6 lineages over all people, as SVG donuts with name, percentage (1 decimal) and count. */
export function TribeDistribution() {
  const { t } = useTranslation('people')
  const stats = useLineageStats()
  let body
  if (stats.isPending) body = <p className="text-sm text-stone-500">{t('loading_statistics')}</p>
  else if (stats.isError) body = <p className="text-sm text-red-700">{t('failed_to_load_statistics')}</p>
  else if (stats.data.items.length === 0) body = <p className="text-sm text-stone-500">{t('no_data_available')}</p>
  else {
    body = (
      <ul className="grid grid-cols-2 gap-4 sm:grid-cols-3">
        {stats.data.items.map((item, index) => (
          <li key={item.lineage} className="flex flex-col items-center text-center">
            <Ring percentage={item.percentage} colour={RING_COLOURS[index % RING_COLOURS.length]} />
            <span className="mt-1 text-sm font-medium text-stone-800">{item.lineage}</span>
            <span className="text-xs text-stone-500">
              {item.percentage.toFixed(1)}% · {item.count.toLocaleString('en-US')}
            </span>
          </li>
        ))}
      </ul>
    )
  }
  return (
    <section aria-labelledby="tribe-distribution-title" className="space-y-3">
      <h3 id="tribe-distribution-title" className="font-semibold text-brand-900">
        {t('tribe_distribution')}
      </h3>
      {body}
    </section>
  )
}
