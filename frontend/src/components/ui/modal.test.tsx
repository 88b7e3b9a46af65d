import { act, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'

import { Modal } from './modal'

function Harness() {
  const [open, setOpen] = useState(false)
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open
      </button>
      <Modal
        open={open}
        onClose={() => setOpen(false)}
        title="Confirm"
        footer={
          <>
            <button type="button">No</button>
            <button type="button">Yes</button>
          </>
        }
      >
        <p>Body text</p>
      </Modal>
    </>
  )
}

describe('Modal', () => {
  it('is named by its title, locks scroll, closes on Escape and returns focus', async () => {
    const user = userEvent.setup()
    render(<Harness />)
    const opener = screen.getByRole('button', { name: 'Open' })
    await user.click(opener)

    const dialog = screen.getByRole('dialog', { name: 'Confirm' })
    expect(dialog).toHaveAttribute('aria-modal', 'true')
    expect(dialog).toContainElement(document.activeElement as HTMLElement)
    expect(document.body.style.overflow).toBe('hidden')

    await user.keyboard('{Escape}')
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
    expect(opener).toHaveFocus()
    expect(document.body.style.overflow).toBe('')
  })

  it('keeps Tab inside the dialog', async () => {
    const user = userEvent.setup()
    render(<Harness />)
    await user.click(screen.getByRole('button', { name: 'Open' }))
    const dialog = screen.getByRole('dialog', { name: 'Confirm' })
    for (let i = 0; i < 5; i++) {
      await user.tab()
      expect(dialog).toContainElement(document.activeElement as HTMLElement)
    }
    await user.tab({ shift: true })
    expect(dialog).toContainElement(document.activeElement as HTMLElement)
  })

  describe('on a page wider than the screen (a phone zoomed in, or stretched by wide content)', () => {
    /** What the browser reports as the visible part of the page, in the layout viewport's coordinates. */
    class VisualViewport extends EventTarget {
      offsetLeft = 567
      offsetTop = 120
      width = 390
      height = 844
    }
    let seen: VisualViewport

    beforeEach(() => {
      seen = new VisualViewport()
      vi.stubGlobal('visualViewport', seen)
    })
    afterEach(() => {
      vi.unstubAllGlobals()
    })

    it('lays its backdrop over exactly the visible part, and follows it when it moves', async () => {
      const user = userEvent.setup()
      render(<Harness />)
      await user.click(screen.getByRole('button', { name: 'Open' }))
      const backdrop = screen.getByRole('dialog', { name: 'Confirm' }).parentElement as HTMLElement
      expect(backdrop.style).toMatchObject({ left: '567px', top: '120px', width: '390px', height: '844px' })

      seen.offsetLeft = 0
      seen.height = 500 // the on-screen keyboard came up
      act(() => {
        seen.dispatchEvent(new Event('scroll'))
      })
      expect(backdrop.style).toMatchObject({ left: '0px', top: '120px', width: '390px', height: '500px' })
    })
  })
})
