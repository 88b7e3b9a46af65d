import { useState } from 'react'

interface Step {
  id: number
  /** The name of the profile it was opened from (the Back button's). */
  from: string
}

export interface ProfileTrail {
  /** The profile to show: the last relative opened, else the one the modal was opened with. */
  shownId: number | null
  /** Where Back returns (null: nothing to go back to). */
  backTo: string | null
  /** How many times a relative was opened or Back pressed (0: the profile as first opened). */
  moves: number
  open: (id: number, from: string) => void
  back: () => void
}

/**
 * The profiles opened from a profile's family tree, newest last; opening the modal for another person starts
 * again from that person.
 */
export function useProfileTrail(rootId: number | null): ProfileTrail {
  const [state, setState] = useState<{ root: number | null; steps: Step[]; moves: number }>({
    root: rootId,
    steps: [],
    moves: 0,
  })
  if (state.root !== rootId) setState({ root: rootId, steps: [], moves: 0 })
  const steps = state.root === rootId ? state.steps : []
  return {
    shownId: rootId === null ? null : (steps.at(-1)?.id ?? rootId),
    backTo: steps.at(-1)?.from ?? null,
    moves: state.moves,
    open: (id, from) => setState((s) => ({ ...s, steps: [...s.steps, { id, from }], moves: s.moves + 1 })),
    back: () => setState((s) => ({ ...s, steps: s.steps.slice(0, -1), moves: s.moves + 1 })),
  }
}
