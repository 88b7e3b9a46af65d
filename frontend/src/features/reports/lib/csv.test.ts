import { describe, expect, it } from 'vitest'

import { toCsv } from './csv'

describe('toCsv', () => {
  it('quotes commas and quotes, and defuses formulas', () => {
    expect(toCsv(['Tribe', 'People'], [['Agta, Dumagat', 3], ['Say "hi"', 1], ['=SUM(A1)', 2]])).toBe(
      'Tribe,People\r\n"Agta, Dumagat",3\r\n"Say ""hi""",1\r\n\'=SUM(A1),2\r\n',
    )
  })
})
