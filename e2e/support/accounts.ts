import { execFileSync } from 'node:child_process'

import { katutubo, serverEnv } from './server'

export type Role = 'ipmr' | 'chieftain' | 'user'
export interface Account {
  email: string
  name: string
  password: string
  role: Role
}

let counter = 0

/** An address no other test (or earlier run against the same folder) uses. */
export function uniqueEmail(tag = 'user'): string {
  counter += 1
  return `${tag}.${Date.now().toString(36)}.${process.pid}.${counter}@example.test`
}

export function newAccount(role: Role, name = 'Maria Dela Cruz'): Account {
  return { email: uniqueEmail(role), name, password: `Tribu-${Math.random().toString(36).slice(2, 10)}`, role }
}

/** Create the account with `katutubo create-user` (password on stdin) against the server's own data folder. */
export function createUser(role: Role, name?: string): Account {
  const account = newAccount(role, name)
  execFileSync(
    katutubo,
    ['create-user', '--email', account.email, '--name', account.name, '--role', role],
    { input: `${account.password}\n`, env: { ...process.env, ...serverEnv() }, stdio: ['pipe', 'pipe', 'pipe'] },
  )
  return account
}
