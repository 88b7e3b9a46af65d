/**
 * After the build, a brotli (.br) and a gzip (.gz) copy of every text file in dist/, both at their best
 * compression: the server sends the one the browser accepts as it is (backend/katutubo/core/spa.py), so no
 * request pays for compressing. Images and fonts are compressed formats already and are left alone.
 */
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { brotliCompressSync, constants, gzipSync } from 'node:zlib'

import type { Plugin } from 'vite'

const TEXT = /\.(js|mjs|css|html|svg|json|txt|webmanifest)$/
const MIN_BYTES = 512

function textFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name)
    if (statSync(path).isDirectory()) return textFiles(path)
    return TEXT.test(name) && statSync(path).size >= MIN_BYTES ? [path] : []
  })
}

export function precompress(outDir = 'dist'): Plugin {
  return {
    name: 'katutubo-precompress',
    apply: 'build',
    closeBundle() {
      for (const file of textFiles(outDir)) {
        const data = readFileSync(file)
        writeFileSync(`${file}.gz`, gzipSync(data, { level: 9 }))
        writeFileSync(
          `${file}.br`,
          brotliCompressSync(data, {
            params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: data.length },
          }),
        )
      }
    },
  }
}
