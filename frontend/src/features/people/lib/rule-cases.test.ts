// The form's side of the drift test: the same cases the server's rules are tested with (pytest reads this file too).
import { readFileSync } from 'node:fs'
import path from 'node:path'

import { ageFromDateOfBirth, normaliseContactNumber } from './form-normalise'

interface RuleCases {
  phone: { in: string; out: string | null }[]
  age: { born: string; today: string; age: number }[]
}

const CASES_FILE = path.resolve(__dirname, '../../../../../backend/tests/people/rule_cases.json')
const cases = JSON.parse(readFileSync(CASES_FILE, 'utf-8')) as RuleCases

describe("the form's copies of the server rules give the server's answers", () => {
  it.each(cases.phone)('phone $in -> $out', ({ in: typed, out }) => {
    expect(normaliseContactNumber(typed)).toBe(out ?? typed.replace(/[\s-]+/g, ''))
  })

  it.each(cases.age)('born $born, on $today: $age', ({ born, today, age }) => {
    expect(ageFromDateOfBirth(born, today)).toBe(String(age))
  })
})
