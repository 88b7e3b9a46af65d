import { useEffect, useRef, useState } from 'react'

import { i18n } from '@/lib/i18n'

/** The spec's message when the camera cannot be opened, in the interface's language. */
export const cameraError = () => i18n.t('people:messages.cameraError')

/** Rear camera preferred, ideal 1280x720, no audio (spec section 7). */
export const CAMERA_CONSTRAINTS: MediaStreamConstraints = {
  video: { width: { ideal: 1280 }, height: { ideal: 720 }, facingMode: { ideal: 'environment' } },
  audio: false,
}

function stop(stream: MediaStream | null) {
  stream?.getTracks().forEach((track) => track.stop())
}

/**
 * A live camera stream shown in `videoRef` while `active`; every track is stopped as soon as it is
 * not (Capture, Close, unmount), including a stream that arrives after the modal already closed.
 */
export function useCameraStream(active: boolean) {
  const videoRef = useRef<HTMLVideoElement>(null)
  const [state, setState] = useState<'idle' | 'starting' | 'live' | 'error'>('idle')

  useEffect(() => {
    if (!active) {
      // The state follows the camera, an outside system this effect starts and stops.
      // eslint-disable-next-line react-hooks/set-state-in-effect
      setState('idle')
      return
    }
    let cancelled = false
    let stream: MediaStream | null = null
    let attached: HTMLVideoElement | null = null
    setState('starting')
    const media = navigator.mediaDevices
    if (!media?.getUserMedia) {
      setState('error')
      return
    }
    media
      .getUserMedia(CAMERA_CONSTRAINTS)
      .then((granted) => {
        if (cancelled) {
          stop(granted)
          return
        }
        stream = granted
        attached = videoRef.current
        if (attached) {
          attached.srcObject = granted
          void attached.play?.()?.catch(() => undefined)
        }
        setState('live')
      })
      .catch(() => {
        if (!cancelled) setState('error')
      })
    return () => {
      cancelled = true
      stop(stream)
      if (attached) attached.srcObject = null
    }
  }, [active])

  return { videoRef, state, error: state === 'error' ? cameraError() : null }
}
