export { i18n, texts } from './i18n'
export { browserLanguage, isLanguage, type Language, LANGUAGE_NAMES, LANGUAGES, rememberLanguage } from './language'
