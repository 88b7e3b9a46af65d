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
})
