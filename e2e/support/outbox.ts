import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'

import { expect } from '@playwright/test'

import { dataDir } from './server'

interface Mail {
  headers: string
  body: string
}

function parse(raw: string): Mail {
  const split = raw.search(/\r?\n\r?\n/)
  const headers = raw.slice(0, split).replace(/\r?\n[ \t]+/g, ' ')
  let body = raw.slice(split).trim()
  const encoding = /^content-transfer-encoding:\s*(\S+)/im.exec(headers)?.[1]?.toLowerCase()
  if (encoding === 'base64') body = Buffer.from(body, 'base64').toString('utf8')
  if (encoding === 'quoted-printable') {
    body = body
      .replace(/=\r?\n/g, '')
      .replace(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)))
  }
  return { headers, body }
}

/** Every .eml in DATA_DIR/outbox addressed to `to`, newest first (file names are nanosecond timestamps). */
function mailsTo(to: string): Mail[] {
  const outbox = path.join(dataDir(), 'outbox')
  let names: string[]
  try {
    names = readdirSync(outbox).filter((n) => /^\d+\.eml$/.test(n))
  } catch {
    return []
  }
  return names
    .sort((a, b) => b.length - a.length || b.localeCompare(a))
    .map((n) => parse(readFileSync(path.join(outbox, n), 'utf8')))
    .filter((m) => new RegExp(`^to:.*${to.replace(/[.+]/g, '\\$&')}`, 'im').test(m.headers))
}

/** Wait for the newest reset email to `to` and return the link it carries. */
export async function resetLinkFor(to: string): Promise<string> {
  let link = ''
  await expect
    .poll(
      () => {
        const mail = mailsTo(to)[0]
        link = mail ? (/https?:\/\/\S+\/reset-password\?token=[\w%.~-]+/.exec(mail.body)?.[0] ?? '') : ''
        return link
      },
      { message: `a password reset email to ${to} in the outbox` },
    )
    .not.toBe('')
  return link
}
