import { categoryTitle, resolveCategory } from './categories'

describe('resolveCategory', () => {
  it('takes ?category= first, even when empty', () => {
    expect(resolveCategory('/total-male', 'female', undefined)).toBe('female')
    expect(resolveCategory('/total-male', '', undefined)).toBe('')
    expect(resolveCategory('/total-students', 'not_attending_25_below', undefined)).toBe('not_attending_25_below')
  })

  it('then the route parameter, then the route itself', () => {
    expect(resolveCategory('/total-population/no_health', null, 'no_health')).toBe('no_health')
    expect(resolveCategory('/total-male', null, undefined)).toBe('male')
    expect(resolveCategory('/total-female/', null, undefined)).toBe('female')
    expect(resolveCategory('/total-students', null, undefined)).toBe('students')
    expect(resolveCategory('/total-unemployed', null, undefined)).toBe('unemployed')
    expect(resolveCategory('/total-health-condition', null, undefined)).toBe('with_health')
    expect(resolveCategory('/total-population', null, undefined)).toBe('')
  })

  it('tells an unknown category apart from an empty one', () => {
    expect(resolveCategory('/total-male', 'nonsense', undefined)).toBeUndefined()
  })
})

describe('categoryTitle', () => {
  it.each([
    // The spec: an empty or missing category is the Master List; any other unknown value is 'Total Population'.
    ['', 'Master List'],
    [undefined, 'Total Population'],
    ['male', 'Total Male Population'],
    ['female', 'Total Female Population'],
    ['students', 'Total Students'],
    ['not_attending_25_below', 'Not Attending School (≤25)'],
    ['unemployed', 'Total Unemployed'],
    ['with_health', 'With Health Condition'],
    ['no_health', 'No Health Condition'],
  ] as const)('%j -> %s', (category, title) => {
    expect(categoryTitle(category)).toBe(title)
  })
})
