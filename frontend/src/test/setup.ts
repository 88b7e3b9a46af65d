import '@testing-library/jest-dom/vitest'
import { cleanup, configure } from '@testing-library/react'
import { afterAll, afterEach } from 'vitest'

import { i18n, i18nComplete } from '@/lib/i18n'

import { resetFetch, server, startServer, unhandledRequests } from './fetch-stub'

// MSW answers the app's requests (see fetch-stub.ts); started before any test module creates the API client.
startServer()

// The app loads its catalogues a chunk at a time; tests render any screen in either language: all are loaded first.
await i18nComplete
await i18n.loadLanguages(['en', 'fil'])

// findBy*/waitFor: a loaded machine (parallel suites) can be slower than the default 1 s.
configure({ asyncUtilTimeout: 3000 })

afterEach(() => {
  cleanup()
  if (i18n.language !== 'en') void i18n.changeLanguage('en')
  resetFetch()
  const unhandled = unhandledRequests.splice(0)
  if (unhandled.length) throw new Error(`Requests no test handler answered: ${unhandled.join(', ')}`)
})

afterAll(() => server.close())
