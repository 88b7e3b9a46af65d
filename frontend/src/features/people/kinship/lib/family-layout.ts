import type { FamilyGraph, GraphNode } from '../api/types'

export const NODE_WIDTH = 168
export const NODE_HEIGHT = 60
const GAP_X = 24
const GAP_Y = 56

export interface Placed {
  node: GraphNode
  x: number
  y: number
}

export interface FamilyLayout {
  placed: Placed[]
  /** Parent to child: an elbow from the parent's bottom to the child's top. */
  lines: { key: string; path: string }[]
  /** Spouses side by side: a line between their boxes. */
  couples: { key: string; x1: number; x2: number; y: number }[]
  width: number
  height: number
}

const byAge = (a: GraphNode, b: GraphNode) => (b.age ?? -1) - (a.age ?? -1) || a.id - b.id

/**
 * Rows by generation (the eldest at the top). The person's row: siblings (eldest first), the person, spouses.
 * Each row above lists the parents of the row below in its order (father, then mother); each row below the
 * children of the row above (eldest first); spouses stand beside their partner. Rows are centred.
 */
export function layoutFamily(graph: FamilyGraph): FamilyLayout {
  const byId = new Map(graph.nodes.map((n) => [n.id, n]))
  const parentsOf = new Map<number, { father?: number; mother?: number }>()
  const childrenOf = new Map<number, number[]>()
  for (const link of graph.parents) {
    parentsOf.set(link.child_id, { ...parentsOf.get(link.child_id), [link.kind]: link.parent_id })
    childrenOf.set(link.parent_id, [...(childrenOf.get(link.parent_id) ?? []), link.child_id])
  }
  const spousesOf = new Map<number, number[]>()
  for (const { a, b } of graph.spouses) {
    spousesOf.set(a, [...(spousesOf.get(a) ?? []), b])
    spousesOf.set(b, [...(spousesOf.get(b) ?? []), a])
  }

  const rows = new Map<number, number[]>()
  const placedIds = new Set<number>()
  const generationOf = (id: number) => byId.get(id)?.generation
  function put(generation: number, id: number | undefined) {
    if (id === undefined || placedIds.has(id) || generationOf(id) !== generation) return
    placedIds.add(id)
    rows.set(generation, [...(rows.get(generation) ?? []), id])
    for (const spouse of spousesOf.get(id) ?? []) put(generation, spouse)
  }

  const generations = [...new Set(graph.nodes.map((n) => n.generation))]
  const root = byId.get(graph.root_id)
  const own = graph.nodes.filter((n) => n.generation === 0 && n.id !== graph.root_id).sort(byAge)
  const siblings = own.filter((n) => parentsOf.has(n.id))
  siblings.forEach((n) => put(0, n.id))
  if (root) put(0, root.id)
  own.forEach((n) => put(0, n.id))

  for (let g = -1; g >= Math.min(0, ...generations); g--) {
    for (const id of rows.get(g + 1) ?? []) {
      put(g, parentsOf.get(id)?.father)
      put(g, parentsOf.get(id)?.mother)
    }
    graph.nodes.filter((n) => n.generation === g).forEach((n) => put(g, n.id))
  }
  for (let g = 1; g <= Math.max(0, ...generations); g++) {
    for (const id of rows.get(g - 1) ?? []) {
      const children = (childrenOf.get(id) ?? []).map((c) => byId.get(c)).filter((c): c is GraphNode => !!c)
      children.sort(byAge).forEach((c) => put(g, c.id))
    }
    graph.nodes.filter((n) => n.generation === g).forEach((n) => put(g, n.id))
  }

  const ordered = [...rows.keys()].sort((a, b) => a - b)
  const rowWidth = (count: number) => count * NODE_WIDTH + Math.max(0, count - 1) * GAP_X
  const width = Math.max(NODE_WIDTH, ...ordered.map((g) => rowWidth(rows.get(g)?.length ?? 0)))
  const position = new Map<number, Placed>()
  ordered.forEach((g, rowIndex) => {
    const ids = rows.get(g) ?? []
    const left = (width - rowWidth(ids.length)) / 2
    ids.forEach((id, i) => {
      const node = byId.get(id)
      if (node) position.set(id, { node, x: left + i * (NODE_WIDTH + GAP_X), y: rowIndex * (NODE_HEIGHT + GAP_Y) })
    })
  })

  const lines = graph.parents.flatMap((link) => {
    const parent = position.get(link.parent_id)
    const child = position.get(link.child_id)
    if (!parent || !child) return []
    const px = parent.x + NODE_WIDTH / 2
    const cx = child.x + NODE_WIDTH / 2
    const mid = child.y - GAP_Y / 2
    return [{ key: `${link.parent_id}-${link.child_id}`, path: `M${px},${parent.y + NODE_HEIGHT} V${mid} H${cx} V${child.y}` }]
  })
  const couples = graph.spouses.flatMap(({ a, b }) => {
    const [left, right] = [position.get(a), position.get(b)].sort((p, q) => (p?.x ?? 0) - (q?.x ?? 0))
    if (!left || !right || left.y !== right.y) return []
    return [{ key: `${a}-${b}`, x1: left.x + NODE_WIDTH, x2: right.x, y: left.y + NODE_HEIGHT / 2 }]
  })
  return {
    placed: [...position.values()],
    lines,
    couples,
    width,
    height: Math.max(1, ordered.length) * (NODE_HEIGHT + GAP_Y) - GAP_Y,
  }
}
