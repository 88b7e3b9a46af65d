import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'

import { Modal } from '@/components/ui/modal'

import { TRIBES } from '../test/fixtures'

import { matchTribes, TribeInput } from './tribe-input'

describe('matchTribes', () => {
  it('matches a case-insensitive substring anywhere in the name', () => {
    expect(matchTribes(TRIBES, 'agt')).toEqual(['Aeta/Agta/Ayta', 'Agta'])
    expect(matchTribes(TRIBES, 'BUGKA')).toEqual(['Ilongot/Bugkalot'])
    expect(matchTribes(TRIBES, 'an')).toEqual(['Mangyan', 'Tagbanwa'])
    expect(matchTribes(TRIBES, '  ')).toEqual([])
    expect(matchTribes(TRIBES, 'zzz')).toEqual([])
  })
})

function Harness({ onClose = () => {} }: { onClose?: () => void }) {
  const [value, setValue] = useState('')
  return (
    <Modal open onClose={onClose} title="Form">
      <label htmlFor="tribe">Tribe</label>
      <TribeInput id="tribe" value={value} onChange={setValue} tribes={TRIBES} />
      <output data-testid="value">{value}</output>
    </Modal>
  )
}

describe('TribeInput', () => {
  it('suggests matching tribes and picks one with the arrow keys and Enter', async () => {
    const user = userEvent.setup({ delay: null })
    render(<Harness />)
    const input = screen.getByRole('combobox', { name: 'Tribe' })
    await user.type(input, 'aGt')
    const options = screen.getAllByRole('option')
    expect(options.map((o) => o.textContent)).toEqual(['Aeta/Agta/Ayta', 'Agta'])
    expect(input).toHaveAttribute('aria-expanded', 'true')

    await user.keyboard('{ArrowDown}{ArrowDown}')
    expect(screen.getByRole('option', { name: 'Agta' })).toHaveAttribute('aria-selected', 'true')
    expect(input).toHaveAttribute('aria-activedescendant', screen.getByRole('option', { name: 'Agta' }).id)
    await user.keyboard('{ArrowDown}') // wraps to the first
    expect(screen.getByRole('option', { name: 'Aeta/Agta/Ayta' })).toHaveAttribute('aria-selected', 'true')
    await user.keyboard('{ArrowUp}{Enter}')

    expect(input).toHaveValue('Agta')
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument()
  })

  it('keeps free text that is not in the list', async () => {
    const user = userEvent.setup({ delay: null })
    render(<Harness />)
    const input = screen.getByRole('combobox', { name: 'Tribe' })
    await user.type(input, 'Tribe Not Listed{Enter}')
    expect(input).toHaveValue('Tribe Not Listed')
    expect(screen.getByTestId('value')).toHaveTextContent('Tribe Not Listed')
  })

  it('closes the suggestions on Escape without closing the dialog', async () => {
    const user = userEvent.setup({ delay: null })
    const onClose = vi.fn()
    render(<Harness onClose={onClose} />)
    await user.type(screen.getByRole('combobox', { name: 'Tribe' }), 'dum')
    expect(screen.getByRole('option', { name: 'Dumagat' })).toBeInTheDocument()

    await user.keyboard('{Escape}')
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument()
    expect(onClose).not.toHaveBeenCalled()

    await user.keyboard('{Escape}')
    expect(onClose).toHaveBeenCalledTimes(1)
  })

  it('picks a suggestion with the mouse', async () => {
    const user = userEvent.setup({ delay: null })
    render(<Harness />)
    await user.type(screen.getByRole('combobox', { name: 'Tribe' }), 'tag')
    await user.click(screen.getByRole('option', { name: 'Tagbanwa' }))
    expect(screen.getByRole('combobox', { name: 'Tribe' })).toHaveValue('Tagbanwa')
  })
})
