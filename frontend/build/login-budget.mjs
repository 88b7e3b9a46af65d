// What the login page downloads, from the build's manifest: the entry's chunks and styles, the login page's
// chunk, and the chunks it loads at once (the captcha widget), each counted gzipped (level 9, as served).
// Fails when the total passes the budget: `node build/login-budget.mjs [budget kB]` after `npm run build`.
import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'

const DIST = new URL('../dist/', import.meta.url).pathname
const BUDGET_KB = Number(process.argv[2] ?? 100)
// The page's own source, and what it imports dynamically as soon as it renders (the captcha widget).
const PAGE = 'src/features/auth/login-page.tsx'
const LOADED_ON_RENDER = ['src/lib/captcha/load-altcha.ts']

const manifest = JSON.parse(readFileSync(join(DIST, '.vite/manifest.json'), 'utf8'))
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
  const gz = gzipSync(readFileSync(join(DIST, file)), { level: 9 }).length
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
