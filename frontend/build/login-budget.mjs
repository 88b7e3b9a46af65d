// What the login page downloads before it shows, from the build's manifest: the entry's chunks and styles, the
// login page's chunk and the active language's catalogues, each counted gzipped (level 9, as served). Not counted:
// what loads on use (the captcha widget on the form's first touch, the other language's catalogues on a switch,
// the offline store when first used, after the screen shows).
// Fails when the total passes the budget: `node build/login-budget.mjs [budget kB]` after `npm run build`.
import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'

const DIST = new URL('../dist/', import.meta.url).pathname
const BUDGET_KB = Number(process.argv[2] ?? 100)
const PAGE = 'src/features/auth/login-page.tsx'
// The app renders once the active language's catalogues are in (src/lib/i18n): one language's chunk, the larger.
const CATALOGUES = ['src/lib/i18n/catalogues-en.ts', 'src/lib/i18n/catalogues-fil.ts']

const manifest = JSON.parse(readFileSync(join(DIST, '.vite/manifest.json'), 'utf8'))
const gzipped = (file) => gzipSync(readFileSync(join(DIST, file)), { level: 9 }).length
for (const key of CATALOGUES) if (!manifest[key]) throw new Error(`${key} is not in the build's manifest`)
const LOADED_ON_RENDER = [CATALOGUES.reduce((a, b) => (gzipped(manifest[a].file) >= gzipped(manifest[b].file) ? a : b))]
const entry = Object.keys(manifest).find((key) => manifest[key].isEntry)
const files = new Set()

function take(key) {
  const chunk = manifest[key]
  if (!chunk || files.has(chunk.file)) return
  files.add(chunk.file)
  for (const css of chunk.css ?? []) files.add(css)
  for (const imported of chunk.imports ?? []) take(imported)
}

for (const key of [entry, PAGE, ...LOADED_ON_RENDER]) {
  if (!manifest[key]) throw new Error(`${key} is not in the build's manifest`)
  take(key)
}

let total = 0
let brotli = 0 // what a browser that accepts brotli receives: the build's .br copies
const rows = [...files].map((file) => {
  const gz = gzipped(file)
  const br = join(DIST, `${file}.br`)
  total += gz
  brotli += existsSync(br) ? readFileSync(br).length : gz
  return [file, gz]
})
rows.sort((a, b) => b[1] - a[1])
for (const [file, gz] of rows) console.log(`${(gz / 1000).toFixed(1).padStart(7)} kB  ${file}`)
const kb = total / 1000
console.log(`login page: ${kb.toFixed(1)} kB gzip of JS+CSS in ${rows.length} files (budget ${BUDGET_KB} kB)`)
console.log(`            ${(brotli / 1000).toFixed(1)} kB as sent to a browser that accepts brotli`)
if (kb > BUDGET_KB) {
  console.error(`The login page downloads ${kb.toFixed(1)} kB gzip, over its budget of ${BUDGET_KB} kB.`)
  process.exit(1)
}
