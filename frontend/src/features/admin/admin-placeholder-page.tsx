import { useTranslation } from 'react-i18next'

export default function AdminPlaceholderPage() {
  const { t } = useTranslation('admin')
  return (
    <main className="mx-auto max-w-5xl p-6">
      <h1 className="text-2xl font-semibold">{t('admin_dashboard_to_be_implemented')}</h1>
    </main>
  )
}
