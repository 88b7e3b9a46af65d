import type { Catalogue } from '@/lib/i18n/catalogue-files'
import en from '@/lib/i18n/catalogues-en'
import enRest from '@/lib/i18n/catalogues-en-rest'
import fil from '@/lib/i18n/catalogues-fil'
import filRest from '@/lib/i18n/catalogues-fil-rest'
import type { Language } from '@/lib/i18n'

/** Both languages' catalogues at once, for tests that compare them (the app loads them a chunk at a time). */
export function catalogues(): Record<Language, Record<string, Catalogue>> {
  return { en: { ...en, ...enRest }, fil: { ...fil, ...filRest } }
}
