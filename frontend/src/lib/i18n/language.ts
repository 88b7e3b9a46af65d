/** The two languages, and which one a device starts in: the one chosen on it before (kept across visits
 * and before login), else the browser's language. After login the account's choice wins (see the header's
 * language switch). */
export const LANGUAGES = ['en', 'fil'] as const
export type Language = (typeof LANGUAGES)[number]

export const LANGUAGE_NAMES: Record<Language, string> = { en: 'English', fil: 'Filipino' }

const STORAGE_KEY = 'katutubo.language'

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value)
}

/** Filipino for a browser set to Filipino or Tagalog, English otherwise. */
export function browserLanguage(languages: readonly string[] = navigator.languages ?? [navigator.language]): Language {
  for (const tag of languages) {
    const base = tag.toLowerCase().split('-')[0]
    if (base === 'fil' || base === 'tl') return 'fil'
    if (base === 'en') return 'en'
  }
  return 'en'
}

export function firstLanguage(): Language {
  try {
    const kept = localStorage.getItem(STORAGE_KEY)
    if (isLanguage(kept)) return kept
  } catch {
    // storage unavailable (private mode): follow the browser
  }
  return browserLanguage()
}

export function rememberLanguage(lng: Language): void {
  try {
    localStorage.setItem(STORAGE_KEY, lng)
  } catch {
    // storage unavailable: the choice lasts for this page only
  }
}
