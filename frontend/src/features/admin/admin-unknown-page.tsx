import { useTranslation } from 'react-i18next'

import { TextLink } from '@/components/ui/text-link'

import { ADMIN_SECTIONS } from './admin-layout'

/**
 * /admin/<anything else> (IPMR): an address the administration area does not have. The heading is the spec's
 * text for these paths ('Admin Dashboard (to be implemented)'); below it, the area's sections to go on to.
 */
export default function AdminUnknownPage() {
  const { t } = useTranslation('admin')
  return (
    <main className="mx-auto max-w-5xl space-y-3 p-6">
      <h1 className="text-2xl font-semibold">{t('unknown.title')}</h1>
      <p className="text-stone-700">{t('unknown.text')}</p>
      <ul className="list-inside list-disc space-y-1">
        {ADMIN_SECTIONS.map((section) => (
          <li key={section.path}>
            <TextLink to={section.path}>{t(`sections.${section.key}`)}</TextLink>
          </li>
        ))}
      </ul>
    </main>
  )
}
