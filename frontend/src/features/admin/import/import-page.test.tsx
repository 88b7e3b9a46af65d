import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'

import { jsonResponse, sentRequests } from '@/test/fetch-stub'
import { answerByPath, FIRST_DATA, renderScreen } from '@/test/render'
import { sessionAs } from '@/test/render-routes'

import type { ImportJob } from './api/types'
import ImportPage from './import-page'

// Polls a job every 700 ms through checking, importing and done: more than the default 5 s on a loaded machine.
vi.setConfig({ testTimeout: 20_000 })

const NONE = { create: 0, update: 0, unchanged: 0, rejected: 0, skipped: 0, likely: 0 }

const PERSON = {
  id: 0, first_name: 'Rosa', middle_name: null, last_name: 'Lagman', date_of_birth: '1990-01-01', age: 36,
  gender: 'Female', civil_status: null, education_level: null, occupation: 'Farmer', lineage: 'Aeta',
  barangay: 'Bani', address: null, birthplace: null, municipality: 'Catanauan', province: 'Quezon',
  health_condition: null, household_members: 3, contact_number: '09171234567', photo_url: null, thumb_url: null,
  family_tree: { father: null, mother: null, spouse: null, siblings: [], children: [] },
  created_at: '2026-01-01T00:00:00Z', updated_at: '2026-01-01T00:00:00Z', version: 1,
  flags: { student: false, non_student: true, unemployed: false, pwd: false },
} as unknown as ImportJob['preview'][number]['person']

function job(change: Partial<ImportJob>): ImportJob {
  return {
    id: 5, file_name: 'people.csv', kind: 'spreadsheet', status: 'checking', message: null, total_rows: 0,
    checked_rows: 0, imported_rows: 0, counts: NONE, result: NONE, preview: [], errors: [], warnings: [],
    created_at: '2026-01-01T00:00:00Z', message_code: null, message_params: {}, ...change,
  }
}

const READY = job({
  status: 'ready', total_rows: 3, checked_rows: 3, counts: { ...NONE, create: 2, rejected: 1 },
  preview: [{ row: 2, action: 'create', person: PERSON }],
  errors: [{ row: 3, ref: 'row 3', column: 'Date of Birth', message: 'Enter a valid date.', code: null, params: {} }],
})

function renderImport(path = '/admin/import') {
  return renderScreen(<ImportPage />, { path, session: sessionAs('ipmr') })
}

