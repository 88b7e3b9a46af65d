import { draftAtAddress, shownText, typedDraft, type SearchDraft } from './search-draft'

/** The box while typing "Tag" over nothing, the search "Ta" applied after the second letter. */
describe("a list's search box", () => {
  it('keeps a letter typed while the applied search reaches the address', () => {
    const applied: SearchDraft = { q: 'Ta', text: 'Ta', pending: true }
    // The address took "Ta": nothing is pending any more, the box still shows what was typed.
    const arrived = draftAtAddress(applied, 'Ta')
    expect(arrived).toEqual({ q: 'Ta', text: 'Ta', pending: false })
    // "g" is handled by a render from before the address changed (its search is still ""): typed over "Ta".
    const typed = typedDraft(arrived, '', 'Tag')
    expect(shownText(typed, 'Ta')).toBe('Tag')
  })

  it('keeps a letter typed before the address has caught up', () => {
    const typed = typedDraft({ q: 'Ta', text: 'Ta', pending: true }, '', 'Tag')
    expect(shownText(typed, '')).toBe('Tag')
    expect(shownText(draftAtAddress(typed, 'Ta'), 'Ta')).toBe('Tag')
  })

  it('shows the first letters typed over the address', () => {
    expect(shownText(typedDraft(null, '', 'T'), '')).toBe('T')
    expect(shownText(typedDraft(null, 'dela', 'dela '), 'dela')).toBe('dela ')
  })

  it("shows the address's search once Back or a link changes it", () => {
    const typed: SearchDraft = { q: 'Tag', text: 'Taga', pending: false }
    const back = draftAtAddress(typed, 'Ta')
    expect(back).toBeNull()
    expect(shownText(back, 'Ta')).toBe('Ta')
    // Typing on goes over the search shown.
    expect(shownText(typedDraft(back, 'Ta', 'Tab'), 'Ta')).toBe('Tab')
  })

  it('shows a search applied with Enter until the address has it, then keeps it', () => {
    const entered: SearchDraft = { q: 'Cruz', text: 'Cruz ', pending: true }
    expect(shownText(entered, '')).toBe('Cruz ')
    expect(shownText(draftAtAddress(entered, 'Cruz'), 'Cruz')).toBe('Cruz ')
  })
})
