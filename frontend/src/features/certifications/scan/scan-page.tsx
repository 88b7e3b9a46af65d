import { zodResolver } from '@hookform/resolvers/zod'
import { useState } from 'react'
import { useForm } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { z } from 'zod'

import { Button } from '@/components/ui/button'
import { TextField } from '@/components/ui/text-field'

import { CameraScanner } from './camera-scanner'
import { useRegistryKey } from './registry-key'
import { ScanResult } from './scan-result'
import { checkQr, type QrCheck } from './verify-qr'

const MAX_LENGTH = 2000

/**
 * /verify/scan (public, no sign-in): a certificate's QR code read with the camera or pasted, its signature
 * checked on this device with the registry's keys (no network), then, when online, its revocation asked and what
 * it says compared with the registry's record.
 */
export default function ScanPage() {
  const { t } = useTranslation('verify-scan')
  const key = useRegistryKey()
  const [checked, setChecked] = useState<QrCheck | null>(null)
  const schema = z.object({ text: z.string().trim().min(1, t('form.required')).max(MAX_LENGTH) })
  const form = useForm<{ text: string }>({ resolver: zodResolver(schema), defaultValues: { text: '' } })

  async function check(text: string) {
    if (key.data) setChecked(await checkQr(text, key.data))
  }

  function scanned(text: string) {
    form.setValue('text', text)
    void check(text)
  }

  return (
    <main className="mx-auto max-w-lg px-4 py-10">
      <h1 className="text-2xl font-bold text-stone-900">{t('title')}</h1>
      <p className="mt-2 text-stone-700">{t('intro')}</p>
      {key.data ? (
        <p className="mt-2 text-sm text-stone-600">{t('key.ready', { keyId: key.data[0].keyId })}</p>
      ) : (
        <p role="status" className="mt-2 text-sm font-medium text-stone-800">
          {key.isPending ? t('key.loading') : t('key.missing')}
        </p>
      )}
      {key.data && (
        <div className="mt-6 space-y-6">
          <CameraScanner onText={scanned} />
          <form onSubmit={form.handleSubmit(({ text }) => check(text))} noValidate className="space-y-3">
            <TextField
              label={t('form.label')}
              hint={t('form.hint')}
              maxLength={MAX_LENGTH}
              autoComplete="off"
              spellCheck={false}
              error={form.formState.errors.text?.message}
              {...form.register('text', { onChange: () => setChecked(null) })}
            />
            <Button type="submit">{t('form.submit')}</Button>
          </form>
        </div>
      )}
      <div aria-live="polite">{checked && <ScanResult checked={checked} />}</div>
    </main>
  )
}
