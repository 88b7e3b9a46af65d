import { render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'

import { sentRequests } from '@/test/fetch-stub'
import { answerByPath, FIRST_DATA } from '@/test/render'

import { PrintAll } from './print-all'

const TOTAL = 230

function person(id: number) {
  return {
    id, first_name: `Ana ${id}`, middle_name: null, last_name: 'Reyes', age: 20, gender: 'Female', barangay: 'Ajos',
    lineage: 'Aeta',
  }
}

function answerPages(hold?: Promise<void>) {
  answerByPath({
    '/api/people': async (url) => {
      const page = Number(url.searchParams.get('page'))
      if (page === 2 && hold) await hold
      const ids = Array.from({ length: Math.min(100, TOTAL - (page - 1) * 100) }, (_, i) => (page - 1) * 100 + i + 1)
      return { items: ids.map(person), total: TOTAL, total_capped: false, page, page_size: 100 }
    },
  })
}

describe('PrintAll', () => {
  it('fetches every row of the filter 100 at a time, then prints them all', async () => {
    answerPages()
    const print = vi.spyOn(window, 'print').mockImplementation(() => {})
    render(<PrintAll params={{ page: 3, barangay: 'Ajos' }} total={TOTAL} />)
    await userEvent.click(screen.getByRole('button', { name: 'Print all (230)' }))
    await waitFor(() => expect(print).toHaveBeenCalledTimes(1), FIRST_DATA)
    const table = screen.getByRole('table', { name: 'All 230 people', hidden: true })
    expect(within(table).getAllByRole('row', { hidden: true })).toHaveLength(231)
    expect(sentRequests().filter((r) => r.startsWith('GET /api/people'))).toHaveLength(3)
    expect(document.body).toHaveClass('printing-all')
    window.dispatchEvent(new Event('afterprint'))
    await waitFor(() => expect(document.body).not.toHaveClass('printing-all'))
    print.mockRestore()
  })

  it('shows its progress and can be cancelled by keyboard', async () => {
    let release = () => {}
    answerPages(new Promise<void>((resolve) => (release = resolve)))
    const print = vi.spyOn(window, 'print').mockImplementation(() => {})
    render(<PrintAll params={{ page: 1 }} total={TOTAL} />)
    screen.getByRole('button', { name: 'Print all (230)' }).focus()
    await userEvent.keyboard('{Enter}')
    const bar = await screen.findByRole('progressbar', { name: 'Preparing to print' }, FIRST_DATA)
    await waitFor(() => expect(bar).toHaveAttribute('aria-valuetext', 'Preparing 100 of 230 people…'))
    await userEvent.tab()
    expect(screen.getByRole('button', { name: 'Cancel' })).toHaveFocus()
    await userEvent.keyboard(' ')
    release()
    expect(await screen.findByRole('button', { name: 'Print all (230)' })).toBeInTheDocument()
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument()
    expect(print).not.toHaveBeenCalled()
    print.mockRestore()
  })
})
