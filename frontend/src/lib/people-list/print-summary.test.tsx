import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'

import { answerByPath, renderScreen } from '@/test/render'
import { sessionAs } from '@/test/render-routes'

import { ListActions } from './list-actions'
import { filtersInWords, printedRows } from './print-summary'

afterEach(() => vi.restoreAllMocks())

describe('the printed list', () => {
  it('says its filters in words', () => {
    expect(filtersInWords({ status: 'student', barangay: 'Bani', q: 'cruz', sort: 'age', order: 'desc', page: 1 })).toBe(
      'Student; barangay Bani; search "cruz"; sorted by Age, descending',
    )
    expect(filtersInWords({ page: 1 })).toBe('No filter; every barangay; sorted by Name, ascending')
    expect(filtersInWords({ gender: 'Female', page: 1 })).toMatch(/^Female;/)
    expect(filtersInWords({ legal_basis: 'not_recorded', page: 1 })).toMatch(/^Legal basis not recorded;/)
  })

  it('says which rows are printed: the page on screen', () => {
    expect(printedRows(2, 50, 120)).toBe(
      'Page 2 of 3: rows 51–100 of 120 (one page of 50 is printed at a time; Export gives every row).',
    )
    expect(printedRows(1, 0, 0)).toBe('No people to show.')
  })

  it('Print list opens the browser print dialog; the summary names the printer', async () => {
    answerByPath({ '/api/exports/people/printed': () => new Response(null, { status: 204 }) })
    const print = vi.spyOn(window, 'print').mockImplementation(() => {})
    renderScreen(<ListActions params={{ page: 1, q: 'cruz' }} list="master" total={3} shown={3} />, {
      session: sessionAs('user'),
    })
    await userEvent.click(screen.getByRole('button', { name: 'Print list' }))
    expect(print).toHaveBeenCalledOnce()
    expect(screen.getByText('Filters: No filter; every barangay; search "cruz"; sorted by Name, ascending.')).toBeInTheDocument()
    expect(screen.getByText(/^Printed .* by Test user$/)).toBeInTheDocument()
  })
})
