import '@testing-library/jest-dom/vitest'
import { cleanup, configure } from '@testing-library/react'
import { afterEach } from 'vitest'

import { installFetchStub, resetFetch } from './fetch-stub'

installFetchStub()

// findBy*/waitFor: a loaded machine (parallel suites) can be slower than the default 1 s.
configure({ asyncUtilTimeout: 3000 })

afterEach(() => {
  cleanup()
  resetFetch()
})
