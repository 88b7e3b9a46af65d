export { i18n, i18nComplete, i18nReady, texts } from './i18n'
export { browserLanguage, isLanguage, type Language, LANGUAGE_NAMES, LANGUAGES, rememberLanguage } from './language'
