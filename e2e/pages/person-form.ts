import { expect, type Locator, type Page } from '@playwright/test'

import { tabTo } from '../support/keyboard'

/** The legal basis of processing: the form's radio values in its words (English). */
export const LEGAL_BASES = {
  law: "A law or public function (IPRA, RA 8371, the office's mandate)",
  consent: 'Consent of the person',
} as const

export interface PersonData {
  lastName: string
  firstName: string
  middleName?: string
  dateOfBirth: string
  gender: 'Male' | 'Female'
  civilStatus: string
  education: string
  occupation: string
  tribe: string
  healthCondition: string
  householdMembers: string
  contactNumber: string
  barangay: string
  address: string
  father: string
  mother: string
  siblings: string
  /** Default on the Add form: a law or public function ('none' leaves the basis unchosen). */
  legalBasis?: keyof typeof LEGAL_BASES | 'none'
  consentDate?: string
}

/** The Add New Indigenous Person / Edit IP Information dialog and its camera. */
export class PersonForm {
  readonly dialog: Locator
  readonly camera: Locator
  readonly adding: boolean

  constructor(
    readonly page: Page,
    title: 'Add New Indigenous Person' | 'Edit IP Information',
  ) {
    this.adding = title === 'Add New Indigenous Person'
    this.dialog = page.getByRole('dialog', { name: title })
    this.camera = page.getByRole('dialog', { name: 'Take a Photo' })
  }

  field(label: string): Locator {
    return this.dialog.getByLabel(label, { exact: true })
  }

  choice(group: string, option: string): Locator {
    return this.dialog.getByRole('group', { name: group }).getByRole('radio', { name: option, exact: true })
  }

  button(name: string): Locator {
    return this.dialog.getByRole('button', { name, exact: true })
  }

  /** Fill every field given; blank values leave the field empty (for the required-field test). */
  async fill(data: Partial<PersonData>): Promise<void> {
    const text: [keyof PersonData, string][] = [
      ['lastName', 'Last Name'],
      ['firstName', 'First Name'],
      ['middleName', 'Middle Name'],
      ['dateOfBirth', 'Date of Birth'],
      ['occupation', 'Occupation'],
      ['tribe', 'Tribe'],
      ['healthCondition', 'Health Condition'],
      ['householdMembers', 'Household Members'],
      ['contactNumber', 'Contact Number'],
      ['address', 'Address'],
      ['father', 'Father'],
      ['mother', 'Mother'],
      ['siblings', 'Siblings'],
    ]
    for (const [key, label] of text) {
      const value = data[key]
      if (value) await this.field(label).fill(value)
    }
    if (data.gender) await this.choice('Gender', data.gender).check()
    if (data.civilStatus) await this.choice('Civil Status', data.civilStatus).check()
    if (data.education) await this.choice('Educational Attainment', data.education).check()
    if (data.barangay) await this.field('Barangay').selectOption(data.barangay)
    const basis = data.legalBasis ?? (this.adding ? 'law' : 'none')
    if (basis !== 'none') await this.basisGroup.getByRole('radio', { name: LEGAL_BASES[basis], exact: true }).check()
    if (data.consentDate) await this.field('Date consent was given').fill(data.consentDate)
  }

  /** The legal basis's radio group: its legend says "(required)" on the Add form. */
  get basisGroup(): Locator {
    return this.dialog.getByRole('group', { name: this.adding ? 'Legal basis (required)' : 'Legal basis', exact: true })
  }

  /** Tab into the legal basis group and choose by keyboard: Space takes the first (a law), ArrowDown the next. */
  async chooseBasisByKeyboard(basis: keyof typeof LEGAL_BASES = 'law'): Promise<void> {
    await tabTo(this.page, this.basisGroup.getByRole('radio').first())
    await this.page.keyboard.press('Space')
    if (basis === 'consent') await this.page.keyboard.press('ArrowDown')
    await expect(this.basisGroup.getByRole('radio', { name: LEGAL_BASES[basis], exact: true })).toBeChecked()
  }

  /** Use Camera -> Capture (fake device) -> Use Photo; the form then previews the new photo. */
  async takePhoto(): Promise<void> {
    await this.button('Use Camera').click()
    await expect(this.camera).toBeVisible()
    const capture = this.camera.getByRole('button', { name: 'Capture' })
    await expect(capture).toBeEnabled({ timeout: 10_000 })
    await capture.click()
    await expect(this.camera.getByRole('img', { name: 'Captured photo' })).toBeVisible()
    await this.camera.getByRole('button', { name: 'Use Photo' }).click()
    await expect(this.camera).toBeHidden()
    await expect(this.dialog.locator('img[alt="New photo preview"]')).toBeVisible()
  }
}

/** '2004-05-15' -> '05/15/2004', as the lists show a date. */
export function listDate(iso: string): string {
  const [y, m, d] = iso.split('-')
  return `${m}/${d}/${y}`
}
