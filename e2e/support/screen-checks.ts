import AxeBuilder from '@axe-core/playwright'
import { expect, type Locator, type Page } from '@playwright/test'

/**
 * WCAG 2.1 A and AA rules, as axe checks them in the real page. `label-content-name-mismatch` (SC 2.5.3) is one
 * of them but axe ships it switched off ("experimental"): it is switched on, so a control's accessible name must
 * contain its visible text.
 */
export async function axeViolations(page: Page): Promise<string[]> {
  const result = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    // A list's rows after the third are the same markup again: checking them would take a 50-row list from about
    // 1.5 s to 5 s a screen, for nothing new. The same for a phone's cards (their lists say aria-busy while loading):
    // 50 audit events as cards, each with its changes, took axe past a test's minute.
    .exclude('tbody tr:nth-child(n+4)')
    .exclude('ul[aria-busy] > li:nth-child(n+4)')
    .options({ rules: { 'label-content-name-mismatch': { enabled: true } } })
    .analyze()
  return result.violations.map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)
}

/**
 * What a phone user would notice: the page scrolling sideways (or the browser widening its layout viewport to
 * fit it), an open dialog reaching past the visible screen, a dialog's control sticking out of its dialog, or a
 * notification off the screen or lying over a control.
 */
export async function layoutProblems(page: Page): Promise<string[]> {
  const viewport = page.viewportSize()
  if (!viewport) throw new Error('the page has no fixed viewport')
  return page.evaluate(({ width, height }) => {
    const problems: string[] = []
    const round = (box: DOMRect) => `x ${Math.round(box.left)}…${Math.round(box.right)}, y ${Math.round(box.top)}…${Math.round(box.bottom)}`
    const scroller = document.scrollingElement ?? document.documentElement
    if (scroller.scrollWidth > width) problems.push(`the page is ${scroller.scrollWidth} px wide`)
    if (window.innerWidth > width) problems.push(`the layout viewport is ${window.innerWidth} px wide`)

    // What the person sees, in the same coordinates as getBoundingClientRect (the layout viewport's).
    const seen = window.visualViewport
    const left = seen?.offsetLeft ?? 0
    const top = seen?.offsetTop ?? 0
    const right = left + Math.min(seen?.width ?? width, width)
    const bottom = top + Math.min(seen?.height ?? height, height)
    const onScreen = (box: DOMRect) =>
      box.left >= left - 0.5 && box.top >= top - 0.5 && box.right <= right + 0.5 && box.bottom <= bottom + 0.5

    for (const dialog of document.querySelectorAll<HTMLElement>('[role="dialog"], [role="alertdialog"]')) {
      const box = dialog.getBoundingClientRect()
      const label = document.getElementById(dialog.getAttribute('aria-labelledby') ?? '')?.textContent
      const name = `dialog "${label ?? dialog.getAttribute('aria-label') ?? dialog.getAttribute('role')}"`
      if (!onScreen(box)) problems.push(`${name} at ${round(box)}`)
      // Its controls stay within its width (content may scroll vertically; a scroll region of its own is fine).
      for (const control of dialog.querySelectorAll<HTMLElement>('button, a[href], input, select, textarea')) {
        const own = control.getBoundingClientRect()
        if (own.width === 0 || control.closest('[class*="overflow-x-"]')) continue
        if (own.left < box.left - 0.5 || own.right > box.right + 0.5) {
          problems.push(`${name}: "${control.textContent?.trim() || control.getAttribute('aria-label')}" at ${round(own)}`)
        }
      }
    }
    // Notifications float over the page (a fixed layer outside any dialog): they must be on the screen.
    const floats = (el: HTMLElement) => {
      for (let at: HTMLElement | null = el; at; at = at.parentElement) if (getComputedStyle(at).position === 'fixed') return true
      return false
    }
    // With a modal dialog open, the page behind its backdrop cannot be reached anyway: only the topmost dialog's
    // controls count (a message inside the dialog may lie over the page's header behind it).
    const modals = document.querySelectorAll<HTMLElement>('[aria-modal="true"]')
    const reachable: ParentNode = modals.length ? modals[modals.length - 1] : document
    const controls = [...reachable.querySelectorAll<HTMLElement>('button, a[href], input, select, textarea')]
    // What of a control can be seen: its box cut by each ancestor that clips what overflows it (a list scrolled
    // inside its own box, such as a dialog's checklist, hides its other rows: a note just below is over nothing).
    const seenPart = (control: HTMLElement) => {
      const own = control.getBoundingClientRect()
      let [x0, y0, x1, y1] = [own.left, own.top, own.right, own.bottom]
      for (let at = control.parentElement; at && at !== document.body; at = at.parentElement) {
        const style = getComputedStyle(at)
        if (style.overflowX === 'visible' && style.overflowY === 'visible') continue
        const clip = at.getBoundingClientRect()
        ;[x0, y0, x1, y1] = [Math.max(x0, clip.left), Math.max(y0, clip.top), Math.min(x1, clip.right), Math.min(y1, clip.bottom)]
      }
      return { left: x0, top: y0, right: x1, bottom: y1 }
    }
    for (const note of document.querySelectorAll<HTMLElement>('[role="status"], [role="alert"]')) {
      const box = note.getBoundingClientRect()
      if (box.width <= 1) continue
      if (!note.closest('[role="dialog"], [role="alertdialog"]') && floats(note) && !onScreen(box)) {
        problems.push(`notification "${note.textContent?.trim()}" at ${round(box)}`)
      }
      // Nor may it lie over a control: where their boxes meet, the control must be what a tap would reach.
      for (const control of controls) {
        if (note.contains(control)) continue
        const own = seenPart(control)
        const x0 = Math.max(own.left, box.left), x1 = Math.min(own.right, box.right)
        const y0 = Math.max(own.top, box.top), y1 = Math.min(own.bottom, box.bottom)
        if (x1 - x0 < 1 || y1 - y0 < 1) continue
        const hit = document.elementFromPoint((x0 + x1) / 2, (y0 + y1) / 2)
        if (hit && note.contains(hit)) {
          problems.push(`notification "${note.textContent?.trim()}" covers "${control.textContent?.trim() || control.getAttribute('aria-label')}"`)
        }
      }
    }
    return problems
  }, viewport)
}

