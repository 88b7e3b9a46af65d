import { screen, within } from '@testing-library/react'

import { i18n } from '@/lib/i18n'
import { answerByPath, FIRST_DATA } from '@/test/render'
import { renderRoutes, sessionAs } from '@/test/render-routes'

import type { Genealogy, GenealogyEntry, PersonRecord } from '../api/get-coc-papers'

import GenealogyFormPage from './genealogy-form-page'
import IndexFormPage from './index-form-page'

vi.setConfig({ testTimeout: 20_000 })

function entry(name: string, over: Partial<GenealogyEntry> = {}): GenealogyEntry {
  return { registered: true, person_id: 1, name, birth_year: null, age: null, tribe: 'Agta', barangay: 'Ajos', ...over }
}

const PATHS = ['father', 'mother', 'father.father', 'father.mother', 'mother.father', 'mother.mother']
const FORM: Genealogy = {
  person: entry('Ligaya Magbanua', { birth_year: 1970 }),
  ancestors: {
    ...Object.fromEntries([...PATHS, ...PATHS.slice(2).flatMap((p) => [`${p}.father`, `${p}.mother`])].map((p) => [p, null])),
    father: entry('Jose Magbanua', { birth_year: 1940 }),
    mother: entry('Teresa Bautista', { registered: false, person_id: null, tribe: null, barangay: null }),
    'father.father.father': entry('Andres Magbanua', { birth_year: 1880, barangay: 'Bolo' }),
  },
  siblings: [entry('Carlos Magbanua', { registered: false, person_id: null, tribe: null, barangay: null })],
  spouses: [],
  children: [entry('Dante Cruz', { age: 31 })],
  grandchildren: [],
}

function box(label: string) {
  return screen.getByText(label, { exact: true, selector: 'span' }).closest('div') as HTMLElement
}

function renderForm() {
  answerByPath({ '/api/people/7/genealogy': () => FORM })
  renderRoutes([{ path: '/people/:id/genealogy-form', element: <GenealogyFormPage /> }], { path: '/people/7/genealogy-form', session: sessionAs('chieftain') })
}

it('puts each relative in their box, marked registered or typed, and leaves the unknown ones to fill by hand', async () => {
  await i18n.changeLanguage('en')
  renderForm()
  expect(await screen.findByRole('heading', { level: 1, name: 'Genealogy Form' }, FIRST_DATA)).toBeInTheDocument()
  await screen.findByText('Andres Magbanua', {}, FIRST_DATA)
  expect(box("Father's father's father")).toHaveTextContent('Father\'s father\'s fatherRegisteredNameAndres MagbanuaBorn1880TribeAgtaBarangayBolo')
  expect(box('Mother')).toHaveTextContent('MotherTyped nameNameTeresa BautistaBornTribeBarangay')
  expect(box("Mother's mother's mother")).toHaveTextContent("Mother's mother's motherNameBornTribeBarangay")
  expect(box('Child 1')).toHaveTextContent('Child 1RegisteredNameDante CruzBornage 31')
  // Two more lines under each list, numbered on.
  expect(box('Sibling 3')).toHaveTextContent('Sibling 3NameBornTribeBarangay')
  const signatures = ['Signature of the applicant', 'Tribal Chieftain', 'IP Mandatory Representative']
  for (const signer of signatures) expect(screen.getByText(signer)).toBeInTheDocument()
})

it('is written in Filipino', async () => {
  await i18n.changeLanguage('fil')
  renderForm()
  const article = await screen.findByRole('article', {}, FIRST_DATA)
  await screen.findByText('Andres Magbanua', {}, FIRST_DATA)
  expect(within(article).getByRole('heading', { level: 1 })).toHaveTextContent('Genealogy Form (Talaangkanan)')
  expect(box('Ama ng lolo sa ama')).toHaveTextContent('Andres Magbanua')
  expect(box('Ina')).toHaveTextContent('Pangalang nakasulat')
  expect(within(article).getByText('Mga ninuno sa tuhod')).toBeInTheDocument()
})

const RECORD: PersonRecord = {
  id: 8,
  first_name: 'Pedro',
  middle_name: null,
  last_name: 'Reyes',
  date_of_birth: '1990-05-17',
  age: 36,
  gender: 'Male',
  civil_status: 'Single',
  education_level: 'High School',
  occupation: 'Farmer',
  lineage: 'Agta',
  barangay: 'Ajos',
  barangay_code: '0405610001',
  address: 'Purok 3',
  birthplace: 'Purok 3',
  municipality: 'Catanauan',
  province: 'Quezon',
  health_condition: null,
  household_members: 2,
  household: { id: 3, head_id: null, head_name: null, head_outside: true, size: 2 },
  contact_number: '+639171234567',
  photo_url: null,
  thumb_url: null,
  family_tree: { father: null, mother: null, spouse: null, siblings: [], children: [] },
  legal_basis: 'law',
  consent_date: null,
  consent_recorded_by_name: null,
  consent_withdrawn_on: null,
  withdrawal_recorded_by_name: null,
  created_at: '2026-01-01T00:00:00Z',
  updated_at: '2026-01-01T00:00:00Z',
  version: 1,
  flags: { student: false, non_student: true, unemployed: false, pwd: false, not_attending_school: false },
}

function renderIndexForm() {
  answerByPath({ '/api/people/8': () => RECORD })
  renderRoutes([{ path: '/people/:id/index-form', element: <IndexFormPage /> }], { path: '/people/8/index-form', session: sessionAs('encoder') })
}

function householdHead(term: string) {
  return screen.getByText(term, { selector: 'dt' }).nextElementSibling
}

it("says the household's head is outside the reader's barangays, naming no one", async () => {
  await i18n.changeLanguage('en')
  renderIndexForm()
  await screen.findByText('Reyes', {}, FIRST_DATA)
  expect(householdHead('Head of the household')).toHaveTextContent(/^Head outside your barangays$/)
})

it("says so in Filipino", async () => {
  await i18n.changeLanguage('fil')
  renderIndexForm()
  await screen.findByText('Reyes', {}, FIRST_DATA)
  expect(householdHead('Puno ng sambahayan')).toHaveTextContent(/^Puno ng sambahayan na nasa labas ng inyong mga barangay$/)
})
