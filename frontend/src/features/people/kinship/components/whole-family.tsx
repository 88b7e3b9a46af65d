import { personName } from '@/lib/person-name'
import { useEffect, useId, useMemo, useRef, useState, type KeyboardEvent } from 'react'
import { useTranslation } from 'react-i18next'

import { useFamily } from '../api/get-family'
import type { GraphNode } from '../api/types'
import { layoutFamily, NODE_HEIGHT, NODE_WIDTH, type Placed } from '../lib/family-layout'

const ZOOMS = [0.5, 0.75, 1, 1.25, 1.5, 2] as const
const ACTUAL = ZOOMS.indexOf(1)
const PAD = 12
const NAME_CHARS = 20

interface Props {
  personId: number
  name: string
  onOpenPerson: (id: number) => void
}

/**
 * The whole family as an SVG tree (one request): three generations up and down, siblings and spouses. Each
 * person is a focusable node (Tab; Enter or Space opens their profile), the drawing zooms with buttons and
 * scrolls inside its frame (the person in view first), and prints scaled to the page.
 */
export function WholeFamily({ personId, name, onOpenPerson }: Props) {
  const { t } = useTranslation('kinship')
  const family = useFamily(personId)
  const layout = useMemo(() => (family.data ? layoutFamily(family.data) : null), [family.data])
  const [zoom, setZoom] = useState(ACTUAL)
  const frame = useRef<HTMLDivElement>(null)
  const titleId = useId()
  const hintId = useId()
  const scale = ZOOMS[zoom]

  // The person in the middle of the frame when drawn and after each zoom.
  const self = layout?.placed.find((p) => p.node.id === personId)
  useEffect(() => {
    const box = frame.current
    if (!box || !self) return
    box.scrollLeft = (self.x + PAD + NODE_WIDTH / 2) * scale - box.clientWidth / 2
    box.scrollTop = (self.y + PAD + NODE_HEIGHT / 2) * scale - box.clientHeight / 2
  }, [self, scale])

  if (family.isPending) return <p role="status">{t('tree.loading')}</p>
  if (family.isError || !layout) {
    return (
      <p role="alert" className="text-red-700">
        {t('tree.failed')}
      </p>
    )
  }
  const width = layout.width + 2 * PAD
  const height = layout.height + 2 * PAD
  const alone = family.data.nodes.length <= 1

  return (
    <div className="space-y-2">
      <p id={hintId} className="text-xs text-stone-600 print:hidden">
        {alone ? t('whole.alone') : t('whole.hint')}
      </p>
      {family.data.truncated && <p className="text-xs text-stone-600">{t('whole.truncated', { count: family.data.nodes.length })}</p>}
      <div className="flex flex-wrap items-center gap-2 print:hidden">
        <ZoomButton label={t('whole.zoomOut')} symbol="−" disabled={zoom === 0} onClick={() => setZoom(zoom - 1)} />
        <ZoomButton label={t('whole.zoomReset')} disabled={zoom === ACTUAL} onClick={() => setZoom(ACTUAL)} />
        <ZoomButton label={t('whole.zoomIn')} symbol="+" disabled={zoom === ZOOMS.length - 1} onClick={() => setZoom(zoom + 1)} />
        <span aria-live="polite" className="text-sm text-stone-600">
          {t('whole.zoomLevel', { percent: Math.round(scale * 100) })}
        </span>
      </div>
      <div
        ref={frame}
        data-family-graph
        className="max-h-[65vh] overflow-auto rounded-xl border border-stone-200 bg-stone-50 print:max-h-none print:overflow-visible print:border-0"
      >
        <svg
          role="group"
          aria-labelledby={titleId}
          aria-describedby={hintId}
          width={width * scale}
          height={height * scale}
          viewBox={`0 0 ${width} ${height}`}
          className="block print:h-auto print:max-w-full"
        >
          <title id={titleId}>{t('whole.title', { name })}</title>
          <g transform={`translate(${PAD},${PAD})`}>
            {layout.lines.map((line) => (
              <path key={line.key} d={line.path} fill="none" stroke="#a8a29e" strokeWidth={1.5} />
            ))}
            {layout.couples.map((c) => (
              <line key={c.key} x1={c.x1} x2={c.x2} y1={c.y} y2={c.y} stroke="#a8a29e" strokeWidth={1.5} strokeDasharray="4 3" />
            ))}
            {layout.placed.map((placed) => (
              <PersonNode key={placed.node.id} placed={placed} self={placed.node.id === personId} onOpen={onOpenPerson} />
            ))}
          </g>
        </svg>
      </div>
    </div>
  )
}

/** A zoom step: its symbol named by aria-label (− and + read as nothing), a word shown as it is. */
function ZoomButton({ label, symbol, disabled, onClick }: { label: string; symbol?: string; disabled: boolean; onClick: () => void }) {
  return (
    <button
      type="button"
      aria-label={symbol ? label : undefined}
      title={symbol ? label : undefined}
      disabled={disabled}
      onClick={onClick}
      className="min-h-11 min-w-11 rounded-lg border border-stone-300 bg-white px-3 text-sm font-semibold text-stone-800 hover:bg-stone-100 disabled:text-stone-400"
    >
      {symbol ?? label}
    </button>
  )
}

/** A long name is drawn narrower to fit its box (never cut: the drawn text is the node's accessible name). */
function fitted(name: string) {
  return name.length > NAME_CHARS ? { textLength: NODE_WIDTH - 12, lengthAdjust: 'spacingAndGlyphs' as const } : {}
}

function useRelation(node: GraphNode, self: boolean) {
  const { t } = useTranslation('kinship')
  if (self) return t('whole.self')
  const g = node.generation
  if (g === 0) return t('whole.generation_same')
  return g < 0 ? t('whole.generation_up', { count: -g }) : t('whole.generation_down', { count: g })
}

/**
 * One person: a box with name, age and barangay (named by that text, described by the generation); focusable,
 * Enter / Space / click opens their profile.
 */
function PersonNode({ placed, self, onOpen }: { placed: Placed; self: boolean; onOpen: (id: number) => void }) {
  const { t } = useTranslation('kinship')
  const { node, x, y } = placed
  const relation = useRelation(node, self)
  const name = self ? t('tree.you', { name: personName(node, 'display') }) : personName(node, 'display')
  const open = () => {
    if (!self) onOpen(node.id)
  }
  function onKeyDown(event: KeyboardEvent<SVGGElement>) {
    if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault()
      open()
    }
  }
  return (
    <g
      transform={`translate(${x},${y})`}
      tabIndex={0}
      role="button"
      aria-disabled={self || undefined}
      onClick={open}
      onKeyDown={onKeyDown}
      className={`group outline-none ${self ? '' : 'cursor-pointer'}`}
    >
      <rect
        width={NODE_WIDTH}
        height={NODE_HEIGHT}
        rx={10}
        className={`${self ? 'fill-brand-50 stroke-brand-600' : 'fill-white stroke-stone-300 group-hover:fill-brand-50'} stroke-[1.5] group-focus-visible:stroke-brand-900 group-focus-visible:stroke-[4]`}
      />
      <desc>{relation}</desc>
      <text x={NODE_WIDTH / 2} y={24} textAnchor="middle" fontSize={13} fontWeight={600} className="fill-stone-900" {...fitted(name)}>
        {name}
      </text>
      <text x={NODE_WIDTH / 2} y={44} textAnchor="middle" fontSize={12} className="fill-stone-600">
        {[node.age !== null && node.age !== undefined ? t('whole.age', { age: node.age }) : null, node.barangay]
          .filter(Boolean)
          .join(' · ')}
      </text>
    </g>
  )
}
