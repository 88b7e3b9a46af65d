import { useEffect, useImperativeHandle, useRef, type Ref } from 'react'
import { useTranslation } from 'react-i18next'
import type {} from 'altcha/types/react'

import type { AltchaWidgetElement } from 'altcha/types/generic'

import { setCaptchaStrings } from '@/lib/captcha/altcha-strings'

export const CAPTCHA_CHALLENGE_URL = '/api/captcha/challenge'

export interface CaptchaHandle {
  /** Back to unsolved (a solution is accepted once by the server). */
  reset: () => void
}

interface CaptchaFieldProps {
  /** The solved payload, or null when unsolved, expired or failed. */
  onChange: (payload: string | null) => void
  /** The widget itself failed (e.g. the challenge could not be fetched). */
  onError: () => void
  ref?: Ref<CaptchaHandle>
}

interface StateChangeDetail {
  state?: string
  payload?: string
}

/** What counts as a first use of the form: the widget's code loads then. */
const FIRST_USE = ['focusin', 'pointerover', 'pointerdown', 'touchstart', 'keydown'] as const

/** The self-hosted ALTCHA proof-of-work widget ("I'm not a robot"), loaded on the form's first use. */
export function CaptchaField({ onChange, onError, ref }: CaptchaFieldProps) {
  const { t, i18n } = useTranslation('auth')
  const language = i18n.language
  const widgetRef = useRef<AltchaWidgetElement>(null)
  const handlers = useRef({ onChange, onError })
  const texts = useRef({ language, strings: {} as Record<string, string> })
  useEffect(() => {
    handlers.current = { onChange, onError }
  }, [onChange, onError])

  useImperativeHandle(ref, () => ({
    reset: () => {
      widgetRef.current?.reset?.()
      handlers.current.onChange(null)
    },
  }))

  // The widget's code (some 30 kB gzip) loads when the form is first touched, focused or
  // pointed at: the screen shows without it, and the proof of work starts only on a tick anyway.
  useEffect(() => {
    const found = widgetRef.current?.closest('form') ?? widgetRef.current?.parentElement
    if (!found) return
    const area: HTMLElement = found
    function stop() {
      for (const name of FIRST_USE) area.removeEventListener(name, load)
    }
    function load() {
      stop()
      void import('@/lib/captcha/load-altcha').then(() => setCaptchaStrings(texts.current.language, texts.current.strings))
    }
    if (area.contains(document.activeElement)) load()
    else for (const name of FIRST_USE) area.addEventListener(name, load, { passive: true })
    return stop
  }, [])

  useEffect(() => {
    const widget = widgetRef.current
    if (!widget) return
    function onStateChange(event: Event) {
      const { state, payload } = (event as CustomEvent<StateChangeDetail>).detail ?? {}
      if (state === 'verified' && payload) handlers.current.onChange(payload)
      else handlers.current.onChange(null)
      if (state === 'error') handlers.current.onError()
    }
    widget.addEventListener('statechange', onStateChange)
    return () => widget.removeEventListener('statechange', onStateChange)
  }, [])

  // The widget's texts in the interface's language: registered now if its code has loaded, else once it has.
  useEffect(() => {
    texts.current = { language, strings: t('captchaWidget', { returnObjects: true }) as Record<string, string> }
    setCaptchaStrings(texts.current.language, texts.current.strings)
  }, [t, language])

  return (
    <div className="min-h-16">
      <altcha-widget
        ref={widgetRef}
        language={language}
        challenge={CAPTCHA_CHALLENGE_URL}
        style={{
          '--altcha-max-width': '100%',
          '--altcha-border-radius': '0.5rem',
          '--altcha-color-primary': 'var(--color-brand-700)',
          '--altcha-color-success': '#047857',
        }}
      />
    </div>
  )
}
