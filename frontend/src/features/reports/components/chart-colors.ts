/** The series' fills, in order (distinct also in greyscale print). */
export const SERIES_FILLS = ['fill-brand-700', 'fill-amber-500', 'fill-stone-400'] as const

export const TEXT = 'fill-stone-800 text-[11px]'
