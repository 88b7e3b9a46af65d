import { i18n } from '@/lib/i18n'

import type { DuplicateScan } from './api/get-duplicates'
import { progressText, scanLine } from './scan-text'

const scan = (over: Partial<DuplicateScan>) =>
  ({ status: 'done', done: 0, total: 0, updated_at: '2026-11-24T16:36:00Z', ...over }) as DuplicateScan
const t = i18n.getFixedT('en', 'duplicates')
const fil = i18n.getFixedT('fil', 'duplicates')

describe('the Duplicates tab in words', () => {
  it('says the last refresh at Manila time (16:36 UTC is 12:36 AM the next day)', () => {
    expect(scanLine(scan({}), 2, t, 'en')).toBe('Last refreshed November 25, 2026 at 12:36 AM: 2 likely pairs.')
  })

  it('says it is counting before the number of people is known, then the count', () => {
    expect(progressText(scan({ status: 'running' }), t, 'en')).toBe('Looking for duplicates… counting the people')
    expect(progressText(scan({ status: 'running' }), fil, 'fil')).toBe('Hinahanap ang mga doble… binibilang ang mga tao')
    expect(progressText(scan({ status: 'running', done: 1200, total: 3005 }), t, 'en')).toBe(
      'Looking for duplicates… 1,200 of 3,005 people',
    )
  })

  it('says a failed refresh in words, never the internal error text of the server', () => {
    expect(scanLine(scan({ status: 'failed' }), 0, t, 'en')).toBe(
      'The last refresh failed. Refresh again; if it fails again, tell the administrator.',
    )
    expect(scanLine(scan({ status: 'failed' }), 0, fil, 'fil')).toBe(
      'Hindi natapos ang huling pag-refresh. I-refresh muli; kung hindi pa rin matapos, sabihan ang administrator.',
    )
  })
})
