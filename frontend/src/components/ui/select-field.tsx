import { useId, type Ref, type SelectHTMLAttributes } from 'react'

import { inputClasses } from './text-field'

interface SelectFieldProps extends SelectHTMLAttributes<HTMLSelectElement> {
  label: string
  options: readonly { value: string; label: string }[]
  ref?: Ref<HTMLSelectElement>
}

export function SelectField({ label, options, id, className = '', ...select }: SelectFieldProps) {
  const autoId = useId()
  const selectId = id ?? autoId
  return (
    <div className={className}>
      <label htmlFor={selectId} className="mb-1 block text-sm font-medium text-stone-800">
        {label}
      </label>
      <select id={selectId} className={`${inputClasses} border-stone-300`} {...select}>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  )
}
