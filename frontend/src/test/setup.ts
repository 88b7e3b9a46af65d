import '@testing-library/jest-dom/vitest'
import { cleanup } from '@testing-library/react'
import { afterEach } from 'vitest'

import { installFetchStub, resetFetch } from './fetch-stub'

installFetchStub()

afterEach(() => {
  cleanup()
  resetFetch()
})
