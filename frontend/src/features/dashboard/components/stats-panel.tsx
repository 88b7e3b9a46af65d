import { useState } from 'react'
import { Link } from 'react-router'
import { useTranslation } from 'react-i18next'

import { useStats } from '../api/get-stats'
import type { DashboardStats } from '../api/types'
import { formatCount } from '../lib/format'
import { TILES, type DialogId, type Tile } from '../lib/tiles'

import { CategoryDialog } from './category-dialog'
import { TileIcon } from './tile-icon'

/** `h-full`: a tile fills its grid row, so a row whose one label wraps ("Health Condition") keeps even tiles. */
const TILE_CLASS =
  'group flex h-full min-h-28 flex-col justify-between gap-3 rounded-2xl border border-stone-200 bg-white p-4 text-left shadow-sm ' +
  'transition hover:-translate-y-0.5 hover:border-brand-600 hover:shadow-md'

/** The count as shown: '…' while loading; a failed load leaves the tiles at 0 (spec). */
function useCounts(): { stats: DashboardStats | undefined; show: (count: (s: DashboardStats) => number) => string } {
  const query = useStats()
  const stats = query.data
  return {
    stats,
    show: (count) => (stats ? formatCount(count(stats)) : query.isPending ? '…' : '0'),
  }
}

/** Community Statistics: six tiles that open their list, or a 'Select Category' dialog for two of them. */
export function StatsPanel() {
  const { t } = useTranslation('dashboard')
  const { show } = useCounts()
  const [dialog, setDialog] = useState<DialogId | null>(null)
  return (
    <section aria-labelledby="stats-heading" className="rounded-3xl bg-brand-800 p-5 text-white shadow-md">
      <h2 id="stats-heading" className="mb-4 text-lg font-semibold">
        {t('community_statistics')}
      </h2>
      <ul className="grid grid-cols-2 gap-3 md:grid-cols-3">
        {TILES.map((tile) => (
          <li key={tile.id}>
            <TileControl tile={tile} count={show(tile.count)} onOpenDialog={setDialog} />
          </li>
        ))}
      </ul>
      <CategoryDialog dialog={dialog} onClose={() => setDialog(null)} show={show} />
    </section>
  )
}

/**
 * Named by what it shows, label then count ('Male 1,010'), so the name a speech user says is the text they see
 * (WCAG 2.5.3); the space keeps the two words apart for screen readers.
 */
function TileControl({ tile, count, onOpenDialog }: { tile: Tile; count: string; onOpenDialog: (id: DialogId) => void }) {
  const body = (
    <>
      <span className="flex items-center justify-between gap-2">
        <span className="text-sm font-semibold text-stone-700">{tile.label}</span>
        <TileIcon id={tile.id} />
      </span>{' '}
      <span className="text-3xl font-bold tabular-nums text-brand-800">{count}</span>
    </>
  )
  if (tile.dialog) {
    return (
      <button
        type="button"
        aria-haspopup="dialog"
        onClick={() => onOpenDialog(tile.dialog)}
        className={`${TILE_CLASS} w-full`}
      >
        {body}
      </button>
    )
  }
  return (
    <Link to={tile.to} className={TILE_CLASS}>
      {body}
    </Link>
  )
}
