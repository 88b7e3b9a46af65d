import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'

import { ToastStack, useToasts } from '@/components/ui/toast-stack'

import { callsTo, resetRoutes, route } from '../test/fake-api'
import { defaultRoutes, makePerson } from '../test/fixtures'
import { renderWithProviders } from '../test/render'

import { PersonFormModal } from './person-form-modal'

vi.setConfig({ testTimeout: 20_000 })

const TOO_LARGE = 'The photo must be 5 MB or smaller.'
const NOT_AN_IMAGE = 'The photo must be a JPEG, PNG, WEBP or GIF image.'
const HINT = 'JPEG, PNG, WEBP or GIF, up to 5 MB.'

function EditForm() {
  const { toasts, notify, dismiss } = useToasts()
  const [open, setOpen] = useState(true)
  return (
    <>
      <PersonFormModal target={open ? makePerson({ id: 7 }) : null} onClose={() => setOpen(false)} notify={notify} onViewPerson={() => {}} />
      <ToastStack toasts={toasts} onDismiss={dismiss} />
    </>
  )
}

async function openEdit() {
  // applyAccept off: people can pick "All files" in the picker, or a phone can hand over anything.
  const user = userEvent.setup({ delay: null, applyAccept: false })
  renderWithProviders(<EditForm />)
  await screen.findByLabelText('Photo')
  return user
}

/** The file input as it is now (it is remounted to clear it). */
const photoInput = () => screen.getByLabelText('Photo')

beforeEach(() => {
  resetRoutes()
  defaultRoutes('ipmr')
  route('PUT', '/api/people/:id', { body: makePerson({ id: 7 }) })
  route('POST', '/api/people/:id/photo', { body: makePerson({ id: 7 }) })
})

describe('the photo is checked when chosen, before anything is saved', () => {
  it('refuses a photo over 5 MB beside the field; saving then uploads nothing', async () => {
    const user = await openEdit()
    const big = new File([new Uint8Array(5 * 1024 * 1024 + 1)], 'big.jpg', { type: 'image/jpeg' })
    await user.upload(photoInput(), big)

    expect(photoInput()).toHaveAccessibleDescription(`${HINT} ${TOO_LARGE}`)
    expect(photoInput()).toHaveAttribute('aria-invalid', 'true')
    expect(screen.queryByRole('img', { name: 'New photo preview' })).not.toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Update' }))
    expect(await screen.findByRole('status')).toHaveTextContent('Person updated successfully!')
    expect(screen.queryByRole('alert')).not.toBeInTheDocument()
    expect(callsTo('POST', '/api/people/7/photo')).toHaveLength(0)
  })

  it('refuses a file that is not one of the four image types, and clears the message for a good one', async () => {
    const user = await openEdit()
    await user.upload(photoInput(), new File(['hello'], 'notes.txt', { type: 'text/plain' }))
    expect(photoInput()).toHaveAccessibleDescription(`${HINT} ${NOT_AN_IMAGE}`)

    await user.upload(photoInput(), new File(['x'], 'me.webp', { type: 'image/webp' }))
    expect(photoInput()).toHaveAccessibleDescription(HINT)
    await user.click(screen.getByRole('button', { name: 'Update' }))
    await waitFor(() => expect(callsTo('POST', '/api/people/7/photo')).toHaveLength(1))
  })

  it('offers exactly the types the server accepts in the file picker', async () => {
    await openEdit()
    expect(photoInput()).toHaveAttribute('accept', 'image/jpeg,image/png,image/webp,image/gif')
  })
})
