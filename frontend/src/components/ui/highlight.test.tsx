import { render } from '@testing-library/react'

import { Highlight, highlightParts } from './highlight'

describe('highlightParts', () => {
  it('marks every word that starts with the query, case-insensitively', () => {
    expect(highlightParts('Maria Mangyan · Macpac', 'ma')).toEqual([
      { text: 'Ma', match: true },
      { text: 'ria ', match: false },
      { text: 'Ma', match: true },
      { text: 'ngyan · ', match: false },
      { text: 'Ma', match: true },
      { text: 'cpac', match: false },
    ])
  })

  it('does not mark the middle of a word, and treats the query literally', () => {
    expect(highlightParts('Tomas', 'mas')).toEqual([{ text: 'Tomas', match: false }])
    expect(highlightParts('a.b (c)', '(c')).toEqual([
      { text: 'a.b ', match: false },
      { text: '(c', match: true },
      { text: ')', match: false },
    ])
  })

  it('marks inside words too when the search matches anywhere', () => {
    expect(highlightParts('Emmanuel', 'ma', { anywhere: true })).toEqual([
      { text: 'Em', match: false },
      { text: 'ma', match: true },
      { text: 'nuel', match: false },
    ])
  })

  it('marks an exact age among the details', () => {
    expect(highlightParts('Aeta · Ajos · 34', '34').filter((part) => part.match)).toEqual([{ text: '34', match: true }])
  })

  it('leaves the text whole without a query', () => {
    expect(highlightParts('Ajos', '  ')).toEqual([{ text: 'Ajos', match: false }])
  })
})

it('renders the matches in <mark> and keeps the text readable as one string', () => {
  const { container } = render(
    <p>
      <Highlight text="Dela Cruz, Juan" query="cru" />
    </p>,
  )
  expect(container.textContent).toBe('Dela Cruz, Juan')
  expect(Array.from(container.querySelectorAll('mark'), (mark) => mark.textContent)).toEqual(['Cru'])
})

it('marks a word in part without a gap, in dark text whatever the line colour', () => {
  const { container } = render(
    <span className="text-xs text-stone-500">
      <Highlight text="Mangyan · Bagani · 34" query="bag" />
    </span>,
  )
  expect(container.textContent).toBe('Mangyan · Bagani · 34')
  const mark = container.querySelector('mark')
  expect(mark?.textContent).toBe('Bag')
  // The word reads whole: nothing between 'Bag' and 'ani' (no padding or margin beside the mark).
  expect(mark?.className.split(' ').filter((name) => /^-?(p|m)[xlrse]?-/.test(name))).toEqual([])
  expect(mark?.nextSibling?.textContent).toBe('ani · 34')
  // The grey line's colour is not inherited onto amber (stone-500 on amber-200 is 3.84:1): dark text instead.
  expect(mark?.className).not.toContain('text-inherit')
  expect(mark?.className).toContain('text-stone-900')
})
