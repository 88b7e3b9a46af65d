import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'

import { Button } from '@/components/ui/button'
import { Modal } from '@/components/ui/modal'

import { useCameraStream } from '../hooks/use-camera-stream'

export const JPEG_QUALITY = 0.92

interface Props {
  open: boolean
  onClose: () => void
  /** Receives the captured still as a JPEG file; the modal closes afterwards. */
  onUsePhoto: (file: File) => void
}

interface Still {
  blob: Blob
  url: string
}

/** Take a Photo: live video, Capture gives a still (the stream stops), Retake restarts it, Use Photo hands it back. */
export function CameraModal({ open, onClose, onUsePhoto }: Props) {
  const { t } = useTranslation('people')
  const [still, setStill] = useState<Still | null>(null)
  const { videoRef, state, error } = useCameraStream(open && still === null)

  useEffect(() => {
    if (!still) return
    return () => URL.revokeObjectURL(still.url)
  }, [still])

  useEffect(() => {
    // Closing forgets the still; its object URL is revoked by the effect above.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    if (!open) setStill(null)
  }, [open])

  function capture() {
    const video = videoRef.current
    if (!video) return
    const canvas = document.createElement('canvas')
    canvas.width = video.videoWidth || 1280
    canvas.height = video.videoHeight || 720
    canvas.getContext('2d')?.drawImage(video, 0, 0, canvas.width, canvas.height)
    canvas.toBlob(
      (blob) => {
        if (blob) setStill({ blob, url: URL.createObjectURL(blob) })
      },
      'image/jpeg',
      JPEG_QUALITY,
    )
  }

  function usePhoto() {
    if (!still) return
    onUsePhoto(new File([still.blob], `camera-${Date.now()}.jpg`, { type: 'image/jpeg' }))
    onClose()
  }

  return (
    <Modal
      open={open}
      onClose={onClose}
      title={t('take_a_photo')}
      widthClass="max-w-2xl"
      showCloseButton={false}
      footer={
        <>
          <Button onClick={capture} disabled={state !== 'live' || still !== null}>
            {t('capture')}
          </Button>
          <Button variant="secondary" onClick={() => setStill(null)} disabled={still === null}>
            {t('retake')}
          </Button>
          <Button onClick={usePhoto} disabled={still === null}>
            {t('use_photo')}
          </Button>
          <Button variant="secondary" onClick={onClose}>
            {t('close')}
          </Button>
        </>
      }
    >
      <div className="relative aspect-video w-full overflow-hidden rounded-xl bg-stone-900">
        <video
          ref={videoRef}
          autoPlay
          playsInline
          muted
          aria-label={t('camera_preview')}
          className={`h-full w-full object-contain ${still ? 'hidden' : ''}`}
        />
        {/* The name tells the still apart from the live camera preview. */}
        {still && <img src={still.url} alt={t('captured_photo')} className="h-full w-full object-contain" />}
        {state === 'starting' && !still && (
          <p className="absolute inset-0 flex items-center justify-center text-sm text-stone-200">{t('starting_camera')}</p>
        )}
      </div>
      {error && (
        <p role="alert" className="mt-3 rounded-lg bg-red-50 px-3 py-2 text-sm text-red-800">
          {error}
        </p>
      )}
    </Modal>
  )
}
