/* The ALTCHA widget's texts (its global `$altcha`, set up by load-altcha.ts). */

/**
 * The widget's own texts ("I'm not a robot", "Protected by ALTCHA", ...) in `language`, from our catalogue: ALTCHA
 * ships no Filipino, and it reads the strings registered for the widget's `language` attribute.
 */
export function setCaptchaStrings(language: string, strings: Record<string, string>): void {
  const { footer, ariaLinkLabel, ...rest } = strings
  const link = `<a href="https://altcha.org/" tabindex="-1" target="_blank" aria-label="${ariaLinkLabel}">ALTCHA</a>`
  // Not loaded (yet, or a test stands in for it): nothing to register.
  ;(globalThis.$altcha as typeof globalThis.$altcha | undefined)?.i18n.set(language, { ...rest, ariaLinkLabel, footer: `${footer} ${link}` })
}
