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
   * The service worker has precached the app shell (and the reference lists) and, after a reload, controls the
   * page. After this the app opens with no network. No time limit of its own: on a loaded machine installing
   * takes what it takes, within the test's.
   */
  async installed(): Promise<void> {
    await this.page.evaluate(async () => {
      await navigator.serviceWorker.ready
    })
    await this.page.reload()
    await this.page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, { timeout: 0 })
    await expect(this.page.getByRole('combobox', { name: 'Search' })).toBeVisible()
  }

  /**
   * From now on (until the page reloads), every notice the page shows is recorded: a notice that came and went
   * (they close by themselves after a few seconds) is still seen by `noticesShown`, however slow the machine.
   */
  async recordNotices(): Promise<void> {
    await this.page.evaluate(() => {
      const seen: string[] = []
      ;(window as unknown as { noticesShown: string[] }).noticesShown = seen
      const record = (node: Node) => {
        if (node instanceof HTMLElement && node.matches('[role="status"], [role="alert"]')) seen.push(node.textContent ?? '')
        if (node instanceof HTMLElement) node.querySelectorAll('[role="status"], [role="alert"]').forEach((n) => seen.push(n.textContent ?? ''))
      }
      new MutationObserver((changes) => changes.forEach((c) => c.addedNodes.forEach(record))).observe(document.body, {
        childList: true,
        subtree: true,
      })
    })
  }

  async noticesShown(): Promise<string[]> {
    return this.page.evaluate(() => (window as unknown as { noticesShown?: string[] }).noticesShown ?? [])
  }

  /** Store what the duplicate check at sync found for a person (the app shows it when the person is opened). */
  async keepFinding(userId: number, personId: number, matches: Record<string, unknown>[]): Promise<void> {
    await this.page.evaluate(
      async ({ userId, personId, matches }) => {
        const db = await new Promise<IDBDatabase>((resolve, reject) => {
          const open = indexedDB.open('katutubo-offline')
          open.onsuccess = () => resolve(open.result)
          open.onerror = () => reject(open.error)
        })
        const tx = db.transaction('findings', 'readwrite')
        tx.objectStore('findings').put({ userId, personId, matches, foundAt: Date.now() })
        await new Promise((resolve, reject) => {
          tx.oncomplete = resolve
          tx.onerror = () => reject(tx.error)
        })
        db.close()
      },
      { userId, personId, matches },
    )
  }

  /** Whether the device keeps this person's photo for reading offline (for the signed-in account). */
  async keepsPhotoOf(personId: number): Promise<boolean> {
    return this.page.evaluate(async (id) => {
      const db = await new Promise<IDBDatabase>((resolve, reject) => {
        const open = indexedDB.open('katutubo-offline')
        open.onsuccess = () => resolve(open.result)
        open.onerror = () => reject(open.error)
      })
      try {
        if (!db.objectStoreNames.contains('photos')) return false
        const all = await new Promise<{ id: number; blob: Blob }[]>((resolve, reject) => {
          const request = db.transaction('photos').objectStore('photos').getAll()
          request.onsuccess = () => resolve(request.result)
          request.onerror = () => reject(request.error)
        })
        return all.some((photo) => photo.id === id && photo.blob.size > 0)
      } finally {
        db.close()
      }
    }, personId)
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
