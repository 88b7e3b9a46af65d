import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'

import { Pager } from './pager'

describe('Pager', () => {
  it('goes to a typed page by keyboard, and says the range of a page that does not exist', async () => {
    const onPage = vi.fn()
    render(<Pager page={1} pageCount={60} onPage={onPage} />)
    expect(screen.getByText('Page 1 of 60')).toBeInTheDocument()
    const field = screen.getByRole('spinbutton', { name: 'Go to page' })
    await userEvent.click(field)
    await userEvent.keyboard('61{Enter}')
    expect(onPage).not.toHaveBeenCalled()
    expect(field).toHaveAccessibleDescription('Enter a page from 1 to 60.')
    await userEvent.clear(field)
    await userEvent.keyboard('42')
    await userEvent.tab()
    expect(screen.getByRole('button', { name: 'Go' })).toHaveFocus()
    await userEvent.keyboard(' ')
    expect(onPage).toHaveBeenCalledWith(42)
  })
})
