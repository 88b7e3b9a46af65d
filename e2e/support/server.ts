import path from 'node:path'
import { fileURLToPath } from 'node:url'

/** Paths relative to this folder, so a clone anywhere works: the venv is <repo>/.venv. */
export const e2eDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
export const repoDir = path.resolve(e2eDir, '..')
export const katutubo = path.join(repoDir, '.venv', 'bin', 'katutubo')

export function dataDir(): string {
  const dir = process.env.E2E_DATA_DIR
  if (!dir) throw new Error('E2E_DATA_DIR is not set: run the tests through playwright.config.ts')
  return dir
}

export function baseUrl(): string {
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
    // One process (`katutubo serve` defaults to one per core): it starts well within the runner's minute on a
    // busy machine. Several processes and servers are tested by backend/tests/core/test_two_servers.py.
    KATUTUBO_WORKERS: '1',
    // The tests' API clients keep idle connections without a limit: the server must not close one under a
    // request (a test may wait minutes between two calls on a busy machine).
    KATUTUBO_KEEP_ALIVE_SECONDS: '900',
  }
}
