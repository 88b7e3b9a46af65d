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

/** Every block but the one that labels a person's fields (and the server's messages, which name a field in a
 * sentence), keyed `namespace:key`. */
function otherBlocks(cat: Record<string, Record<string, string>>): [string, string][] {
  return Object.entries(cat)
    .filter(([ns]) => ns !== 'person-fields' && ns !== 'errors')
    .flatMap(([ns, keys]) => Object.entries(keys).map(([key, text]): [string, string] => [`${ns}:${key}`, text]))
}

describe("a person's field labels", () => {
  it.each([
    ['en', en],
    ['fil', fil],
  ])('%s: live only in person-fields (no other block keys a field to a label)', (_lng, cat) => {
    const fields = cat['person-fields']
    const copies = otherBlocks(cat)
      .filter(([where, text]) => {
        const last = where.split(/[.:]/).pop() ?? where
        if (!(last in fields)) return false
        // a block of field labels by another name, or any key repeating the one label word for word
        return /[.:](field|fields|profile)\.[a-z_]+$/.test(where) || text === fields[last]
      })
      .map(([where]) => where)
    expect(copies).toEqual([])
  })

  it("are not copied under another name (a key whose English and Filipino are one field's two labels)", () => {
    const both = (enText: string, filText: string | undefined) => `${enText}|${filText}`
    const labels = new Set(Object.keys(en['person-fields']).map((field) => both(en['person-fields'][field], fil['person-fields'][field])))
    const copies = otherBlocks(en)
      .filter(([where, text]) => {
        const [ns, key] = where.split(/:(.*)/s)
        return labels.has(both(text, fil[ns]?.[key]))
      })
      .map(([where]) => where)
    expect(copies).toEqual([])
  })
})
