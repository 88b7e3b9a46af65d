/** Both catalogues have the same keys in every namespace and no empty value (part of `make test`). */
import { readdirSync, readFileSync } from 'node:fs'

const LOCALES = `${process.cwd()}/src/locales/` // vitest runs in frontend/

type Tree = { [key: string]: string | Tree }

function flatten(tree: Tree, prefix = ''): Record<string, string> {
  return Object.fromEntries(
    Object.entries(tree).flatMap(([key, value]) =>
      typeof value === 'string' ? [[`${prefix}${key}`, value]] : Object.entries(flatten(value, `${prefix}${key}.`)),
    ),
  )
}

function catalogue(lng: string): Record<string, Record<string, string>> {
  const dir = `${LOCALES}${lng}/`
  return Object.fromEntries(
    readdirSync(dir)
      .filter((file) => file.endsWith('.json'))
      .map((file) => [file.replace(/\.json$/, ''), flatten(JSON.parse(readFileSync(`${dir}${file}`, 'utf8')) as Tree)]),
  )
}

const en = catalogue('en')
const fil = catalogue('fil')

describe('the catalogues', () => {
  it('have the same namespaces', () => {
    expect(Object.keys(fil).sort()).toEqual(Object.keys(en).sort())
  })

  it.each(Object.keys(en))('%s: the same keys in English and Filipino', (ns) => {
    expect(Object.keys(fil[ns] ?? {}).sort()).toEqual(Object.keys(en[ns]).sort())
  })

  it.each(Object.keys(en))('%s: no empty value', (ns) => {
    const empty = [...Object.entries(en[ns]).map(([k, v]) => [`en:${k}`, v]), ...Object.entries(fil[ns] ?? {}).map(([k, v]) => [`fil:${k}`, v])]
      .filter(([, value]) => !value.trim())
      .map(([key]) => key)
    expect(empty).toEqual([])
  })

  it('use the same {{placeholders}} in both languages', () => {
    const names = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort()
    const different = Object.entries(en).flatMap(([ns, keys]) =>
      Object.entries(keys)
        .filter(([key, text]) => fil[ns]?.[key] !== undefined && names(text).join() !== names(fil[ns][key]).join())
        .map(([key]) => `${ns}:${key}`),
    )
    expect(different).toEqual([])
  })
})
