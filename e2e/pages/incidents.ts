import type { Locator, Page } from '@playwright/test'

/** Administration → Breaches (/admin/incidents) in Filipino: the register, the incident form, an incident, its letter. */
export class IncidentsPage {
  readonly record: Locator
  readonly discoveredAt: Locator
  readonly nature: Locator
  readonly description: Locator
  readonly measures: Locator
  readonly peopleCount: Locator
  readonly dpo: Locator
  readonly save: Locator
  readonly countdown: Locator
  readonly npcLetter: Locator
  readonly printLetter: Locator

  constructor(readonly page: Page) {
    const main = page.getByRole('main')
    this.record = main.getByRole('link', { name: 'Magtala ng insidente' })
    this.discoveredAt = main.getByLabel('Natuklasan noong (petsa at oras, Maynila)')
    this.nature = main.getByLabel('Uri ng paglabag')
    this.description = main.getByLabel('Ano ang nangyari')
    this.measures = main.getByLabel('Mga hakbang na ginawa upang tugunan ang paglabag at bawasan ang pinsala')
    this.peopleCount = main.getByLabel('Bilang ng mga naapektuhan')
    this.dpo = main.getByLabel('Kontak ng Data Protection Officer (pangalan, telepono, email)')
    this.save = main.getByRole('button', { name: 'I-save ang insidente' })
    this.countdown = main.getByRole('region', { name: 'Pag-abiso sa NPC' })
    this.npcLetter = main.getByRole('link', { name: 'Abiso sa NPC' })
    this.printLetter = main.getByRole('button', { name: 'I-print ang liham' })
  }

  async goto(): Promise<void> {
    await this.page.goto('/admin/incidents')
  }

  dataCategory(name: string): Locator {
    return this.page.getByRole('main').getByRole('checkbox', { name })
  }
}
