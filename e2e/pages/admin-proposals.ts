import { expect, type Locator, type Page } from '@playwright/test'

/** How the queue names a proposal's kind: 'New record: Dela Cruz, Juan'. */
export type QueueKind = 'New record' | 'Edit' | 'Delete'

/** The accessible name of the header's Administration with `waiting` proposals beside it (none: no count). */
export function administrationWaiting(waiting: number): string {
  return waiting === 0 ? 'Administration' : `Administration ${waiting} proposal${waiting === 1 ? '' : 's'} waiting`
}

/**
 * Administration → Proposals (/admin/proposals, an IPMR's): the waiting proposals (a table, cards on a phone) and
 * the opened proposal's dialog (its fields side by side, Approve, Reject with the reason).
 */
export class AdminProposals {
  readonly tab: Locator
  readonly heading: Locator
  readonly queue: Locator
  readonly dialog: Locator
  readonly approve: Locator
  readonly reject: Locator
  readonly reason: Locator
  readonly confirmReject: Locator

  constructor(readonly page: Page) {
    const main = page.getByRole('main')
    this.tab = main.getByRole('navigation', { name: 'Administration' }).getByRole('link', { name: 'Proposals', exact: true })
    this.heading = main.getByRole('heading', { name: 'Proposals', level: 2 })
    this.queue = main.getByRole('region', { name: 'Waiting proposals' }).or(main.getByRole('list', { name: 'Waiting proposals' }))
    this.dialog = page.getByRole('dialog', { name: 'Proposal' })
    this.approve = this.dialog.getByRole('button', { name: 'Approve', exact: true })
    this.reject = this.dialog.getByRole('button', { name: 'Reject', exact: true })
    this.reason = this.dialog.getByLabel('Reason for the rejection')
    this.confirmReject = this.dialog.getByRole('button', { name: 'Reject proposal', exact: true })
  }

  async goto(): Promise<void> {
    await this.page.goto('/admin/proposals')
    await expect(this.heading).toBeVisible()
  }

  /** The proposal's row in the table, or its card on a phone. */
  entry(name: string): Locator {
    return this.queue.getByRole('row').or(this.queue.getByRole('listitem')).filter({ hasText: name })
  }

  /** The proposal's Open button ('Open New record: Dela Cruz, Juan' to a screen reader). */
  open(kind: QueueKind, name: string): Locator {
    return this.queue.getByRole('button', { name: `Open ${kind}: ${name}`, exact: true })
  }

  /** The opened proposal's proposed value of a field (its row in the fields' table, by the field's label). */
  proposed(field: string): Locator {
    return this.dialog
      .getByRole('table', { name: 'The fields, current and proposed' })
      .getByRole('row')
      .filter({ has: this.page.getByRole('rowheader', { name: new RegExp(`^${field}( Changed)?$`) }) })
      .getByRole('cell')
      .last()
  }

  /** A toast (role=status for success, role=alert for errors) with this text. */
  notice(text: string): Locator {
    return this.page.getByRole('status').or(this.page.getByRole('alert')).filter({ hasText: text })
  }
}
