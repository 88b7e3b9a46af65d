/**
 * The fixed lists the person form needs (barangays, tribes, form choices, photo rules), written at build time
 * as dist/reference.json by the backend itself (`katutubo reference`: the document /api/reference serves, one
 * source of truth) so the service worker precaches them with the app shell: a device that never opened the
 * form online still has them offline (src/lib/offline/reference.ts reads them when the API cannot answer).
 */
import { execFileSync } from 'node:child_process'
import { existsSync } from 'node:fs'
import { fileURLToPath } from 'node:url'

import type { Plugin } from 'vite'

export const REFERENCE_FILE = 'reference.json'

/** The project's CLI (make deps installs it in the repository's .venv); KATUTUBO_CLI names another. */
function cli(): string {
  return process.env.KATUTUBO_CLI ?? fileURLToPath(new URL('../../.venv/bin/katutubo', import.meta.url))
}

function fromBackend(): string {
  const command = cli()
  if (!existsSync(command)) {
    throw new Error(`${command} not found: the reference lists are written by the backend (run make deps first).`)
  }
  const text = execFileSync(command, ['reference'], { encoding: 'utf8' })
  JSON.parse(text) // a broken document fails the build, not a clerk in the field
  return text
}

export function referenceLists(): Plugin {
  let source: string | null = null
  const lists = () => (source ??= fromBackend())
  return {
    name: 'katutubo-reference-lists',
    generateBundle() {
      this.emitFile({ type: 'asset', fileName: REFERENCE_FILE, source: lists() })
    },
    configureServer(server) {
      server.middlewares.use(`/${REFERENCE_FILE}`, (_request, response) => {
        response.setHeader('Content-Type', 'application/json')
        response.end(lists())
      })
    },
  }
}