describe('ImportPage', () => {
  it('checks the file, shows the preview and every error, imports the rest with progress, then the counts', async () => {
    const answers: ImportJob[] = [
      job({ status: 'checking', checked_rows: 1 }),
      READY,
    ]
    let committed = false
    let finished = false
    answerByPath({
      '/api/admin/imports': (_url, request) => {
        expect(request.method).toBe('POST')
        return jsonResponse(job({}), 202)
      },
      '/api/admin/imports/5': () => {
        if (!committed) return answers.shift() ?? READY
        return finished
          ? job({ ...READY, status: 'done', imported_rows: 2, result: { ...NONE, create: 2, rejected: 1 } })
          : job({ ...READY, status: 'importing', imported_rows: 1 })
      },
      '/api/admin/imports/5/commit': () => {
        committed = true
        return jsonResponse(job({ ...READY, status: 'importing' }), 202)
      },
    })
    const view = renderImport()
    const invalidate = vi.spyOn(view.queryClient, 'invalidateQueries')
    await userEvent.upload(screen.getByLabelText('File (JSON, CSV or XLSX)'), new File(['a,b'], 'people.csv', { type: 'text/csv' }))
    await userEvent.click(screen.getByRole('button', { name: 'Check file' }))

    const errors = await screen.findByRole('table', { name: /Errors \(1\)/ }, FIRST_DATA)
    expect(within(errors).getByRole('row', { name: 'row 3 Date of Birth Enter a valid date.' })).toBeInTheDocument()
    const preview = screen.getByRole('table', { name: /Preview/ })
    expect(within(preview).getByRole('cell', { name: 'Lagman, Rosa' })).toBeInTheDocument()
    expect(screen.getByText('1 row with errors will not be imported.')).toBeInTheDocument()
    expect(view.router.state.location.search).toBe('?job=5')

    await userEvent.click(screen.getByRole('button', { name: 'Import 2 rows' }))
    const bar = await screen.findByRole('progressbar', { name: 'Importing' })
    expect(bar).toHaveAttribute('aria-valuemax', '3')
    await waitFor(() => expect(bar).toHaveAttribute('aria-valuenow', '1'))
    finished = true
    expect(await screen.findByText('Import finished: 2 created, 0 updated, 0 unchanged, 1 rejected.', {}, { timeout: 5000 })).toBeInTheDocument()
    expect(screen.getByLabelText('What the import did')).toHaveTextContent('Created2Updated0Unchanged0Rejected1Left out0')
    expect(sentRequests()).toContain('POST /api/admin/imports/5/commit')
    expect(invalidate).toHaveBeenCalledWith({ queryKey: ['people'] })
    expect(invalidate).toHaveBeenCalledWith({ queryKey: ['dashboard'] })
  })

  it("shows the server's reason beside the file field", async () => {
    answerByPath({
      '/api/admin/imports': () =>
        jsonResponse({ error: 'Choose a JSON, CSV or XLSX file.', detail: { fields: { file: 'Choose a JSON, CSV or XLSX file.' } } }, 422),
    })
    renderImport()
    const input = screen.getByLabelText('File (JSON, CSV or XLSX)')
    await userEvent.upload(input, new File(['x'], 'notes.txt', { type: 'text/plain' }), { applyAccept: false })
    await userEvent.click(screen.getByRole('button', { name: 'Check file' }))
    await waitFor(() => expect(input).toHaveAccessibleDescription('Choose a JSON, CSV or XLSX file.'))
  })

  it('asks for a file before sending anything', async () => {
    answerByPath({})
    renderImport()
    await userEvent.click(screen.getByRole('button', { name: 'Check file' }))
    expect(await screen.findByText('Choose a JSON, CSV or XLSX file.')).toBeInTheDocument()
    expect(sentRequests()).toEqual([])
  })

  it('reports a file that could not be read, and offers the templates', async () => {
    answerByPath({ '/api/admin/imports/9': () => job({ id: 9, status: 'failed', message: 'The file is not valid JSON.' }) })
    renderImport('/admin/import?job=9')
    expect(await screen.findByRole('alert', {}, FIRST_DATA)).toHaveTextContent('The file is not valid JSON.')
    await userEvent.click(screen.getByRole('button', { name: 'Choose another file' }))
    expect(screen.getByRole('link', { name: 'Download the template (XLSX)' })).toHaveAttribute(
      'href',
      '/api/admin/imports/template?format=xlsx',
    )
    expect(screen.getByRole('link', { name: 'Template (CSV)' })).toHaveAttribute('href', '/api/admin/imports/template?format=csv')
  })

  it('lists the reasons of the first rows when a file of refused rows was stopped', async () => {
    const message =
      'None of the first 10000 rows could be imported: check that this is the right file and that its columns are ' +
      'named as in the template; the reasons of the first rows are listed.'
    answerByPath({
      '/api/admin/imports/9': () =>
        job({ id: 9, status: 'failed', message, message_code: 'imports.all_refused', errors: READY.errors }),
    })
    renderImport('/admin/import?job=9')
    expect(await screen.findByRole('alert', {}, FIRST_DATA)).toHaveTextContent(message)
    expect(screen.getAllByText('Enter a valid date.').length).toBeGreaterThan(0)
  })

  it('offers to go on with an import a restart interrupted', async () => {
    const message =
      'The import was interrupted by a restart of the server after 500 rows: press Import to go on from there ' +
      '(no one is imported twice).'
    answerByPath({
      '/api/admin/imports/9': () =>
        job({ ...READY, id: 9, message, message_code: 'imports.import_interrupted', message_params: { done: '500' } }),
    })
    renderImport('/admin/import?job=9')
    expect(await screen.findByText(message, {}, FIRST_DATA)).toHaveAttribute('role', 'status')
    expect(screen.getByRole('button', { name: /Import 2/ })).toBeEnabled()
  })

  it('keeps warnings apart from the errors, and at 0 rows to write disables Import saying why', async () => {
    const photo = {
      row: 4, ref: 'docE', column: 'photoURL', message: 'Photo file not found: ip_photos/missing.jpg', code: null,
      params: {}, value: 'ip_photos/missing.jpg', name: 'Lagman, Rosa',
    }
    answerByPath({
      '/api/admin/imports/9': () =>
        job({ ...READY, id: 9, kind: 'legacy', counts: { ...NONE, unchanged: 3, rejected: 1 }, warnings: [photo] }),
    })
    renderImport('/admin/import?job=9')
    const errors = await screen.findByRole('table', { name: /Errors \(1\)/ }, FIRST_DATA)
    expect(within(errors).queryByText(/Photo file not found/)).not.toBeInTheDocument()
    const warnings = screen.getByRole('table', { name: /Warnings \(1\)/ })
    expect(within(warnings).getByRole('row', { name: 'docE photoURL Photo file not found: ip_photos/missing.jpg' })).toBeInTheDocument()
    const button = screen.getByRole('button', { name: 'Import 0 rows' })
    expect(button).toBeDisabled()
    expect(button).toHaveAccessibleDescription('Nothing to import: every row is unchanged, left out or has errors.')
    expect(screen.getByRole('link', { name: 'Download the report (CSV)' })).toHaveAttribute(
      'href',
      '/api/admin/imports/9/report?lang=en',
    )
  })

  it('leaves out rows that may already be in the registry by default, or the rows chosen one by one', async () => {
    const duplicates = [2, 3].map((row) => ({
      row, ref: `row ${row}`, name: `Lagman, Rosa ${row}`, matches: [{ id: row, name: 'Lagman, Rosa', score: 0.9 }],
    }))
    const bodies: unknown[] = []
    answerByPath({
      '/api/admin/imports/9': () => job({ ...READY, id: 9, counts: { ...NONE, create: 4, likely: 2 }, duplicates }),
      '/api/admin/imports/9/commit': async (_url, request) => {
        bodies.push(await request.json())
        return jsonResponse(job({ ...READY, id: 9, status: 'importing' }), 202)
      },
    })
    renderImport('/admin/import?job=9')
    const skip = await screen.findByRole('checkbox', { name: 'Skip rows that may already be in the registry' }, FIRST_DATA)
    expect(skip).toBeChecked()
    expect(screen.getByText('2 new rows may already be in the registry.')).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Import 2 rows' })).toBeEnabled()
    skip.focus()
    await userEvent.keyboard(' ')
    expect(skip).not.toBeChecked()
    expect(screen.getByRole('button', { name: 'Import 4 rows' })).toBeEnabled()
    await userEvent.tab()
    expect(screen.getByRole('checkbox', { name: 'Leave out row 2: Lagman, Rosa 2' })).toHaveFocus()
    await userEvent.keyboard(' ')
    await userEvent.click(screen.getByRole('button', { name: 'Import 3 rows' }))
    await waitFor(() => expect(bodies).toEqual([{ skip_likely: false, skip_rows: [2] }]))
  })
})
