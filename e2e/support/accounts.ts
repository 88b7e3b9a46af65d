import { execFileSync } from 'node:child_process'

import { katutubo, serverEnv } from './server'

export type Role = 'ipmr' | 'chieftain' | 'user' | 'encoder'
export interface Account {
  email: string
  name: string
  password: string
  role: Role
  /** An encoder's barangays (the people it may see and propose for); empty for the other roles. */
  barangays: string[]
}

let counter = 0

/** An address no other test (or earlier run against the same folder) uses. */
export function uniqueEmail(tag = 'user'): string {
  counter += 1
  return `${tag}.${Date.now().toString(36)}.${process.pid}.${counter}@example.test`
}

export function newAccount(role: Role, name = 'Maria Dela Cruz', barangays: string[] = []): Account {
  return { email: uniqueEmail(role), name, password: `Tribu-${Math.random().toString(36).slice(2, 10)}`, role, barangays }
}

/**
 * Create the account with `katutubo create-user` (password on stdin) against the server's own data folder. An
 * encoder is given `barangays` (`--barangay Ajos`, once each); the other roles take none.
 */
export function createUser(role: Role, name?: string, barangays: string[] = []): Account {
  if (barangays.length && role !== 'encoder') throw new Error(`only an encoder has barangays, not ${role}`)
  const account = newAccount(role, name, barangays)
  execFileSync(
    katutubo,
    [
      'create-user',
      ...['--email', account.email, '--name', account.name, '--role', role],
      ...barangays.flatMap((barangay) => ['--barangay', barangay]),
    ],
    { input: `${account.password}\n`, env: { ...process.env, ...serverEnv() }, stdio: ['pipe', 'pipe', 'pipe'] },
  )
  return account
}
