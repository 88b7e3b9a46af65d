import { expect, type Locator, type Page } from '@playwright/test'

/** The notice after an encoder's Add, Edit or Delete (and a rejected proposal sent again). */
export const SENT_FOR_APPROVAL = 'Sent to the IPMR for approval.'

export type ProposalState = 'Draft' | 'Submitted' | 'Approved' | 'Rejected' | 'Withdrawn'

/** My proposals (/proposals, an encoder's): each proposal with its state, a rejection's reason, and its buttons. */
export class MyProposals {
  readonly heading: Locator
  readonly list: Locator

  constructor(readonly page: Page) {
    const main = page.getByRole('main')
    this.heading = main.getByRole('heading', { name: 'My proposals', level: 1 })
    this.list = main.getByRole('list', { name: 'My proposals' })
  }

  async goto(): Promise<void> {
    await this.page.goto('/proposals')
    await expect(this.heading).toBeVisible()
  }

  /** The proposal for this person, named as lists name them ('Last, First'). */
  item(name: string): Locator {
    return this.list.getByRole('listitem').filter({ has: this.page.getByText(name, { exact: true }) })
  }

  /** The state the proposal's pill shows in words. */
  state(name: string, state: ProposalState): Locator {
    return this.item(name).getByText(state, { exact: true })
  }

  /** 'Reason for the rejection: …' under a rejected proposal. */
  reason(name: string, reason: string): Locator {
    return this.item(name).getByText(`Reason for the rejection: ${reason}`, { exact: true })
  }

  resubmit(name: string): Locator {
    return this.page.getByRole('button', { name: `Edit and resubmit the proposal for ${name}`, exact: true })
  }

  withdraw(name: string): Locator {
    return this.page.getByRole('button', { name: `Withdraw the proposal for ${name}`, exact: true })
  }

  /** A toast (role=status for success, role=alert for errors) with this text. */
  notice(text: string): Locator {
    return this.page.getByRole('status').or(this.page.getByRole('alert')).filter({ hasText: text })
  }
}
