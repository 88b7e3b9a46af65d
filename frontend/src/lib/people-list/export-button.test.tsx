import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'

import { sessionAs } from '@/test/render-routes'
import { renderScreen } from '@/test/render'

import { ExportButton } from './export-button'

const PARAMS = { barangay: 'Bani', q: 'cruz', status: 'student' as const, sort: 'name' as const, order: 'asc' as const, page: 2 }

/** The addresses downloads were started from. */
function spyDownloads(): string[] {
  const started: string[] = []
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    started.push(this.getAttribute('href') ?? '')
  })
  return started
}

afterEach(() => vi.restoreAllMocks())

describe('ExportButton', () => {
  it('downloads every row of the list in the chosen format and columns', async () => {
    const started = spyDownloads()
    renderScreen(<ExportButton params={PARAMS} list="master" total={120} />, { session: sessionAs('ipmr') })
    await userEvent.click(screen.getByRole('button', { name: 'Export' }))
    const dialog = screen.getByRole('dialog', { name: 'Export' })
    expect(dialog).toHaveTextContent('120 rows')
    await userEvent.click(screen.getByRole('radio', { name: 'CSV' }))
    await userEvent.click(screen.getByRole('radio', { name: 'All fields' }))
    await userEvent.click(screen.getByRole('button', { name: 'Download' }))
    expect(started).toEqual([
      '/api/exports/people?status=student&barangay=Bani&q=cruz&sort=name&order=asc&format=csv&columns=all&list=master',
    ])
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
  })

  it("defaults to XLSX with the original's columns", async () => {
    const started = spyDownloads()
    renderScreen(<ExportButton params={{ page: 1 }} list="chieftain" total={1} />, { session: sessionAs('chieftain') })
    await userEvent.click(screen.getByRole('button', { name: 'Export' }))
    expect(screen.getByRole('dialog')).toHaveTextContent('1 row.')
    await userEvent.click(screen.getByRole('button', { name: 'Download' }))
    expect(started).toEqual(['/api/exports/people?format=xlsx&columns=original&list=chieftain'])
  })

  it("says 'No data to export yet.' for an empty list and downloads nothing", async () => {
    const started = spyDownloads()
    renderScreen(<ExportButton params={PARAMS} list="master" total={0} />, { session: sessionAs('ipmr') })
    await userEvent.click(screen.getByRole('button', { name: 'Export' }))
    expect(screen.getByRole('status')).toHaveTextContent('No data to export yet.')
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
    expect(started).toEqual([])
  })

  it('is not offered to a plain user', () => {
    renderScreen(<ExportButton params={PARAMS} list="master" total={5} />, { session: sessionAs('user') })
    expect(screen.queryByRole('button', { name: 'Export' })).not.toBeInTheDocument()
  })

  it('waits for the list to load', () => {
    renderScreen(<ExportButton params={PARAMS} list="master" total={undefined} />, { session: sessionAs('ipmr') })
    expect(screen.getByRole('button', { name: 'Export' })).toBeDisabled()
  })
})
