/** 'Use my location' fills the household's GPS point from the phone (six decimals); a refusal says what to do. */
import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'

import type { HouseholdFields } from '../api/writes'

import { HouseholdFieldsInputs } from './household-fields'

function Harness() {
  const [value, setValue] = useState<HouseholdFields>({ barangay: 'Ajos', sitio: null, address: null, latitude: null, longitude: null })
  return <HouseholdFieldsInputs value={value} onChange={setValue} barangays={['Ajos']} />
}

function stubGeolocation(getCurrentPosition: Geolocation['getCurrentPosition']) {
  Object.defineProperty(navigator, 'geolocation', { value: { getCurrentPosition }, configurable: true })
}

afterEach(() => {
  Reflect.deleteProperty(navigator, 'geolocation')
})

describe('the household GPS point', () => {
  it('takes the point from the device', async () => {
    stubGeolocation((success) => success({ coords: { latitude: 13.65451234, longitude: 122.33339876 } } as GeolocationPosition))
    const user = userEvent.setup()
    render(<Harness />)
    await user.click(screen.getByRole('button', { name: 'Use my location' }))
    expect(screen.getByLabelText('Latitude')).toHaveValue('13.654512')
    expect(screen.getByLabelText('Longitude')).toHaveValue('122.333399')
  })

  it('says what to do when the location is refused', async () => {
    stubGeolocation((_success, failure) => failure?.({ code: 1 } as GeolocationPositionError))
    const user = userEvent.setup()
    render(<Harness />)
    await user.click(screen.getByRole('button', { name: 'Use my location' }))
    expect(screen.getByRole('alert')).toHaveTextContent('Your location could not be found. Allow location for this site, or type the point.')
    expect(screen.getByLabelText('Latitude')).toHaveValue('')
  })

  it('says so on a device that cannot tell its location', async () => {
    const user = userEvent.setup()
    render(<Harness />)
    await user.click(screen.getByRole('button', { name: 'Use my location' }))
    expect(screen.getByRole('alert')).toHaveTextContent('This device cannot tell its location. Type the point instead.')
  })
})
