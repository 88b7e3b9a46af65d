import { act, fireEvent, render, screen } from '@testing-library/react'
import { useRef } from 'react'

import { CLEAR_DELAY_MS, useClearOnLoad } from './use-clear-on-load'

function Form({ onClear }: { onClear: () => void }) {
  const ref = useRef<HTMLFormElement>(null)
  useClearOnLoad(ref, onClear)
  return (
    <form ref={ref}>
      <label>
        Email
        <input />
      </label>
    </form>
  )
}

describe('useClearOnLoad', () => {
  beforeEach(() => {
    vi.useFakeTimers()
  })
  afterEach(() => {
    vi.useRealTimers()
  })

  it('clears the form 100 ms after load (what the browser autofilled)', () => {
    const onClear = vi.fn()
    render(<Form onClear={onClear} />)
    fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'autofilled@example.com' } })
    act(() => vi.advanceTimersByTime(CLEAR_DELAY_MS - 1))
    expect(onClear).not.toHaveBeenCalled()
    act(() => vi.advanceTimersByTime(1))
    expect(onClear).toHaveBeenCalledTimes(1)
  })

  it('leaves the form alone once the person has focused it', () => {
    const onClear = vi.fn()
    render(<Form onClear={onClear} />)
    act(() => screen.getByLabelText('Email').focus())
    fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'typed fast' } })
    act(() => vi.advanceTimersByTime(CLEAR_DELAY_MS * 2))
    expect(onClear).not.toHaveBeenCalled()
  })
})
