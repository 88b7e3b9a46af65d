/**
 * The IP Profile's household: for a person in none, 'Start a household' offers the spouse and children linked in
 * the family at one click, each checked with its relationship filled in; what is sent is what was left checked.
 * For a person in one: the link to it and its size, read-only.
 */
import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'

import { i18n } from '@/lib/i18n'
import { answerByPath, FIRST_DATA, LocationProbe } from '@/test/render'
import { renderRoutes, sessionAs } from '@/test/render-routes'

import { candidate, household, ANA, JUAN, PEDRO } from '../test/fixtures'

import { HouseholdSection } from './household-section'

vi.setConfig({ testTimeout: 20_000 })

let created: unknown

beforeEach(() => {
  created = undefined
  answerByPath({
    '/api/people/11/household-candidates': () => ({
      household_id: null,
      candidates: [candidate(JUAN, 'spouse'), candidate(ANA, 'child'), candidate(PEDRO, 'child')],
    }),
    '/api/reference': () => ({ barangays: ['Ajos', 'Bagong Silang'], tribes: [], genders: [], civil_statuses: [], education_levels: [], photo: {} }),
    '/api/households': async (_url, request) => {
      created = JSON.parse(await request.text())
      return new Response(JSON.stringify(household({ id: 9 })), { status: 201, headers: { 'Content-Type': 'application/json' } })
    },
  })
})

afterEach(async () => {
  await i18n.changeLanguage('en')
})

const profile = (role: 'ipmr' | 'chieftain' = 'ipmr') =>
  renderRoutes(
    [
      { path: '/profile', element: <HouseholdSection personId={11} personName="Maria Santos" /> },
      { path: '*', element: <LocationProbe /> },
    ],
    { path: '/profile', session: sessionAs(role) },
  )

describe("the profile's household", () => {
  it('starts a household with the spouse and children already linked, leaving out the one unchecked', async () => {
    const user = userEvent.setup()
    profile()
    expect(await screen.findByText('Not in a household.', {}, FIRST_DATA)).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Start a household' }))
    const dialog = screen.getByRole('dialog', { name: 'Start a household with Maria Santos as head' })
    const juan = await within(dialog).findByRole('checkbox', { name: 'Juan Santos — Spouse' })
    const ana = within(dialog).getByRole('checkbox', { name: 'Ana Santos — Son/Daughter' })
    const pedro = within(dialog).getByRole('checkbox', { name: 'Pedro Santos — Son/Daughter' })
    expect([juan, ana, pedro].map((box) => (box as HTMLInputElement).checked)).toEqual([true, true, true])
    expect(within(dialog).getByRole('combobox', { name: 'Relationship of Juan Santos to the head' })).toHaveValue('spouse')
    await user.click(pedro)
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Relationship of Ana Santos to the head' }), 'Grandchild')
    await user.type(within(dialog).getByLabelText('Sitio/Purok'), 'Centro')
    await user.click(within(dialog).getByRole('button', { name: 'Start household' }))
    expect(await screen.findByTestId('location')).toHaveTextContent('/households/9')
    expect(created).toEqual({
      barangay: null,
      sitio: 'Centro',
      address: null,
      latitude: null,
      longitude: null,
      head_id: 11,
      members: [
        { person_id: 12, relationship: 'spouse' },
        { person_id: 13, relationship: 'grandchild' },
      ],
    })
  })

  it('shows the household of a person in one, with its size, and offers no second one', async () => {
    answerByPath({
      '/api/people/11/household-candidates': () => ({ household_id: 5, candidates: [] }),
      '/api/households/5': () => household(),
    })
    profile()
    expect(await screen.findByRole('link', { name: 'Household of Maria Santos' }, FIRST_DATA)).toHaveAttribute('href', '/households/5')
    expect(screen.getByText('Household Members:').parentElement).toHaveTextContent('Household Members: 3 (the household\'s current members, head included)')
    expect(screen.queryByRole('button', { name: 'Start a household' })).not.toBeInTheDocument()
  })

  it('lets only the IPMR start one', async () => {
    profile('chieftain')
    expect(await screen.findByText('Not in a household.', {}, FIRST_DATA)).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Start a household' })).not.toBeInTheDocument()
  })

  it('says it in Filipino', async () => {
    await i18n.changeLanguage('fil')
    const user = userEvent.setup()
    profile()
    await user.click(await screen.findByRole('button', { name: 'Magsimula ng sambahayan' }, FIRST_DATA))
    const dialog = screen.getByRole('dialog', { name: 'Magsimula ng sambahayan na si Maria Santos ang puno' })
    expect(await within(dialog).findByRole('checkbox', { name: 'Ana Santos — Anak' })).toBeChecked()
    expect(within(dialog).getByRole('button', { name: 'Gamitin ang aking lokasyon' })).toBeInTheDocument()
  })
})
