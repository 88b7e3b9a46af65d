import { act, screen, within } from '@testing-library/react'

import { i18n } from '@/lib/i18n'
import { adminProposalsKey } from '@/lib/proposals-waiting'
import { fetchStub } from '@/test/fetch-stub'
import { answerByPath } from '@/test/render'
import { Landing, renderRoutes, sessionAs } from '@/test/render-routes'

import { AppLayout } from './app-layout'

const routes = [{ element: <AppLayout />, children: [{ path: '/home', element: <Landing name="Home" /> }] }]

/** The server's count of waiting proposals, as the test sets it; how often it was asked. */
function countServer(first: number) {
  const state = { waiting: first, asked: 0 }
  answerByPath({
    '/api/admin/proposals/count': () => {
      state.asked += 1
      return { waiting: state.waiting }
    },
  })
  return state
}

const header = () => screen.getByRole('banner')

describe('the count of waiting proposals beside Administration', () => {
  it('names the count with the link, and shows it again when the queue changes', async () => {
    const server = countServer(3)
    const { queryClient } = renderRoutes(routes, { path: '/home', session: sessionAs('ipmr') })
    const link = await within(header()).findByRole('link', { name: 'Administration 3 proposals waiting' })
    expect(link).toHaveAttribute('href', '/admin/users')
    expect(link).toHaveTextContent('Administration 3')

    // A decision invalidates the queue's keys: the count is asked for again.
    server.waiting = 1
    await act(() => queryClient.invalidateQueries({ queryKey: adminProposalsKey }))
    expect(await within(header()).findByRole('link', { name: 'Administration 1 proposal waiting' })).toHaveTextContent(
      'Administration 1',
    )
    server.waiting = 0
    await act(() => queryClient.invalidateQueries({ queryKey: adminProposalsKey }))
    expect(await within(header()).findByRole('link', { name: 'Administration' })).toHaveTextContent(/^Administration$/)
    expect(server.asked).toBe(3)
  })

  it('says it in Filipino', async () => {
    await i18n.changeLanguage('fil')
    countServer(2)
    const session = sessionAs('ipmr')
    renderRoutes(routes, { path: '/home', session: { ...session, user: { ...session.user!, language: 'fil' } } })
    expect(await within(header()).findByRole('link', { name: 'Pamamahala 2 mungkahing naghihintay' })).toBeInTheDocument()
  })

  it.each(['encoder', 'chieftain'] as const)('is not asked for by an %s (no Administration entry)', async (role) => {
    countServer(3)
    renderRoutes(routes, { path: '/home', session: sessionAs(role) })
    await screen.findByText('Home page')
    expect(within(header()).queryByRole('link', { name: /Administration/ })).not.toBeInTheDocument()
    expect(fetchStub.mock.calls.map(([request]) => new URL(request.url).pathname)).not.toContain('/api/admin/proposals/count')
  })
})
