import { i18n } from '@/lib/i18n'

import { AUDIT_ACTIONS, actionLabel, fieldLabel, valueLabel } from './labels'

describe('the audit trail in words', () => {
  it.each(['en', 'fil'])('names every action in %s', (lng) => {
    const missing = AUDIT_ACTIONS.filter((action) => !i18n.exists(`actions.${action}`, { ns: 'audit', lng }))
    expect(missing).toEqual([])
  })

  it("names an action and a field in the interface's language; an unknown one as the server writes it", async () => {
    expect(actionLabel('person.deleted')).toBe('Person moved to the Trash')
    expect(fieldLabel('household_size')).toBe('Household size')
    await i18n.changeLanguage('fil')
    expect(actionLabel('person.deleted')).toBe('Inilipat sa Basurahan ang tao')
    expect(fieldLabel('occupation')).toBe('Hanapbuhay')
    expect(actionLabel('person.teleported')).toBe('person.teleported')
  })

  it('names a field whose name ends as a plural form would (_other) by its own label', async () => {
    await i18n.changeLanguage('en')
    expect(fieldLabel('nature_other')).toBe('Nature (described)')
    await i18n.changeLanguage('fil')
    expect(fieldLabel('data_other')).toBe('Iba pang datos na nasangkot')
  })

  it("names an export's recorded changes in Filipino (not 'List', 'Filters', 'Rows', 'all')", async () => {
    await i18n.changeLanguage('fil')
    expect(['list', 'filters', 'format', 'columns', 'rows'].map(fieldLabel)).toEqual([
      'Listahan',
      'Mga filter',
      'Uri ng file',
      'Mga column',
      'Mga hilera',
    ])
    expect(valueLabel('columns', 'all')).toBe('Lahat ng column')
    expect(valueLabel('list', 'chieftain')).toBe('Listahan ng Chieftain')
    expect(valueLabel('list', 'someone')).toBeNull()
  })

  it("gives a person's History its short words from the audit trail's own entry, else the trail's label", async () => {
    const history = ['person.created', 'person.updated', 'person.deleted', 'person.restored', 'person.purged', 'person.photo_changed', 'person.linked']
    expect(history.map((action) => actionLabel(action, 'history'))).toEqual([
      'Created',
      'Changed',
      'Moved to the Trash',
      'Restored from the Trash',
      'Deleted permanently',
      'Photo changed',
      'Relative linked',
    ])
    await i18n.changeLanguage('fil')
    expect(actionLabel('person.updated', 'history')).toBe('Binago')
    expect(actionLabel('person.updated')).toBe('Binago ang tala ng tao')
    expect(actionLabel('person.linked', 'history')).toBe(actionLabel('person.linked'))
  })
})
