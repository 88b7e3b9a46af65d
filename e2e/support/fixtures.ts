import { mkdirSync } from 'node:fs'
import path from 'node:path'

import { test as base, expect, type APIRequestContext, type Browser } from '@playwright/test'

import { logIn } from '../pages/login-page'
import { createUser, type Account, type Role } from './accounts'
import { baseUrl, dataDir, startServer, type RunningServer } from './server'

const LANDING: Record<Role, RegExp> = { ipmr: /\/admin$/, chieftain: /\/super-admin$/, user: /\/home$/, encoder: /\/home$/ }

/** The worker's signed-in accounts: who they are (an encoder works for one barangay, ENCODER_BARANGAY). */
const SESSION_NAMES: Record<Role, string> = {
  ipmr: 'Ligaya Ramos',
  chieftain: 'Datu Bagani',
  user: 'Datu Bagani',
  encoder: 'Amihan Tagapagtala',
}

/** The barangay of the worker's encoder (signedInAs: 'encoder'): it sees and proposes for Ajos only. */
export const ENCODER_BARANGAY = 'Ajos'

interface Session {
  account: Account
  /** A storageState file: the session and CSRF cookies of a browser that logged in through the UI. */
  state: string
}

/**
 * The server ends a session after 30 minutes without a request (Settings.idle_minutes): a worker's session not
 * handed to a test for this long logs in again (a slow run may go that long without a test of one role).
 */
const SESSION_FRESH_MS = 20 * 60_000

/** Accounts that logged in per worker (through the real login screen, captcha included). */
class Sessions {
  private cache = new Map<Role, { session: Promise<Session>; handedAt: number }>()

  constructor(
    private browser: Browser,
    private dir: string,
  ) {}

  get(role: Role): Promise<Session> {
    const now = Date.now()
    const cached = this.cache.get(role)
    if (cached && now - cached.handedAt < SESSION_FRESH_MS) {
      cached.handedAt = now
      return cached.session
    }
    const account = cached
      ? cached.session.then((session) => session.account)
      : Promise.resolve(createUser(role, SESSION_NAMES[role], role === 'encoder' ? [ENCODER_BARANGAY] : []))
    const session = account.then((known) => this.logIn(role, known))
    this.cache.set(role, { session, handedAt: now })
    return session
  }

  private async logIn(role: Role, account: Account): Promise<Session> {
    const context = await this.browser.newContext({ baseURL: baseUrl() })
    const page = await context.newPage()
    await logIn(page, account)
    await expect(page).toHaveURL(LANDING[role])
    const state = path.join(this.dir, `${role}.json`)
    await context.storageState({ path: state })
    await context.close()
    return { account, state }
  }
}

/** A browser context or an API client. */
type CookieHolder = { storageState: () => Promise<{ cookies: { name: string; value: string }[] }> }

/** The CSRF header the server wants on every state-changing /api call: the katutubo_csrf cookie echoed. */
export async function csrfHeaders(holder: CookieHolder): Promise<Record<string, string>> {
  const cookie = (await holder.storageState()).cookies.find((c) => c.name === 'katutubo_csrf')
  if (!cookie) throw new Error('no katutubo_csrf cookie in this session')
  return { 'X-CSRF-Token': cookie.value }
}

interface Options {
  /** Run the test signed in with this role (a worker-wide session), or signed out. */
  signedInAs: Role | null
}

interface TestFixtures {
  session: Session | null
  /** An API client signed in as `role` (its own worker-wide session), for arranging data. */
  apiAs: (role: Role) => Promise<APIRequestContext>
}

interface WorkerFixtures {
  /** This worker's own server and data (support/server.ts), started before its first test. */
  server: RunningServer
  sessions: Sessions
}

export const test = base.extend<Options & TestFixtures, WorkerFixtures>({
  signedInAs: [null, { option: true }],
  server: [
    async ({}, use, workerInfo) => {
      const server = await startServer(workerInfo.workerIndex)
      await use(server)
      await server.stop()
    },
    { scope: 'worker', auto: true, timeout: 120_000 },
  ],
  baseURL: async ({ server }, use) => {
    await use(server.url)
  },
  sessions: [
    async ({ browser, server: _server }, use, workerInfo) => {
      const dir = path.join(dataDir(), 'e2e-sessions', `worker-${workerInfo.workerIndex}`)
      mkdirSync(dir, { recursive: true })
      await use(new Sessions(browser, dir))
    },
    { scope: 'worker' },
  ],
  session: async ({ signedInAs, sessions }, use) => {
    await use(signedInAs ? await sessions.get(signedInAs) : null)
  },
  storageState: async ({ session }, use) => {
    await use(session?.state)
  },
  apiAs: async ({ playwright, sessions }, use) => {
    const opened: APIRequestContext[] = []
    await use(async (role) => {
      const { state } = await sessions.get(role)
      const request = await playwright.request.newContext({ baseURL: baseUrl(), storageState: state })
      opened.push(request)
      return request
    })
    await Promise.all(opened.map((r) => r.dispose()))
  },
})

export { expect }
