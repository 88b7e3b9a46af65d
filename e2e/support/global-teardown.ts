import { rmSync } from 'node:fs'

/** Remove the run's data folder if the config made it (set E2E_KEEP_DATA=1 to look at it afterwards). */
export default function globalTeardown(): void {
  const dir = process.env.E2E_DATA_DIR
  if (dir && process.env.E2E_DATA_DIR_OWNED === '1' && !process.env.E2E_KEEP_DATA) {
    rmSync(dir, { recursive: true, force: true })
  }
}
