import type { FamilyTree } from '../../api/types'
import { toList } from '../../lib/format'
import type { Relative, Relatives } from '../api/types'

const named = (name: string): Relative => ({ id: null, name, half: false })

/** The typed family tree of a person record as relatives without links: shown until the links have loaded. */
export function textRelatives(tree: FamilyTree): Relatives {
  return {
    father: tree.father ? named(tree.father) : null,
    mother: tree.mother ? named(tree.mother) : null,
    spouses: tree.spouse ? [named(tree.spouse)] : [],
    siblings: toList(tree.siblings).map(named),
    children: toList(tree.children).map(named),
  }
}
