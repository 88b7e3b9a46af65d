import { i18n } from '@/lib/i18n'

import { resultLine } from './result-line'

describe('resultLine', () => {
  it('says which rows of the total a page shows', () => {
    expect(resultLine(1, 50, 3000)).toBe('Showing 1–50 of 3,000 people')
    expect(resultLine(1, 50, 10000, true)).toBe('Showing 1–50 of 10,000+ people')
    expect(resultLine(201, 50, 10000, true)).toBe('Showing 10,001–10,050 of 10,000+ people')
    expect(resultLine(2, 50, 3000)).toBe('Showing 51–100 of 3,000 people')
    expect(resultLine(60, 50, 3000)).toBe('Showing 2,951–3,000 of 3,000 people')
    expect(resultLine(3, 20, 120)).toBe('Showing 101–120 of 120 people')
  })

  it('counts one person, and nobody', () => {
    expect(resultLine(1, 1, 1)).toBe('Showing 1–1 of 1 person')
    expect(resultLine(1, 0, 0)).toBe('No people to show')
  })

  it("says when the people shown are this device's copy (no connection), in English and Filipino", async () => {
    expect(resultLine(1, 100, 100, false, true)).toBe(
      'No connection: showing 1–100 of the 100 people kept on this device. The registry may have more.',
    )
    expect(resultLine(1, 0, 0, false, true)).toBe('No connection: no people kept on this device to show.')
    await i18n.changeLanguage('fil')
    expect(resultLine(1, 100, 100, false, true)).toBe(
      'Walang koneksyon: ipinapakita ang 1–100 sa 100 katao na nakatabi sa device na ito. Maaaring may iba pa sa registry.',
    )
  })
})
