import { useEffect, useState } from 'react'

import { Button } from '@/components/ui/button'
import { FallbackImage } from '@/components/ui/fallback-image'

import { CameraModal } from './camera-modal'
import { INPUT_CLASS } from './form-field'

interface Props {
  /** The new photo chosen or taken (uploaded after the person is saved), or null. */
  file: File | null
  onFileChange: (file: File | null) => void
  /** The stored photo of the person being edited. */
  currentUrl: string | null
}

/** Photo: a file input or the camera; shows a preview of the new photo, else the stored one. */
export function PhotoField({ file, onFileChange, currentUrl }: Props) {
  const [cameraOpen, setCameraOpen] = useState(false)
  // The file input cannot be set from code; remount it whenever the chosen file is cleared or replaced.
  const [inputKey, setInputKey] = useState(0)
  useEffect(() => {
    // eslint-disable-next-line react-hooks/set-state-in-effect -- remounts the uncontrolled file input
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
        alt={file ? 'New photo preview' : 'Current photo'}
        className="h-28 w-28 shrink-0 rounded-xl border border-stone-200"
      />
      <div className="min-w-0 flex-1 space-y-2">
        <label htmlFor="person-photo" className="block text-sm font-medium text-stone-700">
          Photo
        </label>
        <input
          key={inputKey}
          id="person-photo"
          type="file"
          accept="image/jpeg,image/png,image/webp,image/gif"
          onChange={(event) => onFileChange(event.target.files?.[0] ?? null)}
          className={`${INPUT_CLASS} file:mr-3 file:rounded-md file:border-0 file:bg-brand-50 file:px-3 file:py-1 file:text-brand-800`}
        />
        <div className="flex flex-wrap gap-2">
          <Button variant="secondary" onClick={() => setCameraOpen(true)}>
            Use Camera
          </Button>
          {file && (
            <Button variant="ghost" onClick={() => onFileChange(null)}>
              Remove new photo
            </Button>
          )}
        </div>
        <p className="text-xs text-stone-500">JPEG, PNG, WEBP or GIF, up to 5 MB.</p>
      </div>
      <CameraModal
        open={cameraOpen}
        onClose={() => setCameraOpen(false)}
        onUsePhoto={(taken) => {
          onFileChange(taken)
          setInputKey((k) => k + 1)
        }}
      />
    </div>
  )
}
