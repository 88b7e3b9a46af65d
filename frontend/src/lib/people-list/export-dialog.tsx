import { useId, useState } from 'react'
import { useTranslation } from 'react-i18next'

import { Button } from '@/components/ui/button'
import { Modal } from '@/components/ui/modal'
import { startDownload } from '@/lib/download'
import { formatCount } from '@/lib/result-line'

import type { PeopleListParams } from './api'
import { exportUrl, type ExportColumns, type ExportFormat, type ExportList } from './export-url'

/** The choices' values (sent to the server) and their labels' catalogue keys. */
const FORMATS = [
  { value: 'xlsx', labelKey: 'formatXlsx' },
  { value: 'csv', labelKey: 'formatCsv' },
] as const satisfies readonly { value: ExportFormat; labelKey: string }[]

const COLUMN_SETS = [
  { value: 'original', labelKey: 'columnsOriginal' },
  { value: 'all', labelKey: 'columnsAll' },
] as const satisfies readonly { value: ExportColumns; labelKey: string }[]

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
  const { t } = useTranslation('lists')
  const [format, setFormat] = useState<ExportFormat>('xlsx')
  const [columns, setColumns] = useState<ExportColumns>('original')
  const name = useId()
  return (
    <Modal
      open={open}
      onClose={onClose}
      title={t('export')}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            {t('cancel')}
          </Button>
          <Button
            onClick={() => {
              startDownload(exportUrl(params, { format, columns, list }))
              onClose()
            }}
          >
            {t('download')}
          </Button>
        </>
      }
    >
      <div className="space-y-4">
        <p className="text-sm text-stone-700">{t('exportHolds', { count: total, total: formatCount(total) })}</p>
        <Choices legend={t('format')} name={`${name}-format`} options={FORMATS.map((o) => ({ value: o.value, label: t(o.labelKey) }))} value={format} onChange={setFormat} />
        <Choices legend={t('columns')} name={`${name}-columns`} options={COLUMN_SETS.map((o) => ({ value: o.value, label: t(o.labelKey) }))} value={columns} onChange={setColumns} />
      </div>
    </Modal>
  )
}
