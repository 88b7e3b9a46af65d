export type Catalogue = Record<string, unknown>

/** { common: {...}, people: {...} } from `import.meta.glob` over `locales/{lng}/{namespace}.json`. */
export function byNamespace(files: Record<string, Catalogue>): Record<string, Catalogue> {
  return Object.fromEntries(Object.entries(files).map(([file, catalogue]) => [/([^/]+)\.json$/.exec(file)![1], catalogue]))
}
