/**
 * Registers the <altcha-widget> element. The "external" build keeps its styles in a CSS file and its
 * proof-of-work worker in a separate script served from our own origin, so the page's strict
 * Content-Security-Policy (script-src 'self'; no inline scripts, no CDN) holds.
 */
import 'altcha/external'
import 'altcha/altcha.css'

import Pbkdf2Worker from 'altcha/workers/pbkdf2?worker'

for (const algorithm of ['PBKDF2/SHA-256', 'PBKDF2/SHA-384', 'PBKDF2/SHA-512']) {
  globalThis.$altcha.algorithms.set(algorithm, () => new Pbkdf2Worker())
}
