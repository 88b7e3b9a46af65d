import type { ReactNode } from 'react'

import { inputClasses } from '@/components/ui/text-field'

export const INPUT_CLASS = `${inputClasses} border-stone-300 aria-[invalid=true]:border-red-500 read-only:bg-stone-100 read-only:text-stone-600`

export const errorId = (id: string) => `${id}-error`
export const hintId = (id: string) => `${id}-hint`

/** ARIA wiring of an input: its hint and its server message (if any) describe it. */
export function describedBy(id: string, { hint, error }: { hint?: string; error?: string }) {
  const ids = [hint ? hintId(id) : '', error ? errorId(id) : ''].filter(Boolean).join(' ')
  return {
    id,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': ids || undefined,
  } as const
}

function RequiredMark() {
  return (
    <span aria-hidden="true" className="ml-0.5 text-red-600">
      *
    </span>
  )
}

export function FieldMessages({ id, hint, error }: { id: string; hint?: string; error?: string }) {
  return (
    <>
      {hint && (
        <p id={hintId(id)} className="mt-1 text-xs text-stone-500">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId(id)} className="mt-1 text-xs font-medium text-red-700">
          {error}
        </p>
      )}
    </>
  )
}

interface FieldProps {
  id: string
  label: string
  required?: boolean
  hint?: string
  error?: string
  children: ReactNode
  className?: string
}

/** A labelled control with its required mark (outside the label, so the name stays exact), hint and error. */
export function Field({ id, label, required, hint, error, children, className = '' }: FieldProps) {
  return (
    <div className={className}>
      <div className="mb-1 flex items-baseline text-sm font-medium text-stone-700">
        <label htmlFor={id}>{label}</label>
        {required && <RequiredMark />}
      </div>
      {children}
      <FieldMessages id={id} hint={hint} error={error} />
    </div>
  )
}

interface ChoiceProps {
  id: string
  legend: string
  options: readonly string[]
  /** An option's label (the stored value, sent as is, may differ from what is shown). */
  optionLabel?: (value: string) => string
  error?: string
  /** register(name) of react-hook-form, spread on every radio. */
  inputProps: Record<string, unknown>
}

/** A radio group (fieldset + legend) with the server's message under it. */
export function ChoiceField({ id, legend, options, optionLabel = (value) => value, error, inputProps }: ChoiceProps) {
  return (
    <fieldset
      aria-describedby={error ? errorId(id) : undefined}
      className="min-w-0"
    >
      <legend className="mb-1 text-sm font-medium text-stone-700">{legend}</legend>
      <div className="flex flex-wrap gap-x-4 gap-y-1">
        {options.map((option) => (
          <label key={option} className="inline-flex items-center gap-2 text-sm">
            <input type="radio" value={option} className="accent-brand-700" {...inputProps} />
            {optionLabel(option)}
          </label>
        ))}
      </div>
      <FieldMessages id={id} error={error} />
    </fieldset>
  )
}
