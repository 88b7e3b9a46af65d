import { useEffect, useRef, useState } from 'react'

/** The width a chart is drawn for on a wide screen (its SVG scales up from it). */
export const CHART_WIDTH = 560
/** Narrower than this, the chart scrolls sideways rather than squeeze its bars. */
const NARROWEST = 280

/**
 * The width to draw a chart's SVG at: the width it is shown at when narrower than CHART_WIDTH, so one unit
 * of the drawing is one pixel and its 11 px labels stay 11 px on a phone (a 560-wide drawing squeezed into
 * 330 px shrank them to about 6 px). Wider than that, the drawing scales up as before.
 */
export function useChartWidth() {
  const ref = useRef<HTMLDivElement>(null)
  const [width, setWidth] = useState(CHART_WIDTH)
  useEffect(() => {
    const box = ref.current
    if (!box || typeof ResizeObserver !== 'function') return
    const measure = () => {
      const shown = Math.floor(box.clientWidth)
      if (shown > 0) setWidth(Math.max(NARROWEST, Math.min(CHART_WIDTH, shown)))
    }
    measure()
    const observer = new ResizeObserver(measure)
    observer.observe(box)
    return () => observer.disconnect()
  }, [])
  return { ref, width }
}
