// Browser side of `make bench`: how long a signed-in person waits, in Debian's Chromium, from navigation
// until the screen shows its data. Usage: node bench-browser.mjs BASE_URL IPMR_TOKEN CHIEFTAIN_TOKEN [RUNS]
import { createRequire } from 'node:module'

const require = createRequire(new URL('../e2e/package.json', import.meta.url))
const { chromium } = require('playwright')

const [, , baseURL, ipmrToken, chieftainToken, runsArg] = process.argv
const runs = Number(runsArg ?? 7)
const screens = [
  ['ipmr', 'master list, first page (/total-population)', '/total-population', 'row'],
  ['ipmr', 'master list, students (/total-students)', '/total-students?category=students', 'row'],
  ['ipmr', 'home dashboard (/home, tiles and barangay cards)', '/home', 'dashboard'],
  ['chieftain', "Chieftain's list (/super-admin)", '/super-admin', 'row'],
]

// Checked on every animation frame in the page; the page's own clock then says how long since navigation began.
const READY = {
  row: () => [...document.querySelectorAll('tbody tr')].some((tr) => tr.querySelector('button')),
  dashboard: () => document.body.innerText.includes('A total population of') && !document.body.innerText.includes('…\n'),
}

const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
})
const { hostname } = new URL(baseURL)
const pages = {}
for (const [role, token] of [['ipmr', ipmrToken], ['chieftain', chieftainToken]]) {
  const context = await browser.newContext()
  await context.addCookies([{ name: 'katutubo_session', value: token, domain: hostname, path: '/' }])
  pages[role] = await context.newPage()
  await pages[role].goto(baseURL + '/home') // warm the static assets once, as a returning user has them
}
for (const [role, name, path, ready] of screens) {
  const page = pages[role]
  const times = []
  for (let i = 0; i < runs; i++) {
    await page.goto('about:blank')
    await page.goto(baseURL + path, { waitUntil: 'commit' })
    await page.waitForFunction(READY[ready], undefined, { polling: 'raf', timeout: 30_000 })
    times.push(await page.evaluate(() => performance.now()))
  }
  times.sort((a, b) => a - b)
  const median = times[Math.floor(times.length / 2)]
  console.log(`| browser: ${name} | ${median.toFixed(0)} | ${times[times.length - 1].toFixed(0)} | |`)
}
await browser.close()
