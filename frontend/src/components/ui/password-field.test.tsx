import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'

import { PasswordField } from './password-field'

function TwoFields() {
  const [visible, setVisible] = useState(false)
  return (
    <>
      <PasswordField label="Password" visible={visible} onToggleVisible={() => setVisible((v) => !v)} />
      <PasswordField label="Confirm Password" visible={visible} />
    </>
  )
}

describe('PasswordField', () => {
  it('shows and hides the characters with one toggle for both fields', async () => {
    const user = userEvent.setup()
    render(<TwoFields />)
    const password = screen.getByLabelText('Password')
    const confirm = screen.getByLabelText('Confirm Password')
    expect(password).toHaveAttribute('type', 'password')
    expect(confirm).toHaveAttribute('type', 'password')
    expect(screen.getAllByRole('button')).toHaveLength(1)

    await user.click(screen.getByRole('button', { name: 'Show password' }))
    expect(password).toHaveAttribute('type', 'text')
    expect(confirm).toHaveAttribute('type', 'text')

    await user.click(screen.getByRole('button', { name: 'Hide password' }))
    expect(password).toHaveAttribute('type', 'password')
    expect(screen.getByRole('button', { name: 'Show password' })).toBeInTheDocument()
  })

  it('keeps what was typed when toggled', async () => {
    const user = userEvent.setup()
    render(<TwoFields />)
    const password = screen.getByLabelText('Password')
    await user.type(password, 'secret1')
    await user.click(screen.getByRole('button', { name: 'Show password' }))
    expect(password).toHaveValue('secret1')
  })
})
