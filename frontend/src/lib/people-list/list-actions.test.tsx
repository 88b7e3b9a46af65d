import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'

import { answerByPath, FIRST_DATA, renderScreen } from '@/test/render'

import { ListActions } from './list-actions'

/** The queries of the print records the server was told of. */
function printRecords(sent: URL[]): string[] {
  return sent.map((url) => url.search)
}

describe('ListActions: printing is recorded in the audit trail', () => {
  it('tells the server the page went to the printer, and then the whole list', async () => {
    const recorded: URL[] = []
    answerByPath({
      '/api/exports/people/printed': (url) => {
        recorded.push(url)
        return new Response(null, { status: 204 })
      },
      '/api/people': (url) => ({
        items: [{ id: 1, first_name: 'Ana', middle_name: null, last_name: 'Reyes', age: 20, gender: 'Female', barangay: 'Ajos', lineage: 'Aeta' }],
        total: 1,
        total_capped: false,
        page: Number(url.searchParams.get('page')),
        page_size: 100,
      }),
    })
    const print = vi.spyOn(window, 'print').mockImplementation(() => {})
    renderScreen(<ListActions params={{ page: 3, barangay: 'Ajos', q: 'ana' }} list="master" total={1} shown={1} />)

    await userEvent.click(screen.getByRole('button', { name: 'Print list' }))
    expect(print).toHaveBeenCalledTimes(1)
    await waitFor(() => expect(printRecords(recorded)).toEqual(['?list=master&barangay=Ajos&q=ana&page=3']))

    await userEvent.click(screen.getByRole('button', { name: 'Print all (1)' }))
    await waitFor(() => expect(print).toHaveBeenCalledTimes(2), FIRST_DATA)
    await waitFor(() =>
      expect(printRecords(recorded)).toEqual(['?list=master&barangay=Ajos&q=ana&page=3', '?list=master&barangay=Ajos&q=ana']),
    )
    print.mockRestore()
  })
})
