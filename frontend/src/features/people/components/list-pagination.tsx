interface Props {
  page: number
  pageCount: number
  onPage: (page: number) => void
}

const BUTTON =
  'rounded-lg border border-stone-300 bg-white px-4 py-2 text-sm font-medium hover:bg-stone-100 disabled:cursor-not-allowed disabled:opacity-50'

/** Previous / Next through the server's pages. */
export function ListPagination({ page, pageCount, onPage }: Props) {
  return (
    <nav aria-label="Pages" className="flex items-center justify-end gap-3">
      <button type="button" className={BUTTON} disabled={page <= 1} onClick={() => onPage(page - 1)}>
        Previous
      </button>
      <span className="text-sm text-stone-600">
        Page {page.toLocaleString('en-US')} of {pageCount.toLocaleString('en-US')}
      </span>
      <button type="button" className={BUTTON} disabled={page >= pageCount} onClick={() => onPage(page + 1)}>
        Next
      </button>
    </nav>
  )
}
