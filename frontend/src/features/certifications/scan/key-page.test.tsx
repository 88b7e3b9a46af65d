/** /verify/key: the current key, and each retired key with the day it was retired, all in the command. */
import { screen } from '@testing-library/react'

import { answerByPath, FIRST_DATA } from '@/test/render'
import { renderRoutes } from '@/test/render-routes'

import KeyPage from './key-page'

it('lists the retired keys with their dates and checks with every key by command', async () => {
  answerByPath({
    '/api/verify/key': () => ({
      public_key: 'Q1VSUkVOVA==',
      key_id: 'next-kid',
      pem: '-----BEGIN PUBLIC KEY-----',
      retired: [{ key_id: 'ours-kid', public_key: 'T0xE', retired_on: '2026-12-01' }],
    }),
  })
  renderRoutes([{ path: '/verify/key', element: <KeyPage /> }], { path: '/verify/key' })
  expect(await screen.findByText('Retired keys', {}, FIRST_DATA)).toBeInTheDocument()
  expect(screen.getByText('(retired on December 1, 2026)')).toBeInTheDocument()
  expect(screen.getByText('T0xE')).toBeInTheDocument()
  expect(
    screen.getByText('katutubo verify-qr "QR TEXT" --public-key Q1VSUkVOVA== --public-key T0xE'),
  ).toBeInTheDocument()
})
