import { Button } from './button'

interface Props {
  page: number
  pageCount: number
  onPage: (page: number) => void
}

const count = (n: number) => n.toLocaleString('en-US')

/** Previous / Next through a server's pages, with 'Page n of m'. */
export function Pager({ page, pageCount, onPage }: Props) {
  return (
    <nav aria-label="Pages" className="flex items-center justify-end gap-3">
      <Button variant="secondary" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        Previous
      </Button>
      <span className="text-sm text-stone-600">
        Page {count(page)} of {count(pageCount)}
      </span>
      <Button variant="secondary" disabled={page >= pageCount} onClick={() => onPage(page + 1)}>
        Next
      </Button>
    </nav>
  )
}
