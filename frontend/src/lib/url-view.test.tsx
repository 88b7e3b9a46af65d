import { act, fireEvent, render, screen } from '@testing-library/react'
import { createMemoryRouter } from 'react-router'
import { RouterProvider } from 'react-router/dom'

import { readPage, useUrlView, writePage } from './url-view'

interface View {
  q: string
  page: number
}
const read = (params: URLSearchParams): View => ({ q: params.get('q') ?? '', page: readPage(params.get('page')) })
const write = (params: URLSearchParams, view: View) => {
  const next = new URLSearchParams(params)
  if (view.q) next.set('q', view.q)
  else next.delete('q')
  const page = writePage(view.page)
  if (page) next.set('page', page)
  else next.delete('page')
  return next
}

/** Each button makes two changes in one go: the second comes before the screen has rendered the first. */
function Screen() {
  const [view, update] = useUrlView(read, write)
  return (
    <>
      <p>search: {view.q || '(none)'}</p>
      <button
        onClick={() => {
          update({ q: 'Bagani' })
          update({ q: 'Bagani' })
        }}
      >
        Search twice
      </button>
      <button
        onClick={() => {
          update({ q: 'Bagani' })
          update({ page: 2 })
        }}
      >
        Search, then page 2
      </button>
    </>
  )
}

function renderAt(path: string) {
  const router = createMemoryRouter([{ path: '/list', element: <Screen /> }, { path: '/', element: <p>home</p> }], {
    initialEntries: ['/', path],
    initialIndex: 1,
  })
  render(<RouterProvider router={router} />)
  return router
}

describe('a view kept in the address', () => {
  it('a search applied twice before the screen catches up is one step of history (Back leaves the search)', async () => {
    // The typed search's pause and Enter both apply it; on a busy phone the second comes before React renders.
    const router = renderAt('/list')
    fireEvent.click(screen.getByRole('button', { name: 'Search twice' }))
    expect(await screen.findByText('search: Bagani')).toBeInTheDocument()
    expect(router.state.location.search).toBe('?q=Bagani')
    await act(() => router.navigate(-1))
    expect(router.state.location.search).toBe('')
    expect(screen.getByText('search: (none)')).toBeInTheDocument()
    await act(() => router.navigate(-1))
    expect(screen.getByText('home')).toBeInTheDocument()
  })

  it('two changes before the screen catches up both count: the second builds on the first', async () => {
    const router = renderAt('/list')
    fireEvent.click(screen.getByRole('button', { name: 'Search, then page 2' }))
    expect(await screen.findByText('search: Bagani')).toBeInTheDocument()
    expect(router.state.location.search).toBe('?q=Bagani&page=2')
    await act(() => router.navigate(-1))
    expect(router.state.location.search).toBe('?q=Bagani')
  })
})
