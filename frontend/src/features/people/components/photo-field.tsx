import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'

import { Button } from '@/components/ui/button'
import { FallbackImage } from '@/components/ui/fallback-image'
import { photoProblem, type PhotoRules } from '@/lib/api/photo-upload'

import { CameraModal } from './camera-modal'
import { describedBy, FieldMessages, INPUT_CLASS } from './form-field'

interface Props {
  /** The new photo chosen or taken (uploaded after the person is saved), or null. */
  file: File | null
  onFileChange: (file: File | null) => void
  /** The stored photo of the person being edited. */
  currentUrl: string | null
  /** The server's upload rules: a photo breaking them is refused here, with the server's message. */
  rules: PhotoRules
}

const ID = 'person-photo'

/** Photo: a file input or the camera; shows a preview of the new photo, else the stored one. */
export function PhotoField({ file, onFileChange, currentUrl, rules }: Props) {
  const { t } = useTranslation('people')
  const [cameraOpen, setCameraOpen] = useState(false)
  const [problem, setProblem] = useState<string | null>(null)
  const hint = t('photoHint.types', { mb: Math.round(rules.max_bytes / (1024 * 1024)) })

  /** Keep a chosen or taken photo only when it meets the upload rules; otherwise say why beside the field. */
  function choose(next: File | null) {
    const message = next ? photoProblem(next, rules) : null
    setProblem(message)
    if (message) setInputKey((k) => k + 1)
    onFileChange(message ? null : next)
  }

  // The file input cannot be set from code; remount it whenever the chosen file is cleared or replaced.
  const [inputKey, setInputKey] = useState(0)
  useEffect(() => {
    if (!file) setInputKey((k) => k + 1)
  }, [file])
  const [previewUrl, setPreviewUrl] = useState<string | null>(null)
  useEffect(() => {
    if (!file) {
      // eslint-disable-next-line react-hooks/set-state-in-effect -- the object URL is made and revoked here
      setPreviewUrl(null)
      return
    }
    const url = URL.createObjectURL(file)
    setPreviewUrl(url)
    return () => URL.revokeObjectURL(url)
  }, [file])

  return (
    <div className="flex flex-wrap items-start gap-4">
      <FallbackImage
        src={previewUrl ?? currentUrl}
        alt={file ? t('new_photo_preview') : t('current_photo')}
        className="h-28 w-28 shrink-0 rounded-xl border border-stone-200"
      />
      <div className="min-w-0 flex-1 space-y-2">
        <label htmlFor={ID} className="block text-sm font-medium text-stone-700">
          {t('photo')}
        </label>
        <input
          key={inputKey}
          type="file"
          accept={rules.media_types.join(',')}
          {...describedBy(ID, { hint, error: problem ?? undefined })}
          onChange={(event) => choose(event.target.files?.[0] ?? null)}
          className={`${INPUT_CLASS} file:mr-3 file:rounded-md file:border-0 file:bg-brand-50 file:px-3 file:py-1 file:text-brand-800`}
        />
        <div className="flex flex-wrap gap-2">
          <Button variant="secondary" onClick={() => setCameraOpen(true)}>
            {t('use_camera')}
          </Button>
          {file && (
            <Button variant="ghost" onClick={() => choose(null)}>
              {t('remove_new_photo')}
            </Button>
          )}
        </div>
        <FieldMessages id={ID} hint={hint} error={problem ?? undefined} />
      </div>
      <CameraModal
        open={cameraOpen}
        onClose={() => setCameraOpen(false)}
        onUsePhoto={(taken) => {
          choose(taken)
          setInputKey((k) => k + 1)
        }}
      />
    </div>
  )
}
