import { useQuery } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'

import { Alert } from '@/components/ui/alert'
import { TextLink } from '@/components/ui/text-link'
import { api } from '@/lib/api/client'
import { unwrap } from '@/lib/api/errors'
import { formatLongDate } from '@/lib/long-date'

import { certificationKeys } from '../api/keys'

/** /verify/key (public): the key the certificates' QR codes are signed with, and the retired ones that still
 * check the papers they signed, for verifiers elsewhere. */
export default function KeyPage() {
  const { t, i18n } = useTranslation('verify-scan')
  const query = useQuery({
    queryKey: certificationKeys.publishedKey,
    queryFn: async ({ signal }) => unwrap(await api.GET('/api/verify/key', { signal })),
    retry: false,
  })
  const keys = query.data && [query.data.public_key, ...query.data.retired.map((key) => key.public_key)]
  const command = keys && `katutubo verify-qr "QR TEXT" ${keys.map((key) => `--public-key ${key}`).join(' ')}`
  return (
    <main className="mx-auto max-w-2xl px-4 py-10">
      <h1 className="text-2xl font-bold text-stone-900">{t('keyPage.title')}</h1>
      <p className="mt-2 text-stone-700">{t('keyPage.intro')}</p>
      {query.isPending && <p role="status">{t('key.loading')}</p>}
      {query.isError && <Alert>{t('keyPage.failed')}</Alert>}
      {query.data && (
        <dl className="mt-6 space-y-4">
          <div>
            <dt className="font-medium text-stone-700">{t('keyPage.keyId')}</dt>
            <dd className="font-mono">{query.data.key_id}</dd>
          </div>
          <div>
            <dt className="font-medium text-stone-700">{t('keyPage.publicKey')}</dt>
            <dd className="font-mono break-all">{query.data.public_key}</dd>
          </div>
          <div>
            <dt className="font-medium text-stone-700">{t('keyPage.pem')}</dt>
            <dd>
              <pre className="rounded-lg bg-stone-100 p-3 text-sm break-all whitespace-pre-wrap">{query.data.pem}</pre>
            </dd>
          </div>
          {query.data.retired.length > 0 && (
            <div>
              <dt className="font-medium text-stone-700">{t('keyPage.retired')}</dt>
              <dd>
                <p className="text-stone-700">{t('keyPage.retiredHint')}</p>
                <ul className="mt-2 space-y-2">
                  {query.data.retired.map((key) => (
                    <li key={key.key_id}>
                      <span className="font-mono">{key.key_id}</span>{' '}
                      {t('keyPage.retiredOn', { date: formatLongDate(key.retired_on, i18n.language) })}
                      <span className="block font-mono text-sm break-all">{key.public_key}</span>
                    </li>
                  ))}
                </ul>
              </dd>
            </div>
          )}
          <div>
            <dt className="font-medium text-stone-700">{t('keyPage.command')}</dt>
            <dd className="font-mono text-sm break-all">{command}</dd>
          </div>
        </dl>
      )}
      <p className="mt-6">
        <TextLink to="/verify/scan">{t('keyPage.scan')}</TextLink>
      </p>
    </main>
  )
}
