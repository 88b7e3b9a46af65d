import type { Locator, Page } from '@playwright/test'

/** The household page (/households/:id): its heading, members, former members and the IPMR's actions. */
export class HouseholdPage {
  readonly title: Locator
  readonly members: Locator
  readonly former: Locator
  readonly print: Locator

  constructor(readonly page: Page) {
    const main = page.getByRole('main')
    this.title = main.getByRole('heading', { level: 1 })
    this.members = main.getByRole('region', { name: 'Household Members' }).getByRole('listitem')
    this.former = main.getByRole('region', { name: 'Former members' })
    this.print = main.getByRole('button', { name: 'Print household profile' })
  }

  async goto(id: number): Promise<void> {
    await this.page.goto(`/households/${id}`)
  }

  /** The current members' names, in the page's order (the head first). */
  memberNames(): Promise<string[]> {
    return this.members.getByRole('link').allTextContents()
  }

  moveButton(name: string): Locator {
    return this.page.getByRole('button', { name: `Move ${name} to another household` })
  }
}
