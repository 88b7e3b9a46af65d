import { useState, type FormEvent } from 'react'
import { useTranslation } from 'react-i18next'

import { Button } from '@/components/ui/button'
import { LoadError } from '@/components/ui/load-error'
import { ToastStack, useToasts, type Notify } from '@/components/ui/toast-stack'
import { errorMessage } from '@/lib/api/errors'
import { formatLongDate } from '@/lib/long-date'

import { usePrivacyNotice, type NoticeLanguage, type PrivacyNotice } from './api/get-privacy-notice'
import { useSavePrivacyNotice } from './api/save-privacy-notice'

/** Administration → Privacy notice (IPMR): the notice's text in English and Filipino, each change audited. */
export default function NoticeAdminPage() {
  const { t } = useTranslation('privacy-basis')
  const notice = usePrivacyNotice()
  // Here, not in the form: a save remounts the form with the saved texts, and its notice must outlive that.
  const { toasts, notify, dismiss } = useToasts()
  return (
    <section aria-labelledby="privacy-notice-title" className="space-y-4">
      <h2 id="privacy-notice-title" className="text-xl font-semibold text-brand-900">
        {t('admin.title')}
      </h2>
      <p className="max-w-3xl text-sm text-stone-700">{t('admin.intro')}</p>
      {notice.isPending && <p role="status">{t('notice.loading')}</p>}
      {notice.isError && <LoadError what={t('admin.title')} error={notice.error} onRetry={() => void notice.refetch()} />}
      {notice.isSuccess && <NoticeForm key={`${notice.data.en.text}|${notice.data.fil.text}`} notice={notice.data} notify={notify} />}
      <ToastStack toasts={toasts} onDismiss={dismiss} />
    </section>
  )
}

function NoticeForm({ notice, notify }: { notice: PrivacyNotice; notify: Notify }) {
  const { t, i18n } = useTranslation('privacy-basis')
  const [texts, setTexts] = useState({ en: notice.en.text, fil: notice.fil.text })
  const save = useSavePrivacyNotice()

  function onSubmit(event: FormEvent) {
    event.preventDefault()
    // The promise, not mutate's callbacks: the saved texts remount this form, and those would be dropped with it.
    void save.mutateAsync(texts).then(
      () => notify('success', t('admin.saved')),
      (error: unknown) => notify('error', errorMessage(error, t('admin.failed'))),
    )
  }

  function textArea(language: NoticeLanguage, label: string) {
    const shown = notice[language]
    const id = `privacy-notice-${language}`
    const status = shown.is_default
      ? t('admin.default_text')
      : t('admin.last_changed', {
          date: shown.updated_at ? formatLongDate(shown.updated_at.slice(0, 10), i18n.language) : '',
          name: shown.updated_by_name ?? '—',
        })
    return (
      <div>
        <label htmlFor={id} className="mb-1 block text-sm font-medium text-stone-800">
          {label}
        </label>
        <textarea
          id={id}
          lang={language}
          required
          rows={16}
          value={texts[language]}
          onChange={(event) => setTexts((now) => ({ ...now, [language]: event.target.value }))}
          aria-describedby={`${id}-status`}
          className="w-full rounded-lg border border-stone-300 p-2 text-sm"
        />
        <p id={`${id}-status`} className="mt-1 text-xs text-stone-600">
          {status}
        </p>
      </div>
    )
  }

  return (
    <form onSubmit={onSubmit} className="space-y-4">
      <div className="grid grid-cols-1 gap-4 lg:grid-cols-2">
        {textArea('en', t('admin.english'))}
        {textArea('fil', t('admin.filipino'))}
      </div>
      <Button type="submit" disabled={save.isPending}>
        {save.isPending ? t('admin.saving') : t('admin.save')}
      </Button>
    </form>
  )
}
