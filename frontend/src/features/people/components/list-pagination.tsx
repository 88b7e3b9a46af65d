import { Button } from '@/components/ui/button'

interface Props {
  page: number
  pageCount: number
  onPage: (page: number) => void
}

/** Previous / Next through the server's pages. */
export function ListPagination({ page, pageCount, onPage }: Props) {
  return (
    <nav aria-label="Pages" className="flex items-center justify-end gap-3">
      <Button variant="secondary" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        Previous
      </Button>
      <span className="text-sm text-stone-600">
        Page {page.toLocaleString('en-US')} of {pageCount.toLocaleString('en-US')}
      </span>
      <Button variant="secondary" disabled={page >= pageCount} onClick={() => onPage(page + 1)}>
        Next
      </Button>
    </nav>
  )
}
