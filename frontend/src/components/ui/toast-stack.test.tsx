import { act, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'

import { SUCCESS_LIFETIME_MS, ToastStack, useToasts, type Notify } from './toast-stack'

let notify: Notify = () => {}

function Harness() {
  const toasts = useToasts()
  notify = toasts.notify
  return <ToastStack toasts={toasts.toasts} onDismiss={toasts.dismiss} />
}

afterEach(() => vi.useRealTimers())

describe('ToastStack', () => {
  it('lets a success go after 5 s and keeps an error until it is dismissed', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
    render(<Harness />)
    act(() => {
      notify('success', 'Person added successfully!')
      notify('error', 'Error adding person: Person not found.')
    })
    act(() => vi.advanceTimersByTime(SUCCESS_LIFETIME_MS - 1))
    expect(screen.getByRole('status')).toHaveTextContent('Person added successfully!')
    act(() => vi.advanceTimersByTime(1))
    expect(screen.queryByRole('status')).not.toBeInTheDocument()
    expect(SUCCESS_LIFETIME_MS).toBe(5000)

    act(() => vi.advanceTimersByTime(10 * 60 * 1000))
    expect(screen.getByRole('alert')).toHaveTextContent('Error adding person: Person not found.')
    vi.useRealTimers()
    await userEvent.setup().click(screen.getByRole('button', { name: 'Dismiss notification' }))
    expect(screen.queryByRole('alert')).not.toBeInTheDocument()
  })
})
