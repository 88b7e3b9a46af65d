/**
 * For the "whole screen in Filipino" tests: which English catalogue texts of some namespaces are still shown.
 * A text counts when it is the same in both catalogues (a proper noun, 'PWD', 'Barangay') never; otherwise a
 * text node, or a name people read or hear (aria-label, placeholder, title, alt, an option's label), that equals
 * an English value, or holds a longer one (a sentence, several words) or an interpolated value's fixed words.
 */
import { catalogues } from '@/test/catalogues'

type Tree = { [key: string]: string | Tree }

function leaves(tree: Tree, prefix = ''): [string, string][] {
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'string' ? [[`${prefix}${key}`, value] as [string, string]] : leaves(value, `${prefix}${key}.`),
  )
}

function lookup(tree: Tree, path: string): string | undefined {
  let node: string | Tree | undefined = tree
  for (const part of path.split('.')) node = typeof node === 'object' ? node[part] : undefined
  return typeof node === 'string' ? node : undefined
}

/** The English texts of `namespaces` that differ in Filipino: whole values, and the fixed words between
 * placeholders ('Showing ', ' of ') when they are long enough to mean something (a word of 5 letters or more). */
export function englishTexts(namespaces: readonly string[]): { whole: Set<string>; fragments: Set<string> } {
  const all = catalogues()
  const whole = new Set<string>()
  const fragments = new Set<string>()
  for (const ns of namespaces) {
    const en = all.en[ns] as Tree
    const fil = all.fil[ns] as Tree
    for (const [key, value] of leaves(en)) {
      const filipino = lookup(fil, key) ?? ''
      if (filipino === value || !/[A-Za-z]/.test(value)) continue
      if (!value.includes('{{')) {
        whole.add(value.trim())
        continue
      }
      for (const part of value.split(/\{\{[^}]+\}\}/)) {
        const text = part.trim().replace(/^[^A-Za-z]+|[^A-Za-z]+$/g, '')
        if (/[A-Za-z]{5,}/.test(text) && text.length >= 6 && !filipino.includes(text)) fragments.add(text)
      }
    }
  }
  return { whole, fragments }
}

const NAMED = ['aria-label', 'placeholder', 'title', 'alt', 'label']

/** Every text people see or hear in `root`: text nodes and the naming attributes. */
export function shownTexts(root: Element): string[] {
  const texts: string[] = []
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT)
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const text = node.textContent?.trim()
    if (text) texts.push(text)
  }
  // Text split across elements ('Age:' + ' 34'): each element's whole text too.
  for (const element of [root, ...root.querySelectorAll('*')]) {
    for (const name of NAMED) {
      const value = element.getAttribute(name)?.trim()
      if (value) texts.push(value)
    }
    const whole = element.textContent?.replace(/\s+/g, ' ').trim()
    if (whole && element.children.length > 0 && whole.length < 300) texts.push(whole)
  }
  return texts
}

/** The English catalogue texts of `namespaces` found in `root` (none is the goal), minus `except`. */
export function englishLeaks(root: Element, namespaces: readonly string[], except: readonly string[] = []): string[] {
  const { whole, fragments } = englishTexts(namespaces)
  const skip = new Set(except)
  const found = new Set<string>()
  const longEnough = (value: string) => value.length >= 12 && value.includes(' ')
  for (const text of shownTexts(root)) {
    for (const value of whole) {
      if (skip.has(value)) continue
      if (text === value || text === `${value}:` || (longEnough(value) && text.includes(value))) found.add(value)
    }
    for (const fragment of fragments) if (!skip.has(fragment) && text.includes(fragment)) found.add(fragment)
  }
  return [...found].sort()
}
