import { useTranslation } from 'react-i18next'

import { TextLink } from '@/components/ui/text-link'

import type { Certificate } from '../api/types'

/** On the certificate: the affiants named with it, if any. */
export function AffiantsLine({ cert }: { cert: Certificate }) {
  const { t } = useTranslation('affiants')
  if (cert.affiants.length === 0) return null
  return <p>{t('certificate.affiants', { names: cert.affiants.map((a) => a.name).join(t('certificate.and')) })}</p>
}

/** Beside the certificate's Print button: the joint affidavit's print page. */
export function AffidavitLink({ cert }: { cert: Certificate }) {
  const { t } = useTranslation('affiants')
  return <TextLink to={`/certifications/${cert.id}/affidavit`}>{t('certificate.affidavit')}</TextLink>
}
