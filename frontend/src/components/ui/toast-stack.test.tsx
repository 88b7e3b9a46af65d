import { act, fireEvent, render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'

import { Modal } from './modal'
import { useToastOutletRef } from './toast-outlet'
import { SUCCESS_LIFETIME_MS, ToastStack, useToasts } from './toast-stack'

function Harness() {
  const { toasts, notify, dismiss } = useToasts()
  return (
    <>
      <button type="button" onClick={() => notify('success', 'Person added successfully!')}>
        Succeed
      </button>
      <button type="button" onClick={() => notify('error', 'Error adding person: Person not found.')}>
        Fail
      </button>
      <ToastStack toasts={toasts} onDismiss={dismiss} />
    </>
  )
}

afterEach(() => vi.useRealTimers())

describe('ToastStack', () => {
  it('lets a success go after 5 s and keeps an error until it is dismissed', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
    render(<Harness />)
    fireEvent.click(screen.getByRole('button', { name: 'Succeed' }))
    fireEvent.click(screen.getByRole('button', { name: 'Fail' }))
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

describe('where notices appear', () => {
  function Screen({ dialogOpen }: { dialogOpen: boolean }) {
    const { toasts, notify, dismiss } = useToasts()
    const pageOutlet = useToastOutletRef('page')
    return (
      <>
        <header>
          <div ref={pageOutlet} data-testid="page-outlet" />
        </header>
        <button type="button" onClick={() => notify('error', 'Failed to save. Please try again.')}>
          Fail
        </button>
        <button type="button" onClick={() => notify('error', 'Error adding person: Last name is required.')}>
          Fail again
        </button>
        <button type="button" onClick={() => notify('success', 'Person added successfully!')}>
          Succeed
        </button>
        <Modal open={dialogOpen} onClose={() => {}} title="Add New Indigenous Person">
          <p>form</p>
        </Modal>
        <ToastStack toasts={toasts} onDismiss={dismiss} />
      </>
    )
  }

  it('inside the open dialog; once it closes, an error of the form goes with it and a success moves under the header', async () => {
    const { rerender } = render(<Screen dialogOpen />)
    fireEvent.click(screen.getByRole('button', { name: 'Fail', hidden: true }))
    const dialog = screen.getByRole('dialog', { name: 'Add New Indigenous Person' })
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Failed to save. Please try again.')

    rerender(<Screen dialogOpen={false} />)
    expect(screen.queryByRole('alert')).not.toBeInTheDocument()

    rerender(<Screen dialogOpen />)
    fireEvent.click(screen.getByRole('button', { name: 'Succeed', hidden: true }))
    rerender(<Screen dialogOpen={false} />)
    expect(within(screen.getByTestId('page-outlet')).getByRole('status')).toHaveTextContent('Person added successfully!')
  })

  it('a new error replaces the old one instead of stacking above it', () => {
    render(<Screen dialogOpen />)
    fireEvent.click(screen.getByRole('button', { name: 'Fail', hidden: true }))
    fireEvent.click(screen.getByRole('button', { name: 'Fail again', hidden: true }))
    const dialog = screen.getByRole('dialog', { name: 'Add New Indigenous Person' })
    expect(within(dialog).getAllByRole('alert').map((alert) => alert.textContent)).toEqual([
      'Error adding person: Last name is required.×',
    ])
  })

  it("a previous action's notices do not show inside the next dialog", () => {
    const { rerender } = render(<Screen dialogOpen={false} />)
    fireEvent.click(screen.getByRole('button', { name: 'Succeed' }))
    fireEvent.click(screen.getByRole('button', { name: 'Fail' }))
    expect(within(screen.getByTestId('page-outlet')).getByRole('alert')).toHaveTextContent('Failed to save. Please try again.')

    rerender(<Screen dialogOpen />)
    expect(screen.queryByRole('alert', { hidden: true })).not.toBeInTheDocument()
    expect(screen.queryByRole('status', { hidden: true })).not.toBeInTheDocument()
  })
})
