import { useTranslation } from 'react-i18next'

/**
 * How a row of the file is named: a spreadsheet's row by its number (the server's 'row 7', in the interface's
 * language), a record of the original app by its document id (as the server gives it).
 */
export function useRowRef() {
  const { t } = useTranslation('admin-import')
  return ({ row, ref }: { row: number; ref: string }) => (ref === `row ${row}` ? t('errors.rowRef', { row }) : ref)
}
