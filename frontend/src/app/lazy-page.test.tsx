import { render, screen } from '@testing-library/react'
import { Suspense } from 'react'

import { lazyPage } from './lazy-page'

const Hello = () => <p>Hello page</p>

describe('lazyPage', () => {
  it('renders at once, without the Suspense fallback, once its chunk has been preloaded', async () => {
    const load = vi.fn(async () => ({ default: Hello }))
    const Page = lazyPage(load)
    await Page.preload()
    render(
      <Suspense fallback={<p>Loading page</p>}>
        <Page />
      </Suspense>,
    )
    expect(screen.getByText('Hello page')).toBeInTheDocument()
    expect(screen.queryByText('Loading page')).not.toBeInTheDocument()
    await Page.preload()
    expect(load).toHaveBeenCalledTimes(1)
  })

  it('shows the fallback until a chunk that was not preloaded arrives', async () => {
    const Page = lazyPage(async () => ({ default: Hello }))
    render(
      <Suspense fallback={<p>Loading page</p>}>
        <Page />
      </Suspense>,
    )
    expect(screen.getByText('Loading page')).toBeInTheDocument()
    expect(await screen.findByText('Hello page')).toBeInTheDocument()
  })
})
