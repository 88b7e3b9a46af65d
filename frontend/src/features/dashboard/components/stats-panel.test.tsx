import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'

import { fetchStub } from '@/test/fetch-stub'
import { answerByPath, FIRST_DATA, renderScreen } from '@/test/render'

import { StatsPanel } from './stats-panel'

const STATS = {
  total: 2000,
  male: 1010,
  female: 990,
  students: 420,
  not_attending_25_below: 75,
  unemployed: 300,
  with_health: 120,
  no_health: 1880,
}

beforeEach(() => {
  answerByPath({ '/api/dashboard/stats': () => STATS })
})

async function showPanel() {
  renderScreen(<StatsPanel />)
  // Counts arrive from one call.
  expect(await screen.findByText('2,000', undefined, FIRST_DATA)).toBeInTheDocument()
  expect(fetchStub).toHaveBeenCalledTimes(1)
}

const location = () => screen.getByTestId('location').textContent

describe('Community Statistics', () => {
  it.each([
    ['Master List', '/total-population?category=', '2,000'],
    ['Male', '/total-male?category=male', '1,010'],
    ['Female', '/total-female?category=female', '990'],
    ['Unemployed', '/total-unemployed?category=unemployed', '300'],
  ])('the %s tile shows its count and opens %s', async (label, target, count) => {
    await showPanel()
    // Named by its visible text (WCAG 2.5.3: speech users say what they see).
    const tile = screen.getByRole('link', { name: `${label} ${count}` })
    await userEvent.click(tile)
    expect(location()).toBe(target)
  })

  it.each([
    ['Students', 'STUDENTS', '/total-students?category=students', '420'],
    ['Students', 'NOT ATTENDING SCHOOL (25 years old below)', '/total-students?category=not_attending_25_below', '75'],
    ['Health Condition', 'With Health Condition', '/total-health-condition?category=with_health', '120'],
    ['Health Condition', 'No Health Condition', '/total-health-condition?category=no_health', '1,880'],
  ])('the %s tile asks for a category: %s goes to %s', async (tile, choice, target, count) => {
    const user = userEvent.setup()
    await showPanel()
    await user.click(screen.getByRole('button', { name: new RegExp(`^${tile} `) }))
    const dialog = screen.getByRole('dialog', { name: 'Select Category' })
    expect(document.body.style.overflow).toBe('hidden')
    const link = within(dialog).getByRole('link', { name: `${choice} ${count}` })
    await user.click(link)
    expect(location()).toBe(target)
  })

  it('closes the category dialog with Back and with Escape', async () => {
    const user = userEvent.setup()
    await showPanel()
    const tile = screen.getByRole('button', { name: 'Health Condition 120' })
    await user.click(tile)
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Back' }))
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
    expect(tile).toHaveFocus()

    await user.click(screen.getByRole('button', { name: 'Students 420' }))
    expect(within(screen.getByRole('dialog')).getAllByRole('link')).toHaveLength(2)
    await user.keyboard('{Escape}')
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
    expect(document.body.style.overflow).toBe('')
  })

  it('leaves the tiles at 0 when the counts cannot be loaded', async () => {
    answerByPath({ '/api/dashboard/stats': () => new Response('', { status: 500 }) })
    renderScreen(<StatsPanel />)
    expect(await screen.findAllByText('0', undefined, FIRST_DATA)).toHaveLength(6)
  })
})
