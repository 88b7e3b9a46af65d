import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'

import { fetchStub, jsonResponse } from '@/test/fetch-stub'
import { answerByPath, FIRST_DATA, LocationProbe, renderScreen } from '@/test/render'

import { carouselWindow } from '../lib/carousel'

import { BarangayCarousel } from './barangay-carousel'

const NAMES = ['Ajos', 'Anusan', 'Barangay 1', 'Barangay 10', 'Barangay 2', 'Barangay 3', 'Barangay 4']
const BARANGAYS = NAMES.map((name, index) => ({
  name,
  population: index * 1000 + 5,
  photo_url: `/api/barangays/${encodeURIComponent(name)}/photo`,
}))

function session(role: 'ipmr' | 'chieftain' | 'user') {
  return { user: { id: 1, email: 'a@example.org', display_name: 'A', role, role_label: role, created_at: '' }, captcha: false }
}

beforeEach(() => {
  answerByPath({ '/api/barangays': () => ({ items: BARANGAYS }), '/api/session': () => session('user') })
})

const cardNames = () => screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)

describe('carouselWindow', () => {
  it('moves by whole windows of three and clamps at the ends', () => {
    expect(carouselWindow(NAMES, 0)).toMatchObject({ visible: NAMES.slice(0, 3), hasPrevious: false, hasNext: true, next: 3 })
    expect(carouselWindow(NAMES, 6)).toMatchObject({ visible: ['Barangay 4'], hasPrevious: true, hasNext: false, previous: 3 })
    expect(carouselWindow(NAMES, 99).from).toBe(6)
    expect(carouselWindow([], 3)).toMatchObject({ visible: [], hasPrevious: false, hasNext: false })
  })
})

describe('BarangayCarousel', () => {
  it('keeps its position in the address, so Back and reload return to it', async () => {
    const user = userEvent.setup()
    const ui = (
      <>
        <BarangayCarousel />
        <LocationProbe />
      </>
    )
    const first = renderScreen(ui, { path: '/home?q=x' })
    await screen.findByRole('heading', { name: 'Ajos' }, FIRST_DATA)
    await user.click(screen.getByRole('button', { name: 'Next barangays' }))
    expect(screen.getByTestId('location')).toHaveTextContent('/home?q=x&from=4')
    await user.click(screen.getByRole('button', { name: 'Previous barangays' }))
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/home\?q=x$/)
    first.unmount()

    renderScreen(ui, { path: '/home?from=4' })
    expect(await screen.findByRole('heading', { name: 'Barangay 10' }, FIRST_DATA)).toBeInTheDocument()
    expect(cardNames()).toEqual(['Barangay 10', 'Barangay 2', 'Barangay 3'])
    expect(screen.getByText('4–6 of 7')).toBeInTheDocument()
  })

  it("names each barangay once: its heading, not also its photo's text", async () => {
    renderScreen(<BarangayCarousel />)
    const card = (await screen.findByRole('heading', { name: 'Ajos' }, FIRST_DATA)).closest('article')!
    expect(within(card).queryByRole('img')).not.toBeInTheDocument()
    expect(within(card).getAllByText(/Ajos/)).toHaveLength(1)
    expect(card.querySelectorAll('[alt*="Ajos"], [aria-label*="Ajos"]')).toHaveLength(0)
  })

  it('shows three cards at a time and pages with the arrows', async () => {
    const user = userEvent.setup()
    renderScreen(<BarangayCarousel />)
    expect(screen.getByText('Loading populations…')).toBeInTheDocument()
    expect(await screen.findByRole('heading', { name: 'Ajos' }, FIRST_DATA)).toBeInTheDocument()
    expect(cardNames()).toEqual(['Ajos', 'Anusan', 'Barangay 1'])
    const previous = screen.getByRole('button', { name: 'Previous barangays' })
    const next = screen.getByRole('button', { name: 'Next barangays' })
    expect(previous).toBeDisabled()

    await user.click(next)
    expect(cardNames()).toEqual(['Barangay 10', 'Barangay 2', 'Barangay 3'])
    await user.click(next)
    expect(cardNames()).toEqual(['Barangay 4'])
    expect(next).toBeDisabled()
    expect(screen.getByText('7–7 of 7')).toBeInTheDocument()

    await user.click(previous)
    expect(cardNames()).toEqual(['Barangay 10', 'Barangay 2', 'Barangay 3'])
  })

  it('gives each card its population and a See Details link to the barangay list', async () => {
    const user = userEvent.setup()
    renderScreen(<BarangayCarousel />)
    const card = (await screen.findByRole('heading', { name: 'Barangay 1' }, FIRST_DATA)).closest('article')!
    expect(within(card).getByText('A total population of 2,005')).toBeInTheDocument()
    // The photo is decorative: the heading names the barangay ("Barangay Barangay 1" said it twice).
    expect(within(card).queryByRole('img')).not.toBeInTheDocument()
    expect(within(card).queryByRole('button', { name: 'Change photo' })).not.toBeInTheDocument()
    await user.click(within(card).getByRole('link', { name: 'See Details' }))
    expect(screen.getByTestId('location')).toHaveTextContent('/total-population?barangay=Barangay+1')
  })

  it('lets IPMR upload a new photo for a barangay', async () => {
    const user = userEvent.setup()
    answerByPath({
      '/api/barangays': () => ({ items: BARANGAYS }),
      '/api/session': () => session('ipmr'),
      '/api/barangays/Ajos/photo': () => jsonResponse(BARANGAYS[0]),
    })
    const { container } = renderScreen(<BarangayCarousel />)
    const card = (await screen.findByRole('heading', { name: 'Ajos' }, FIRST_DATA)).closest('article')!
    const button = await within(card).findByRole('button', { name: 'Change photo' })
    expect(button).toHaveAccessibleDescription('Ajos')
    const input = container.querySelector<HTMLInputElement>('input[type="file"]')!
    await user.upload(input, new File(['x'], 'ajos.jpg', { type: 'image/jpeg' }))
    expect(await screen.findByText('Photo updated for Ajos.')).toBeInTheDocument()
    const request = fetchStub.mock.calls
      .map(([input]) => input as Request)
      .find((sent) => new URL(sent.url).pathname.endsWith('/photo'))!
    expect([new URL(request.url).pathname, request.method]).toEqual(['/api/barangays/Ajos/photo', 'PUT'])
    expect(request.headers.get('content-type')).toMatch(/^multipart\/form-data/)
    // (jsdom's File loses its name and bytes inside Node's Request; its type is kept)
    expect(((await request.formData()).get('file') as File).type).toBe('image/jpeg')
  })

  it('says so when the populations cannot be loaded', async () => {
    answerByPath({ '/api/barangays': () => new Response('', { status: 500 }) })
    renderScreen(<BarangayCarousel />)
    expect(await screen.findByText('Failed to load populations.', undefined, FIRST_DATA)).toBeInTheDocument()
  })
})

describe("an encoder's barangay cards", () => {
  it('shows only the barangays the encoder keeps', async () => {
    const encoder = { ...session('user'), user: { ...session('user').user, role: 'encoder', barangays: ['Anusan', 'Barangay 2'] } }
    answerByPath({ '/api/barangays': () => ({ items: BARANGAYS }), '/api/session': () => encoder })
    renderScreen(<BarangayCarousel />)
    await screen.findByRole('heading', { name: 'Anusan' }, FIRST_DATA)
    expect(cardNames()).toEqual(['Anusan', 'Barangay 2'])
  })
})
