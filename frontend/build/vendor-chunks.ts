/**
 * Libraries in chunks of their own, grouped by what loads them together: a new build of the app's code leaves
 * them unchanged (browsers keep them, see backend/katutubo/core/spa.py), and a page downloads only the groups
 * it uses (the login page: neither the map nor the validation library). Rolldown's code-splitting groups,
 * the most shared first.
 */
const GROUPS: [string, string[]][] = [
  ['react', ['react', 'react-dom', 'scheduler']],
  ['router', ['react-router', 'cookie', 'set-cookie-parser']],
  ['i18n', ['i18next', 'react-i18next', 'html-parse-stringify', 'void-elements', 'use-sync-external-store']],
  ['query', ['@tanstack/query-core', '@tanstack/react-query', 'openapi-fetch']],
  ['forms', ['react-hook-form']],
  ['validation', ['zod', '@hookform/resolvers']],
  ['map', ['leaflet', 'react-leaflet', '@react-leaflet/core']],
  ['captcha', ['altcha']],
]

export const vendorGroups = GROUPS.map(([group, names], index) => ({
  name: `vendor-${group}`,
  test: new RegExp(`node_modules/(${names.map((n) => n.replace('/', '\\/')).join('|')})/`),
  priority: GROUPS.length - index,
}))
