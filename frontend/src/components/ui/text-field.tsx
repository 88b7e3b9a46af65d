import { useId, type InputHTMLAttributes, type ReactNode, type Ref } from 'react'

export interface TextFieldProps extends InputHTMLAttributes<HTMLInputElement> {
  label: string
  /** Help text under the input, linked with aria-describedby. */
  hint?: string
  invalid?: boolean
  /** Id of the element that explains the error (e.g. the form's alert). */
  errorId?: string
  /** The field's own message, shown under it (the field is then invalid and described by it). */
  error?: string
  /** Rendered inside the input box on the right (e.g. a show/hide button). */
  trailing?: ReactNode
  ref?: Ref<HTMLInputElement>
}

export const inputClasses =
  'block min-h-11 w-full rounded-lg border bg-white px-3 py-2 text-base text-stone-900 shadow-sm ' +
  'placeholder:text-stone-400 focus:border-brand-600 focus:ring-2 focus:ring-brand-600/30 focus:outline-none'

export function TextField({ label, hint, invalid, errorId, error, trailing, id, className = '', ...input }: TextFieldProps) {
  const autoId = useId()
  const inputId = id ?? autoId
  const hintId = hint ? `${inputId}-hint` : undefined
  const ownErrorId = error ? `${inputId}-error` : undefined
  invalid = invalid || Boolean(error)
  const describedBy = [hintId, ownErrorId ?? (invalid ? errorId : undefined)].filter(Boolean).join(' ') || undefined
  return (
    <div className={className}>
      <label htmlFor={inputId} className="mb-1 block text-sm font-medium text-stone-800">
        {label}
      </label>
      <div className="relative">
        <input
          id={inputId}
          aria-invalid={invalid || undefined}
          aria-describedby={describedBy}
          className={`${inputClasses} ${invalid ? 'border-red-500' : 'border-stone-300'} ${trailing ? 'pr-12' : ''}`}
          {...input}
        />
        {trailing && <div className="absolute inset-y-0 right-0 flex items-center pr-1">{trailing}</div>}
      </div>
      {hint && (
        <p id={hintId} className="mt-1 text-xs text-stone-600">
          {hint}
        </p>
      )}
      {error && (
        <p id={ownErrorId} className="mt-1 text-sm font-medium text-red-700">
          {error}
        </p>
      )}
    </div>
  )
}