/** The screen fits the viewport (no sideways page scroll, every open dialog inside) and axe finds nothing. */
export async function expectScreenOk(page: Page, screen: string): Promise<void> {
  await expect(page.locator('[aria-busy="true"]'), `${screen}: still loading`).toHaveCount(0)
  expect(await layoutProblems(page), `${screen}: layout`).toEqual([])
  expect(await axeViolations(page), `${screen}: axe`).toEqual([])
}

/**
 * How well the keyboard focus indicator of the focused `target` stands out from what is behind it: the contrast
 * ratio (WCAG relative luminance) against the nearest ancestor background of its outline colour and of its
 * box-shadow colour (the indicator's two tones); the better of the two is what the eye finds.
 */
export async function focusIndicatorContrast(target: Locator): Promise<number> {
  return target.evaluate(async (el) => {
    if (!el.matches(':focus-visible')) throw new Error('the element does not show keyboard focus')
    // The indicator as the eye sees it once it is drawn: the outline's and shadow's colour transitions (a
    // button's `transition`) finished first, else a colour half-way in reads low (2.35:1 seen once on a phone).
    await Promise.all(el.getAnimations().map((animation) => animation.finished.catch(() => undefined)))
    // Any CSS colour (oklch, rgb, names) as sRGB bytes, through a canvas.
    const canvas = document.createElement('canvas').getContext('2d', { willReadFrequently: true })
    if (!canvas) throw new Error('no canvas')
    const rgba = (color: string) => {
      canvas.clearRect(0, 0, 1, 1)
      canvas.fillStyle = color
      canvas.fillRect(0, 0, 1, 1)
      return Array.from(canvas.getImageData(0, 0, 1, 1).data)
    }
    const luminance = (color: string) => {
      const [r, g, b] = rgba(color)
        .slice(0, 3)
        .map((v) => v / 255)
        .map((c) => (c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4))
      return 0.2126 * r + 0.7152 * g + 0.0722 * b
    }
    const ratio = (a: string, b: string) => {
      const [high, low] = [luminance(a), luminance(b)].sort((x, y) => y - x)
      return (high + 0.05) / (low + 0.05)
    }
    let behind = 'rgb(255, 255, 255)'
    for (let at = el.parentElement; at; at = at.parentElement) {
      const background = getComputedStyle(at).backgroundColor
      if (rgba(background)[3] === 255) {
        behind = background
        break
      }
    }
    const style = getComputedStyle(el)
    const tones = [style.outlineStyle === 'none' ? '' : style.outlineColor]
    const shadow = /^(rgba?\([^)]*\)|oklch\([^)]*\)|#\w+)/.exec(style.boxShadow)
    if (shadow) tones.push(shadow[1])
    return Math.max(...tones.filter(Boolean).map((tone) => ratio(tone, behind)))
  })
}
