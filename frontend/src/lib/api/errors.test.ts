import { i18n } from '@/lib/i18n'

import { ApiError, inLanguage, saidInLanguage } from './errors'

describe('a server message in the chosen language', () => {
  afterEach(async () => {
    await i18n.changeLanguage('en')
  })

  it('shows the catalogue text for the code, with the values in their places', async () => {
    await i18n.changeLanguage('fil')
    expect(inLanguage('auth.invalid_credentials', 'Invalid email or password.')).toBe('Mali po ang email o password.')
    expect(inLanguage('kinship.own_ancestor', 'This link would make Ana Cruz their own ancestor.', { name: 'Ana Cruz' })).toBe(
      'Dahil sa ugnayang ito, magiging ninuno ni Ana Cruz ang sarili niya.',
    )
  })

  it("falls back to the server's text for a code the app does not know (or none)", async () => {
    await i18n.changeLanguage('fil')
    expect(inLanguage('http.418', "I'm a teapot")).toBe("I'm a teapot")
    expect(inLanguage(undefined, 'Something new.')).toBe('Something new.')
  })

  it('never finds a code by the English text: a message without its code shows as sent', async () => {
    await i18n.changeLanguage('fil')
    expect(inLanguage(undefined, 'Invalid email or password.')).toBe('Invalid email or password.')
    expect(saidInLanguage({ message: 'Your password has been changed.', code: 'account.password_changed' })).toBe(
      'Napalitan na po ang inyong password.',
    )
  })

  it("words pydantic's own messages by their type", async () => {
    await i18n.changeLanguage('fil')
    expect(inLanguage('validation.int_parsing', 'Input should be a valid integer')).toBe('Maglagay po ng buong numero.')
    await i18n.changeLanguage('en')
    expect(inLanguage('validation.int_parsing', 'Input should be a valid integer')).toBe('Enter a whole number.')
  })

  it('translates the message and each field of a refusal', async () => {
    await i18n.changeLanguage('fil')
    const error = new ApiError(
      422,
      {
        error: 'Last name is required.',
        code: 'people.required.last_name',
        detail: {
          fields: { last_name: 'Last name is required.', age: 'Input should be a valid integer' },
          codes: { last_name: 'people.required.last_name', age: 'validation.int_parsing' },
        },
      },
      'fallback',
    )
    expect(error.message).toBe('Kailangan po ang apelyido.')
    expect(error.fields).toEqual({ last_name: 'Kailangan po ang apelyido.', age: 'Maglagay po ng buong numero.' })
  })

  it('keeps the English text in English', () => {
    expect(inLanguage('auth.invalid_credentials', 'ignored')).toBe('Invalid email or password.')
  })
})
