import { execFileSync, spawn, type ChildProcess } from 'node:child_process'
import { closeSync, mkdirSync, openSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

import { freePort } from './free-port'

/** Paths relative to this folder, so a clone anywhere works: the venv is <repo>/.venv. */
export const e2eDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
export const repoDir = path.resolve(e2eDir, '..')
export const katutubo = path.join(repoDir, '.venv', 'bin', 'katutubo')

/** The run's folder (playwright.config.ts makes it): each worker's server keeps its data in a folder inside. */
export function runDir(): string {
  const dir = process.env.E2E_DATA_DIR
  if (!dir) throw new Error('E2E_DATA_DIR is not set: run the tests through playwright.config.ts')
  return dir
}

/** This worker's server's data folder (its database, mail outbox, sessions). */
export function dataDir(): string {
  const dir = process.env.E2E_SERVER_DIR
  if (!dir) throw new Error("E2E_SERVER_DIR is not set: this worker's server has not started (support/fixtures.ts)")
  return dir
}

/** This worker's server. */
export function baseUrl(): string {
  if (!process.env.E2E_PORT) throw new Error("E2E_PORT is not set: this worker's server has not started")
  return `http://127.0.0.1:${process.env.E2E_PORT}`
}

/** The server's environment, also used by the CLI helpers so both see the same database and secret. */
export function serverEnv(): Record<string, string> {
  const data = dataDir()
  return {
    KATUTUBO_DATA_DIR: data,
    KATUTUBO_DATABASE_URL: `sqlite:///${path.join(data, 'katutubo.sqlite3')}`,
    KATUTUBO_PUBLIC_URL: baseUrl(),
    KATUTUBO_CAPTCHA: 'true',
    // Every browser of the suite comes from 127.0.0.1: the per-address ceilings would count them as one.
    KATUTUBO_ADDRESS_LIMIT_FACTOR: '100',
    KATUTUBO_SMTP_URL: '',
    KATUTUBO_FRONTEND_DIST: path.join(repoDir, 'frontend', 'dist'),
    // One process (`katutubo serve` defaults to one per core): it starts well within a minute on a busy
    // machine. Several processes and servers are tested by backend/tests/core/test_two_servers.py.
    KATUTUBO_WORKERS: '1',
    // The tests' API clients keep idle connections without a limit: the server must not close one under a
    // request (a test may wait minutes between two calls on a busy machine).
    KATUTUBO_KEEP_ALIVE_SECONDS: '900',
  }
}

const START_TIMEOUT_MS = 90_000

export interface RunningServer {
  url: string
  stop: () => Promise<void>
}

/**
 * This worker's own server: a fresh data folder (its own database) and a free port, migrated, then served
 * until the worker ends. No other worker adds, edits or deletes in it, so what a test counts on a screen is
 * what its own worker wrote. The worker's process environment names it (E2E_SERVER_DIR, E2E_PORT) for the
 * helpers that run the CLI or read the mail outbox.
 */
export async function startServer(workerIndex: number): Promise<RunningServer> {
  const dir = path.join(runDir(), `worker-${workerIndex}`)
  mkdirSync(dir, { recursive: true })
  process.env.E2E_SERVER_DIR = dir
  process.env.E2E_PORT = String(freePort())
  const env = { ...process.env, ...serverEnv() }
  const logFile = path.join(dir, 'server.log') // what the server said, kept with its data (E2E_KEEP_DATA=1)
  const log = openSync(logFile, 'a')
  let server: ChildProcess
  try {
    execFileSync(katutubo, ['migrate'], { env, stdio: ['ignore', log, log] })
    server = spawn(katutubo, ['serve', '--host', '127.0.0.1', '--port', process.env.E2E_PORT], {
      env,
      stdio: ['ignore', log, log],
    })
  } finally {
    closeSync(log)
  }
  const exited = new Promise<void>((resolve) => server.once('exit', () => resolve()))
  const stop = async () => {
    if (server.exitCode === null && server.signalCode === null) server.kill('SIGTERM')
    await exited
  }
  try {
    await answering(`${baseUrl()}/api/session`, server)
  } catch (error) {
    await stop()
    throw new Error(`${(error as Error).message}; its log (${logFile}):\n${readFileSync(logFile, 'utf8').slice(-4000)}`)
  }
  return { url: baseUrl(), stop }
}

/** Resolves once `url` answers; fails when the server exits first or does not answer within the start timeout. */
async function answering(url: string, server: ChildProcess): Promise<void> {
  const deadline = Date.now() + START_TIMEOUT_MS
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`the e2e server exited (code ${server.exitCode}) before answering`)
    try {
      if ((await fetch(url)).ok) return
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
  throw new Error(`the e2e server did not answer ${url} within ${START_TIMEOUT_MS / 1000} s`)
}
