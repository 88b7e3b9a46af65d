import { useState, type ImgHTMLAttributes } from 'react'

interface Props extends Omit<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'onError'> {
  src: string | null | undefined
  /** Also names the placeholder; '' marks a decorative image. */
  alt: string
  className?: string
}

/** An <img> that falls back to a neutral silhouette placeholder when missing or broken. */
export function FallbackImage({ src, alt, className = '', ...rest }: Props) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null)
  if (!src || failedSrc === src) {
    return (
      <span
        {...(alt ? { role: 'img', 'aria-label': alt } : { 'aria-hidden': true })}
        className={`inline-flex items-center justify-center overflow-hidden bg-stone-200 text-stone-400 ${className}`}
      >
        <svg viewBox="0 0 24 24" aria-hidden="true" className="h-3/4 w-3/4" fill="currentColor">
          <circle cx="12" cy="8" r="4" />
          <path d="M4 21c0-4.4 3.6-8 8-8s8 3.6 8 8z" />
        </svg>
      </span>
    )
  }
  return <img src={src} alt={alt} onError={() => setFailedSrc(src)} className={`object-cover ${className}`} {...rest} />
}
