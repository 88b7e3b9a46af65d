import { expect, type Locator, type Page } from '@playwright/test'

export const SEARCH_PLACEHOLDER = 'Search name, tribe, barangay, or age…'
export const PLACE = 'Catanauan, Quezon'
export const COORDINATES = '13.6545° N, 122.3334° E'

export type TileLabel = 'Master List' | 'Male' | 'Female' | 'Students' | 'Unemployed' | 'Health Condition'

/** The end of a tile's or choice's name once its count has loaded ('Male 1,010'). */
export const COUNTED = / (\d[\d,]*)$/

/** The name of a control that shows `label` and then its count ('…' while loading). */
function shownWithCount(label: string): RegExp {
  return new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} (…|\\d[\\d,]*)$`)
}

/** A count as shown ('1,234'), as a number. */
export function parseCount(text: string): number {
  return Number(text.replace(/,/g, ''))
}

/** The home dashboard (/home, and /admin for IPMR). */
export class Dashboard {
  readonly stats: Locator
  readonly latest: Locator
  readonly viewEntry: Locator
  readonly search: Locator
  readonly suggestions: Locator
  readonly categoryDialog: Locator
  readonly profile: Locator
  readonly barangays: Locator
  readonly location: Locator
  readonly map: Locator

  constructor(readonly page: Page) {
    this.stats = page.getByRole('region', { name: 'Community Statistics' })
    this.latest = page.getByRole('article', { name: 'Latest Data Entry' })
    this.viewEntry = this.latest.getByRole('button', { name: 'View Entry', exact: true })
    this.search = page.getByRole('combobox', { name: 'Search' })
    this.suggestions = page.getByRole('listbox', { name: 'People' })
    this.categoryDialog = page.getByRole('dialog', { name: 'Select Category' })
    this.profile = page.getByRole('dialog', { name: 'IP Profile' })
    this.barangays = page.getByRole('region', { name: 'Barangays' })
    this.location = page.getByRole('region', { name: 'Location' })
    this.map = this.location.getByRole('region', { name: `Map of ${PLACE}` })
  }

  /** Open the dashboard at `path` and wait until the tiles have their counts. */
  async goto(path: '/home' | '/admin' = '/home'): Promise<void> {
    await this.page.goto(path)
    await expect(this.search).toHaveAttribute('placeholder', SEARCH_PLACEHOLDER)
    await expect(this.tile('Master List')).toHaveAccessibleName(COUNTED)
  }

  /** A Community Statistics tile: a link, or a button that opens 'Select Category'; named 'Label count'. */
  tile(label: TileLabel): Locator {
    const name = shownWithCount(label)
    return this.stats.getByRole('link', { name }).or(this.stats.getByRole('button', { name }))
  }

  /** A choice of the open 'Select Category' dialog (a link named 'Label count'). */
  choice(label: string): Locator {
    return this.categoryDialog.getByRole('link', { name: shownWithCount(label) })
  }

  /** The number a tile or dialog choice shows (the end of its name), once it is loaded. */
  async countOf(control: Locator): Promise<number> {
    await expect(control).toHaveAccessibleName(COUNTED)
    const text = (await control.textContent()) ?? ''
    return parseCount(COUNTED.exec(text.trim())?.[1] ?? '')
  }

  /** A suggestion of the dashboard search, by the person's 'First Middle Last' name. */
  suggestion(fullName: string): Locator {
    return this.suggestions.getByRole('option').filter({ hasText: fullName })
  }

  /** A barangay card of the carousel. */
  barangayCard(name: string): Locator {
    return this.barangays.getByRole('article', { name, exact: true })
  }
}
