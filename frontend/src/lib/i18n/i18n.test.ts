import { browserLanguage, i18n } from '@/lib/i18n'

describe('i18n', () => {
  it('has both catalogues bundled, with the same namespaces', () => {
    const en = Object.keys(i18n.options.resources?.en ?? {}).sort()
    const fil = Object.keys(i18n.options.resources?.fil ?? {}).sort()
    expect(en).toContain('common')
    expect(fil).toEqual(en)
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
