import { act, fireEvent, render, screen } from '@testing-library/react'
import { useLayoutEffect, useRef } from 'react'

import { CLEAR_DELAY_MS, useClearOnLoad } from './use-clear-on-load'

/** The field, focused as soon as it is in the page when `focusFirst` (before the form's own hooks run). */
function EmailInput({ focusFirst }: { focusFirst: boolean }) {
  const ref = useRef<HTMLInputElement>(null)
  useLayoutEffect(() => {
    if (focusFirst) ref.current?.focus()
  }, [focusFirst])
  return <input id="email" ref={ref} />
}

function Form({ onClear, focusFirst = false }: { onClear: () => void; focusFirst?: boolean }) {
  const ref = useRef<HTMLFormElement>(null)
  useClearOnLoad(ref, onClear)
  return (
    <form ref={ref}>
      <label htmlFor="email">Email</label>
      <EmailInput focusFirst={focusFirst} />
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

  it('leaves the form alone when focus was inside it before the hook began watching', () => {
    const onClear = vi.fn()
    render(<Form onClear={onClear} focusFirst />)
    expect(screen.getByLabelText('Email')).toHaveFocus()
    act(() => vi.advanceTimersByTime(CLEAR_DELAY_MS * 2))
    expect(onClear).not.toHaveBeenCalled()
  })
})
