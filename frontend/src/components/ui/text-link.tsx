import { Link, type LinkProps } from '@/lib/navigation'

/** An in-app link that reads as a link (underlined on hover, brand colour). */
export function TextLink({ className = '', ...props }: LinkProps) {
  return (
    <Link
      className={`font-semibold text-brand-700 underline-offset-2 hover:text-brand-900 hover:underline ${className}`}
      {...props}
    />
  )
}
