/**
 * The interface's texts, in English and Filipino. Both catalogues are bundled (nothing is fetched at run
 * time, so the app works offline): `src/locales/{en,fil}/{namespace}.json`, one namespace per feature (or
 * shared part), found by the glob below — adding a namespace needs no edit here.
 *
 * The English values are the spec's texts exactly. Plurals use i18next's `_one` / `_other` keys everywhere.
 */
import i18next from 'i18next'
import { initReactI18next } from 'react-i18next'

import { firstLanguage, type Language, LANGUAGES, rememberLanguage } from './language'

type Catalogue = Record<string, unknown>

const files = import.meta.glob<Catalogue>('../../locales/*/*.json', { eager: true, import: 'default' })

/** { en: { common: {...}, people: {...} }, fil: {...} } from the files above. */
export function catalogues(): Record<Language, Record<string, Catalogue>> {
  const resources = Object.fromEntries(LANGUAGES.map((lng) => [lng, {}])) as Record<Language, Record<string, Catalogue>>
  for (const [file, catalogue] of Object.entries(files)) {
    const match = /locales\/([^/]+)\/([^/]+)\.json$/.exec(file)
    if (!match) continue
    const [, lng, ns] = match
    if ((LANGUAGES as readonly string[]).includes(lng)) resources[lng as Language][ns] = catalogue
  }
  return resources
}

export const i18n = i18next.createInstance()

void i18n.use(initReactI18next).init({
  resources: catalogues(),
  lng: firstLanguage(),
  fallbackLng: 'en',
  supportedLngs: [...LANGUAGES],
  defaultNS: 'common',
  ns: Object.keys(catalogues().en),
  interpolation: { escapeValue: false }, // React escapes
  returnNull: false,
  initAsync: false,
})

document.documentElement.lang = i18n.language
i18n.on('languageChanged', (lng) => {
  document.documentElement.lang = lng
  rememberLanguage(lng as Language)
})

/**
 * Named texts read from the catalogue each time they are used (so always in the current language): `keys` maps
 * each name to its `namespace:key`. For the messages that .ts modules export (form rules, failures).
 */
export function texts<T extends Record<string, string>>(keys: T): { readonly [K in keyof T]: string } {
  const result = {} as { [K in keyof T]: string }
  for (const name of Object.keys(keys) as (keyof T)[]) {
    Object.defineProperty(result, name, { enumerable: true, get: () => i18n.t(keys[name]) })
  }
  return result
}
