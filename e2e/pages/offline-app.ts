import { expect, type Locator, type Page } from '@playwright/test'

/** The installable app's offline parts: the banner under the header, 'Waiting to sync', the conflict choice. */
export class OfflineApp {
  readonly banner: Locator
  readonly waiting: Locator
  readonly waitingItems: Locator
  readonly conflict: Locator

  constructor(readonly page: Page) {
    this.banner = page.getByRole('status').filter({ hasText: /waiting to sync|^Offline/ })
    this.waiting = page.getByRole('region', { name: 'Waiting to sync' })
    this.waitingItems = this.waiting.getByRole('listitem').filter({ has: page.getByRole('button', { name: 'Discard' }) })
    this.conflict = page.getByRole('dialog', { name: 'Choose what to keep' })
  }

  /**
   * The service worker controls the page and has precached the app shell; a reload then lets it keep the
   * reference lists. After this the app opens with no network.
   */
  async installed(): Promise<void> {
    await this.page.evaluate(async () => {
      await navigator.serviceWorker.ready
    })
    await this.page.reload()
    await expect
      .poll(() => this.page.evaluate(() => navigator.serviceWorker.controller !== null), { timeout: 15_000 })
      .toBe(true)
    await expect(this.page.getByRole('combobox', { name: 'Search' })).toBeVisible()
  }

  /** How many records each store of the device's offline database holds (empty: nothing of anyone). */
  async storedRecords(): Promise<Record<string, number>> {
    return this.page.evaluate(async () => {
      const db = await new Promise<IDBDatabase>((resolve, reject) => {
        const open = indexedDB.open('katutubo-offline')
        open.onsuccess = () => resolve(open.result)
        open.onerror = () => reject(open.error)
      })
      const counts: Record<string, number> = {}
      for (const name of Array.from(db.objectStoreNames)) {
        counts[name] = await new Promise<number>((resolve, reject) => {
          const request = db.transaction(name).objectStore(name).count()
          request.onsuccess = () => resolve(request.result)
          request.onerror = () => reject(request.error)
        })
      }
      db.close()
      return counts
    })
  }
}
