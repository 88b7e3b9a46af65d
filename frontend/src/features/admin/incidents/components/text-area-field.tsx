import { useId, type Ref, type TextareaHTMLAttributes } from 'react'

import { inputClasses } from '@/components/ui/text-field'

interface Props extends TextareaHTMLAttributes<HTMLTextAreaElement> {
  label: string
  error?: string
  ref?: Ref<HTMLTextAreaElement>
}

/** A labelled text area with its own error message under it. */
export function TextAreaField({ label, error, id, className = '', ...area }: Props) {
  const autoId = useId()
  const areaId = id ?? autoId
  const errorId = error ? `${areaId}-error` : undefined
  return (
    <div className={className}>
      <label htmlFor={areaId} className="mb-1 block text-sm font-medium text-stone-800">
        {label}
      </label>
      <textarea
        id={areaId}
        rows={4}
        aria-invalid={error ? true : undefined}
        aria-describedby={errorId}
        className={`${inputClasses} ${error ? 'border-red-500' : 'border-stone-300'}`}
        {...area}
      />
      {error && (
        <p id={errorId} className="mt-1 text-sm font-medium text-red-700">
          {error}
        </p>
      )}
    </div>
  )
}
