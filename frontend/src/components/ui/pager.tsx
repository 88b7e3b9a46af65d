import { useId, useState, type FormEvent } from 'react'
import { useTranslation } from 'react-i18next'

import { Button } from './button'

interface Props {
  page: number
  pageCount: number
  onPage: (page: number) => void
}

const count = (n: number) => n.toLocaleString('en-US')

/** Previous / Next through a server's pages, with 'Page n of m' and a page to go to (typed, Enter or Go). */
export function Pager({ page, pageCount, onPage }: Props) {
  const { t } = useTranslation('common')
  const id = useId()
  const [typed, setTyped] = useState('')
  const [wrong, setWrong] = useState(false)
  const go = (event: FormEvent) => {
    event.preventDefault()
    const wanted = Number(typed)
    if (!Number.isInteger(wanted) || wanted < 1 || wanted > pageCount) {
      setWrong(true)
      return
    }
    setWrong(false)
    setTyped('')
    onPage(wanted)
  }
  return (
    <nav aria-label={t('pages')} className="flex flex-wrap items-center justify-end gap-3">
      <Button variant="secondary" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        {t('previous')}
      </Button>
      <span className="text-sm text-stone-600">{t('page_of', { page: count(page), pages: count(pageCount) })}</span>
      <Button variant="secondary" disabled={page >= pageCount} onClick={() => onPage(page + 1)}>
        {t('next')}
      </Button>
      {pageCount > 1 && (
        <form noValidate onSubmit={go} className="flex items-center gap-2 print:hidden">
          <label htmlFor={`${id}-page`} className="text-sm text-stone-700">
            {t('goToPage')}
          </label>
          <input
            id={`${id}-page`}
            type="number"
            inputMode="numeric"
            min={1}
            max={pageCount}
            value={typed}
            onChange={(event) => setTyped(event.target.value)}
            aria-invalid={wrong || undefined}
            aria-describedby={wrong ? `${id}-range` : undefined}
            className="h-11 w-20 rounded-lg border border-stone-300 px-2 text-sm"
          />
          <Button type="submit" variant="secondary">
            {t('go')}
          </Button>
          {wrong && (
            <span id={`${id}-range`} role="alert" className="text-sm text-red-800">
              {t('pageRange', { pages: count(pageCount) })}
            </span>
          )}
        </form>
      )}
    </nav>
  )
}
