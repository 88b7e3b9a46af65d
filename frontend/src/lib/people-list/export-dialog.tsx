import { useId, useState } from 'react'

import { Button } from '@/components/ui/button'
import { Modal } from '@/components/ui/modal'
import { startDownload } from '@/lib/download'

import type { PeopleListParams } from './api'
import { exportUrl, type ExportColumns, type ExportFormat, type ExportList } from './export-url'

const FORMATS: readonly { value: ExportFormat; label: string }[] = [
  { value: 'xlsx', label: 'Excel (XLSX)' },
  { value: 'csv', label: 'CSV' },
]

const COLUMN_SETS: readonly { value: ExportColumns; label: string }[] = [
  { value: 'original', label: "The original's columns (#, Name, Gender, Barangay, …, PWD)" },
  { value: 'all', label: 'All fields' },
]

interface Props {
  open: boolean
  onClose: () => void
  params: PeopleListParams
  list: ExportList
  total: number
}

function Choices<T extends string>(props: {
  legend: string
  name: string
  options: readonly { value: T; label: string }[]
  value: T
  onChange: (value: T) => void
}) {
  return (
    <fieldset className="space-y-2">
      <legend className="mb-1 text-sm font-semibold text-stone-800">{props.legend}</legend>
      {props.options.map((option) => (
        <label key={option.value} className="flex min-h-11 cursor-pointer items-center gap-3 rounded-lg px-2 hover:bg-stone-50">
          <input
            type="radio"
            name={props.name}
            value={option.value}
            checked={props.value === option.value}
            onChange={() => props.onChange(option.value)}
            className="h-4 w-4 accent-brand-700"
          />
          <span className="text-sm">{option.label}</span>
        </label>
      ))}
    </fieldset>
  )
}

/** Export: the format and the columns, then a download of every row the list shows (all pages). */
export function ExportDialog({ open, onClose, params, list, total }: Props) {
  const [format, setFormat] = useState<ExportFormat>('xlsx')
  const [columns, setColumns] = useState<ExportColumns>('original')
  const name = useId()
  const noun = total === 1 ? 'row' : 'rows'
  return (
    <Modal
      open={open}
      onClose={onClose}
      title="Export"
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button
            onClick={() => {
              startDownload(exportUrl(params, { format, columns, list }))
              onClose()
            }}
          >
            Download
          </Button>
        </>
      }
    >
      <div className="space-y-4">
        <p className="text-sm text-stone-700">
          The file holds every row the list shows, with its filters, search, barangay and order (all pages):{' '}
          {total.toLocaleString('en-US')} {noun}.
        </p>
        <Choices legend="Format" name={`${name}-format`} options={FORMATS} value={format} onChange={setFormat} />
        <Choices legend="Columns" name={`${name}-columns`} options={COLUMN_SETS} value={columns} onChange={setColumns} />
      </div>
    </Modal>
  )
}
