import { browserLanguage, i18n } from '@/lib/i18n'
import { makeI18n } from '@/lib/i18n/i18n'

describe('i18n', () => {
  it('starts with the active language only, and loads the other one when someone switches to it', async () => {
    const chunk = (texts: Record<string, Record<string, unknown>>) => vi.fn(() => Promise.resolve({ default: texts }))
    const loaders = {
      en: { first: chunk({ common: { hello: 'Hello' } }), rest: chunk({ people: { add: 'Add New' } }) },
      fil: { first: chunk({ common: { hello: 'Kumusta' } }), rest: chunk({ people: { add: 'Magdagdag' } }) },
    }
    const { i18n: own, ready, complete } = makeI18n(loaders, 'en')
    await ready
    expect(own.t('hello')).toBe('Hello')
    await complete
    expect(own.t('people:add')).toBe('Add New')
    expect(loaders.fil.first).not.toHaveBeenCalled()
    expect(loaders.fil.rest).not.toHaveBeenCalled()

    await own.changeLanguage('fil')
    expect(own.t('hello')).toBe('Kumusta')
    expect(own.t('people:add')).toBe('Magdagdag')
  })

  it('the app has both languages with the same namespaces', () => {
    const en = Object.keys(i18n.store.data.en ?? {}).sort()
    expect(en).toContain('common')
    expect(Object.keys(i18n.store.data.fil ?? {}).sort()).toEqual(en)
  })

  it('follows the browser: Filipino or Tagalog → Filipino, anything else → English', () => {
    expect(browserLanguage(['fil-PH'])).toBe('fil')
    expect(browserLanguage(['tl', 'en'])).toBe('fil')
    expect(browserLanguage(['en-US'])).toBe('en')
    expect(browserLanguage(['ja-JP'])).toBe('en')
  })

  it('switches language and sets <html lang>', async () => {
    await i18n.changeLanguage('fil')
    expect(i18n.t('language.label')).toBe('Wika')
    expect(document.documentElement.lang).toBe('fil')
    await i18n.changeLanguage('en')
    expect(i18n.t('language.label')).toBe('Language')
    expect(document.documentElement.lang).toBe('en')
  })
})
