/**
 * The About Us panel's pages, in this order. Their words are in the `shell` catalogue under `about.<key>`
 * (locales/{en,fil}/shell.json): a deployment edits the catalogues to change the text.
 */

export interface AboutPage {
  /** about.<key>.title, about.<key>.p1..pN, about.<key>.point1..pointN, about.<key>.closing */
  key: string
  paragraphs: number
  /** How many points the bulleted list after the paragraphs has (none: no list). */
  points?: number
  /** A last paragraph after the list. */
  closing?: boolean
}

export const ABOUT_PAGES: readonly AboutPage[] = [
  { key: 'who', paragraphs: 3 },
  { key: 'mission', paragraphs: 2 },
  { key: 'what', paragraphs: 1, points: 4 },
  { key: 'why', paragraphs: 2 },
  { key: 'values', paragraphs: 1, points: 5 },
  { key: 'team', paragraphs: 2 },
  { key: 'join', paragraphs: 1, points: 3, closing: true },
]

/** 1..n */
export function numbers(n: number | undefined): number[] {
  return Array.from({ length: n ?? 0 }, (_, i) => i + 1)
}
