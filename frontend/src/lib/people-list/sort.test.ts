import { ariaSort, nextSort } from './sort'

describe('nextSort', () => {
  it('cycles one column ascending -> descending -> none -> ascending', () => {
    const asc = nextSort(null, 'tribe')
    expect(asc).toEqual({ key: 'tribe', order: 'asc' })
    const desc = nextSort(asc, 'tribe')
    expect(desc).toEqual({ key: 'tribe', order: 'desc' })
    const none = nextSort(desc, 'tribe')
    expect(none).toBeNull()
    expect(nextSort(none, 'tribe')).toEqual({ key: 'tribe', order: 'asc' })
  })

  it('starts another column ascending, whatever the current order', () => {
    expect(nextSort({ key: 'name', order: 'desc' }, 'pwd')).toEqual({ key: 'pwd', order: 'asc' })
    expect(nextSort({ key: 'name', order: 'asc' }, 'gender')).toEqual({ key: 'gender', order: 'asc' })
  })
})

describe('ariaSort', () => {
  it('marks only the sorted column', () => {
    expect(ariaSort({ key: 'name', order: 'asc' }, 'name')).toBe('ascending')
    expect(ariaSort({ key: 'name', order: 'desc' }, 'name')).toBe('descending')
    expect(ariaSort({ key: 'name', order: 'desc' }, 'tribe')).toBe('none')
    expect(ariaSort(null, 'tribe')).toBe('none')
  })
})
