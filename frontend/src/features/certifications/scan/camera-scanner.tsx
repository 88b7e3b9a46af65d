import jsQR from 'jsqr'
import { useEffect, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'

import { Alert } from '@/components/ui/alert'
import { Button } from '@/components/ui/button'

type CameraState = 'off' | 'starting' | 'on' | 'failed'

/** Reads a QR code with the device's camera (the back one on a phone), on this device only (jsQR). */
export function CameraScanner({ onText }: { onText: (text: string) => void }) {
  const { t } = useTranslation('verify-scan')
  const [state, setState] = useState<CameraState>('off')
  const video = useRef<HTMLVideoElement>(null)
  const stream = useRef<MediaStream | null>(null)
  const frame = useRef(0)

  function stop() {
    cancelAnimationFrame(frame.current)
    stream.current?.getTracks().forEach((track) => track.stop())
    stream.current = null
    setState((current) => (current === 'failed' ? current : 'off'))
  }

  useEffect(() => stop, [])

  function look(canvas: HTMLCanvasElement) {
    const source = video.current
    const context = canvas.getContext('2d', { willReadFrequently: true })
    if (!source || !context || !stream.current) return
    if (source.videoWidth > 0) {
      canvas.width = source.videoWidth
      canvas.height = source.videoHeight
      context.drawImage(source, 0, 0)
      const found = jsQR(context.getImageData(0, 0, canvas.width, canvas.height).data, canvas.width, canvas.height)
      if (found?.data) {
        stop()
        onText(found.data)
        return
      }
    }
    frame.current = requestAnimationFrame(() => look(canvas))
  }

  async function start() {
    setState('starting')
    try {
      stream.current = await navigator.mediaDevices.getUserMedia({ video: { facingMode: 'environment' } })
      setState('on')
      if (video.current) {
        video.current.srcObject = stream.current
        await video.current.play()
      }
      look(document.createElement('canvas'))
    } catch {
      stop()
      setState('failed')
    }
  }

  return (
    <div className="space-y-3">
      {state === 'on' || state === 'starting' ? (
        <Button variant="secondary" onClick={stop}>
          {t('camera.stop')}
        </Button>
      ) : (
        <Button variant="secondary" onClick={() => void start()}>
          {t('camera.start')}
        </Button>
      )}
      <video
        ref={video}
        muted
        playsInline
        aria-label={t('camera.video')}
        className={state === 'on' ? 'w-full max-w-sm rounded-lg border border-stone-300' : 'hidden'}
      />
      {state === 'starting' && <p role="status">{t('camera.starting')}</p>}
      {state === 'on' && <p role="status">{t('camera.looking')}</p>}
      {state === 'failed' && <Alert>{t('camera.failed')}</Alert>}
    </div>
  )
}
