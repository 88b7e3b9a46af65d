// The forms' side of the password drift test: the same cases the server's rule is tested with (pytest reads
// backend/tests/auth/password_cases.json too), so the length, the messages and their order cannot drift.
import { readFileSync } from 'node:fs'
import path from 'node:path'

import { newPasswordProblem } from './validation'

interface PasswordCases {
  new_password: { password: string; confirm: string; problem: { field: string; message: string } | null }[]
}

const CASES_FILE = path.resolve(__dirname, '../../../../backend/tests/auth/password_cases.json')
const cases = JSON.parse(readFileSync(CASES_FILE, 'utf-8')) as PasswordCases

describe("the forms' password check gives the server's answers", () => {
  it.each(cases.new_password)('"$password" / "$confirm"', ({ password, confirm, problem }) => {
    expect(newPasswordProblem(password, confirm)).toEqual(problem)
  })
})
