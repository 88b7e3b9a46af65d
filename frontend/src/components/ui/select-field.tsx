import { useId, type Ref, type SelectHTMLAttributes } from 'react'

import { inputClasses } from './text-field'

interface SelectFieldProps extends SelectHTMLAttributes<HTMLSelectElement> {
  label: string
  options: readonly { value: string; label: string }[]
  /** The field's own message, shown under it (the field is then invalid and described by it). */
  error?: string
  ref?: Ref<HTMLSelectElement>
}

export function SelectField({ label, options, error, id, className = '', ...select }: SelectFieldProps) {
  const autoId = useId()
  const selectId = id ?? autoId
  const errorId = error ? `${selectId}-error` : undefined
  return (
    <div className={className}>
      <label htmlFor={selectId} className="mb-1 block text-sm font-medium text-stone-800">
        {label}
      </label>
      <select
        id={selectId}
        aria-invalid={error ? true : undefined}
        aria-describedby={errorId}
        className={`${inputClasses} ${error ? 'border-red-500' : 'border-stone-300'}`}
        {...select}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      {error && (
        <p id={errorId} className="mt-1 text-sm font-medium text-red-700">
          {error}
        </p>
      )}
    </div>
  )
}
