import { describe, expect, it } from 'vitest'

import { toCsv } from './csv'

describe('toCsv', () => {
  it('quotes commas and quotes, and defuses formulas', () => {
    expect(toCsv(['Tribe', 'People'], [['Agta, Dumagat', 3], ['Say "hi"', 1], ['=SUM(A1)', 2]])).toBe(
      'Tribe,People\r\n"Agta, Dumagat",3\r\n"Say ""hi""",1\r\n\'=SUM(A1),2\r\n',
    )
  })

  it('defuses the six OWASP starts, after spaces too, and keeps numbers as numbers', () => {
    const payloads = ['=1+1', '+1+1', '-1+1', '@SUM(A1)', '\t=1+1', '\r=1+1', '  =1+1', "'=1+1"]
    const lines = toCsv(['Tribe'], payloads.map((p) => [p])).split('\r\n')
    expect(lines.slice(1, 5)).toEqual(["'=1+1", "'+1+1", "'-1+1", "'@SUM(A1)"])
    expect(lines[5]).toBe("'\t=1+1")
    expect(toCsv(['A'], [['\r=1+1']])).toBe('A\r\n"\'\r=1+1"\r\n')
    expect(toCsv(['A'], [['  =1+1'], ["'=1+1"], [-3], ['Agta']])).toBe("A\r\n'  =1+1\r\n''=1+1\r\n-3\r\nAgta\r\n")
  })
})
