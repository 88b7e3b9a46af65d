import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'

import { resetRoutes, route } from '../../test/fake-api'
import { defaultRoutes } from '../../test/fixtures'
import { renderWithProviders } from '../../test/render'
import type { FamilyGraph } from '../api/types'
import { layoutFamily } from '../lib/family-layout'

import { personName } from '@/lib/person-name'

import { WholeFamily } from './whole-family'

vi.setConfig({ testTimeout: 30_000 })

/** A node as the server sends it: 'Lola Santos' is sent as 'Santos, Lola' with its parts. */
const node = (id: number, shown: string, generation: number, age: number) => {
  const [first_name, last_name] = shown.split(' ')
  return {
    id,
    name: `${last_name}, ${first_name}`,
    first_name,
    middle_name: null,
    last_name,
    generation,
    age,
    gender: null,
    barangay: 'Ajos',
    lineage: null,
    thumb_url: null,
  }
}

const GRAPH: FamilyGraph = {
  root_id: 1,
  nodes: [
    node(3, 'Lola Santos', -2, 90),
    node(2, 'Maria Santos', -1, 60),
    node(1, 'Juan Cruz', 0, 35),
    node(5, 'Ana Cruz', 0, 38),
    node(6, 'Rosa Reyes', 0, 34),
    node(4, 'Carlo Cruz', 1, 8),
  ],
  parents: [
    { child_id: 2, parent_id: 3, kind: 'mother' },
    { child_id: 1, parent_id: 2, kind: 'mother' },
    { child_id: 5, parent_id: 2, kind: 'mother' },
    { child_id: 4, parent_id: 1, kind: 'father' },
  ],
  spouses: [{ a: 1, b: 6 }],
  truncated: false,
}

beforeEach(() => {
  resetRoutes()
  defaultRoutes('user')
  route('GET', '/api/people/1/family', { body: GRAPH })
})

describe('layoutFamily', () => {
  it('puts generations in rows, siblings before the person and the spouse beside them', () => {
    const layout = layoutFamily(GRAPH)
    const rows = new Map<number, string[]>()
    for (const p of [...layout.placed].sort((a, b) => a.x - b.x)) rows.set(p.y, [...(rows.get(p.y) ?? []), personName(p.node, 'display')])
    expect([...rows.entries()].sort((a, b) => a[0] - b[0]).map(([, names]) => names)).toEqual([
      ['Lola Santos'],
      ['Maria Santos'],
      ['Ana Cruz', 'Juan Cruz', 'Rosa Reyes'],
      ['Carlo Cruz'],
    ])
    expect(layout.lines).toHaveLength(4)
    expect(layout.couples).toHaveLength(1)
  })
})

describe('WholeFamily', () => {
  it('draws every person as a focusable node; Tab reaches them, Enter and Space open a profile', async () => {
    const user = userEvent.setup({ delay: null })
    const onOpen = vi.fn()
    renderWithProviders(<WholeFamily personId={1} name="Juan Cruz" onOpenPerson={onOpen} />)
    const drawing = await screen.findByRole('group', { name: 'Whole family of Juan Cruz' })
    const nodes = within(drawing).getAllByRole('button')
    // Named by the drawn name (then age and barangay), described by the generation.
    expect(nodes.map((n) => [n.querySelector('text')?.textContent, n.querySelector('desc')?.textContent])).toEqual([
      ['Lola Santos', '2 generations up'],
      ['Maria Santos', 'parent generation'],
      ['Ana Cruz', 'same generation'],
      ['Juan Cruz (You)', 'this person'],
      ['Rosa Reyes', 'same generation'],
      ['Carlo Cruz', 'child generation'],
    ])
    expect(nodes[1]).toHaveTextContent('Age 60 · Ajos')
    screen.getByRole('button', { name: 'Zoom in' }).focus()
    await user.tab()
    expect(nodes[0]).toHaveFocus()
    await user.tab()
    await user.keyboard('{Enter}')
    expect(onOpen).toHaveBeenLastCalledWith(2)
    await user.tab()
    await user.tab()
    await user.keyboard('{Enter}') // the person themself: nothing to open
    expect(onOpen).toHaveBeenCalledTimes(1)
    await user.tab()
    await user.keyboard(' ')
    expect(onOpen).toHaveBeenLastCalledWith(6)
  })

  it('zooms with its buttons, from 50% to 200%', async () => {
    const user = userEvent.setup({ delay: null })
    renderWithProviders(<WholeFamily personId={1} name="Juan Cruz" onOpenPerson={() => {}} />)
    const drawing = await screen.findByRole('group', { name: 'Whole family of Juan Cruz' })
    const width = Number(drawing.getAttribute('width'))
    await user.click(screen.getByRole('button', { name: 'Zoom in' }))
    expect(screen.getByText('Zoom 125%')).toBeInTheDocument()
    expect(Number(drawing.getAttribute('width'))).toBeCloseTo(width * 1.25)
    await user.click(screen.getByRole('button', { name: 'Zoom out' }))
    await user.click(screen.getByRole('button', { name: 'Zoom out' }))
    await user.click(screen.getByRole('button', { name: 'Zoom out' }))
    expect(screen.getByRole('button', { name: 'Zoom out' })).toBeDisabled()
    expect(screen.getByText('Zoom 50%')).toBeInTheDocument()
  })
})
