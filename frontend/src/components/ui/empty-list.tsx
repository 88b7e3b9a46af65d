
import { useTranslation } from 'react-i18next'

/**
 * What a list of cards shows instead of its cards: 'Loading…' while it loads (busy then, as a table is, so what
 * waits for the list to settle — a screen reader, a test — knows the cards are still to come), otherwise `text`.
 */
export function EmptyCards({ loading, text }: { loading: boolean; text: string }) {
  const { t } = useTranslation('common')
  return (
    <p aria-busy={loading} className="rounded-2xl border border-stone-200 bg-white px-3 py-10 text-center text-stone-500">
      {loading ? t('loading') : text}
    </p>
  )
}

/** A table's one row when it has no rows: 'Loading…' while it loads, otherwise `text`, across all `columns`. */
export function EmptyRow({ columns, loading, text }: { columns: number; loading: boolean; text: string }) {
  const { t } = useTranslation('common')
  return (
    <tr>
      <td colSpan={columns} className="px-3 py-10 text-center text-stone-500">
        {loading ? t('loading') : text}
      </td>
    </tr>
  )
}
