/**
 * The interface's texts, in English and Filipino: `src/locales/{en,fil}/{namespace}.json`, one namespace per
 * feature (or shared part). The build puts each language's catalogues in two chunks: the first screens' (sign-in,
 * the header; catalogues-en.ts) and the rest (catalogues-en-rest.ts). The first load carries the active language's
 * first chunk only: `i18nReady` settles when it is in, and the app renders then (no text shows as its key). The rest
 * follows at once (`i18nComplete`: the signed-in pages wait for it, app/router.tsx), and the other language is
 * loaded when someone switches to it (the service worker keeps every chunk, so this works offline).
 *
 * The English values are the spec's texts exactly. Plurals use i18next's `_one` / `_other` keys everywhere.
 */
import i18next, { type BackendModule, type i18n as I18n } from 'i18next'
import { initReactI18next } from 'react-i18next'

import type { Catalogue } from './catalogue-files'
import { firstLanguage, type Language, LANGUAGES, rememberLanguage } from './language'

type Chunk = () => Promise<{ default: Record<string, Catalogue> }>
export type CatalogueLoaders = Record<Language, { first: Chunk; rest: Chunk }>

const CATALOGUES: CatalogueLoaders = {
  en: { first: () => import('./catalogues-en'), rest: () => import('./catalogues-en-rest') },
  fil: { first: () => import('./catalogues-fil'), rest: () => import('./catalogues-fil-rest') },
}

/** An i18next backend reading a namespace from its language's chunk (each fetched once). */
function chunkBackend(loaders: CatalogueLoaders): BackendModule {
  return {
    type: 'backend',
    init: () => {},
    read: (language, namespace, done) => {
      const chunks = loaders[language as Language]
      if (!chunks) return done(null, {})
      chunks
        .first()
        .then((first) => (namespace in first.default ? first : chunks.rest()))
        .then(
          (chunk) => done(null, chunk.default[namespace] ?? {}),
          (error: Error) => done(error, false),
        )
    },
  }
}

/**
 * An i18next instance reading its catalogues through `loaders`, started in `language`: `ready` once the first
 * chunk's namespaces are in, `complete` once the rest's are too. Set up at once (a text asked for before `ready`
 * reads as its key, never throws).
 */
export function makeI18n(loaders: CatalogueLoaders, language: Language): { i18n: I18n; ready: Promise<unknown>; complete: Promise<unknown> } {
  const instance = i18next.createInstance().use(chunkBackend(loaders)).use(initReactI18next)
  const started = instance.init({
    lng: language,
    // No fallback language: it would load the other catalogue too. Both have the same keys (catalogues.test.ts).
    fallbackLng: false,
    supportedLngs: [...LANGUAGES],
    defaultNS: 'common',
    ns: ['common'],
    interpolation: { escapeValue: false }, // React escapes
    returnNull: false,
  })
  const loadChunk = (chunk: Chunk) =>
    Promise.all([started, chunk()]).then(([, loaded]) => instance.loadNamespaces(Object.keys(loaded.default)))
  const ready = loadChunk(loaders[language].first)
  const complete = Promise.all([ready, loadChunk(loaders[language].rest)])
  return { i18n: instance, ready, complete }
}

const made = makeI18n(CATALOGUES, firstLanguage())
export const i18n = made.i18n
/** Settles when the first screens' catalogues are in, in the active language: the app renders after it. */
export const i18nReady = made.ready.then(() => {
  document.documentElement.lang = i18n.language
  i18n.on('languageChanged', (lng) => {
    document.documentElement.lang = lng
    rememberLanguage(lng as Language)
  })
})
/** Settles when every catalogue of the active language is in. */
export const i18nComplete = made.complete

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
