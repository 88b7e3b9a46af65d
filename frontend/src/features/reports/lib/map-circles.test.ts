import { i18n } from '@/lib/i18n'

import { REPORT } from '../test/report-fixture'

import { LARGEST_RADIUS, mapCircles, NO_CENSUS, SHADES, shadeOf, shareClasses } from './map-circles'

afterEach(() => i18n.changeLanguage('en'))

describe('the map circles', () => {
  it('names each circle by its barangay, registered people and share of the census, and links to its list', () => {
    const [ajos, bolo] = mapCircles(REPORT.by_sex.barangays, i18n.getFixedT('en', 'reports'))
    expect(ajos).toMatchObject({ label: 'Ajos: 120 registered, 6.8 % of 1,770', to: '/total-population?barangay=Ajos' })
    expect(bolo.label).toBe('Bolo: 30 registered, 1.9 % of 1,587')
    expect(ajos.radius).toBe(LARGEST_RADIUS)
    expect(bolo.radius).toBeLessThan(ajos.radius)
  })

  it('says it in Filipino', () => {
    const [ajos] = mapCircles(REPORT.by_sex.barangays, i18n.getFixedT('fil', 'reports'))
    expect(ajos.label).toBe('Ajos: 120 nakarehistro, 6.8 % ng 1,770')
  })

  it('leaves out a barangay without a centroid, and says when one has no census population', () => {
    const [ajos, bolo] = REPORT.by_sex.barangays
    const circles = mapCircles(
      [{ ...ajos, latitude: null }, { ...bolo, census_population: null, census_share: null }],
      i18n.getFixedT('en', 'reports'),
    )
    expect(circles.map((c) => c.label)).toEqual(['Bolo: 30 registered, no census population'])
    expect(circles[0].shade).toBe(NO_CENSUS)
  })

  it('shades by the share classes of the legend', () => {
    expect([0, 0.9, 1, 4.9, 5, 10, 24.9, 25, 130].map(shadeOf)).toEqual([
      SHADES[0],
      SHADES[0],
      SHADES[1],
      SHADES[1],
      SHADES[2],
      SHADES[3],
      SHADES[3],
      SHADES[4],
      SHADES[4],
    ])
    expect(shareClasses(i18n.getFixedT('en', 'reports')).map((c) => c.label)).toEqual([
      'Under 1 %',
      '1–5 %',
      '5–10 %',
      '10–25 %',
      '25 % and over',
    ])
  })
})
