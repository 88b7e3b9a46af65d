import { useEffect, useState } from 'react'

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

const BUTTON =
  'rounded-lg px-4 py-2 text-sm font-medium disabled:cursor-not-allowed disabled:opacity-50'

/** Take a Photo: live video, Capture gives a still (the stream stops), Retake restarts it, Use Photo hands it back. */
export function CameraModal({ open, onClose, onUsePhoto }: Props) {
  const [still, setStill] = useState<Still | null>(null)
  const { videoRef, state, error } = useCameraStream(open && still === null)

  useEffect(() => {
    if (!still) return
    return () => URL.revokeObjectURL(still.url)
  }, [still])

  useEffect(() => {
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
      title="Take a Photo"
      widthClass="max-w-2xl"
      showCloseButton={false}
      footer={
        <>
          <button
            type="button"
            onClick={capture}
            disabled={state !== 'live' || still !== null}
            className={`${BUTTON} bg-brand-700 text-white hover:bg-brand-800`}
          >
            Capture
          </button>
          <button
            type="button"
            onClick={() => setStill(null)}
            disabled={still === null}
            className={`${BUTTON} border border-stone-300 hover:bg-stone-100`}
          >
            Retake
          </button>
          <button
            type="button"
            onClick={usePhoto}
            disabled={still === null}
            className={`${BUTTON} bg-emerald-700 text-white hover:bg-emerald-800`}
          >
            Use Photo
          </button>
          <button type="button" onClick={onClose} className={`${BUTTON} border border-stone-300 hover:bg-stone-100`}>
            Close
          </button>
        </>
      }
    >
      <div className="relative aspect-video w-full overflow-hidden rounded-xl bg-stone-900">
        <video
          ref={videoRef}
          autoPlay
          playsInline
          muted
          aria-label="Camera preview"
          className={`h-full w-full object-contain ${still ? 'hidden' : ''}`}
        />
        {still && <img src={still.url} alt="Captured photo" className="h-full w-full object-contain" />}
        {state === 'starting' && !still && (
          <p className="absolute inset-0 flex items-center justify-center text-sm text-stone-200">Starting camera…</p>
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
