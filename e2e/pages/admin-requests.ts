import { expect, type Locator, type Page } from '@playwright/test'

/** The visible texts in Filipino, as frontend/src/locales/fil/admin-requests.json writes them. */
export const FIL = {
  title: 'Mga kahilingan ng data subject',
  person: 'Taong tinutukoy ng kahilingan',
  requester: 'Pangalan ng humihiling',
  relation: 'Kaugnayan ng humihiling sa tao',
  identity: 'Paano sinuri ang pagkakakilanlan',
  checkedBy: 'Sinuri ni',
  received: 'Petsa ng pagtanggap',
  record: 'Itala ang kahilingan',
  due: 'Takdang petsa',
  accessReport: 'Ulat ng access',
  refused: 'Tinanggihan',
  reason: 'Dahilan',
  close: 'Isara ang kahilingan',
  reasonRequired: 'Kailangan po ng nakasulat na dahilan ang pagtanggi.',
  closed: 'Naisara ang kahilingan.',
  closedStatus: 'Sarado',
  openStatus: 'Bukas',
  recorded: (id: number, due: string) => `Naitala ang Kahilingan Blg. ${id}, takdang petsa ${due}.`,
  heading: (id: number) => `Kahilingan Blg. ${id} · Makita ang datos`,
  back: (id: number) => `Bumalik sa kahilingan Blg. ${id}`,
} as const

/** A date as the app writes it in Filipino ('9 Pebrero 2027'): lib/long-date.ts. */
export function filipinoDate(iso: string): string {
  const [year, month, day] = iso.split('-').map(Number)
  return new Intl.DateTimeFormat('fil-PH', { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(Date.UTC(year, month - 1, day)))
}

/** Administration → Requests (/admin/requests) in Filipino: the form to record a request, and the list. */
export class RequestsPage {
  readonly heading: Locator
  readonly personBox: Locator
  readonly requester: Locator
  readonly identity: Locator
  readonly checkedBy: Locator
  readonly received: Locator
  readonly record: Locator

  constructor(readonly page: Page) {
    this.heading = page.getByRole('heading', { name: FIL.title, level: 2 })
    this.personBox = page.getByRole('combobox', { name: FIL.person })
    this.requester = page.getByRole('textbox', { name: FIL.requester })
    this.identity = page.getByRole('textbox', { name: FIL.identity })
    this.checkedBy = page.getByRole('textbox', { name: FIL.checkedBy })
    this.received = page.getByLabel(FIL.received)
    this.record = page.getByRole('button', { name: FIL.record, exact: true })
  }

  async goto(): Promise<void> {
    await this.page.goto('/admin/requests')
    await expect(this.heading).toBeVisible()
  }

  /** A person's suggestion under the person box, by the list's 'Last, First Middle' name. */
  suggestion(name: string): Locator {
    return this.page.getByRole('option', { name: new RegExp(name) })
  }
}

/** One request's page (/admin/requests/:id), in Filipino. */
export class RequestPage {
  readonly accessReport: Locator
  readonly refused: Locator
  readonly reason: Locator
  readonly close: Locator

  constructor(readonly page: Page) {
    this.accessReport = page.getByRole('link', { name: FIL.accessReport, exact: true })
    this.refused = page.getByRole('radio', { name: FIL.refused })
    this.reason = page.getByRole('textbox', { name: FIL.reason, exact: true })
    this.close = page.getByRole('button', { name: FIL.close, exact: true })
  }

  /** The value beside a term of the request's facts ('Takdang petsa'). */
  fact(term: string): Locator {
    return this.page.locator('dt', { hasText: new RegExp(`^${term}$`) }).locator('xpath=following-sibling::dd[1]')
  }
}
