import { personName } from '@/lib/person-name'
import { useEffect, useId, useMemo, useRef } from 'react'
import { useWatch, type UseFormReturn } from 'react-hook-form'
import { useTranslation } from 'react-i18next'

import { SuggestionList, useSuggestionNav } from '@/components/ui/suggestion-list'
import { useDebouncedValue } from '@/lib/use-debounced-value'

import { describedBy, FieldMessages, INPUT_CLASS } from '../../components/form-field'
import type { PersonFormValues } from '../../lib/person-form-values'
import { MIN_TYPED, useCandidates, type CandidateParams } from '../api/get-candidates'
import type { Candidate, Role } from '../api/types'
import { candidateLink, lastTypedName, NO_LINKS, withoutLastName, type LinkedPerson, type RelativeLinks } from '../lib/links'

/** A relative's form field: the typed name (as today) and the linked people of the registry. */
export type RelativeSlot = 'father' | 'mother' | 'spouse' | 'children'

const LINKS_OF = { father: 'father', mother: 'mother', spouse: 'spouses', children: 'children' } as const
const ROLE_OF: Record<RelativeSlot, Role> = { father: 'father', mother: 'mother', spouse: 'spouse', children: 'child' }
const MANY = new Set<RelativeSlot>(['spouse', 'children'])

interface Props {
  form: UseFormReturn<PersonFormValues>
  slot: RelativeSlot
  /** The person being edited (left out of the suggestions), null when adding. */
  personId: number | null
  /** False while an edited person's links are loading: nothing can be linked yet. */
  ready: boolean
}

function linkedOf(links: RelativeLinks | undefined, slot: RelativeSlot): LinkedPerson[] {
  const value = (links ?? NO_LINKS)[LINKS_OF[slot]]
  return Array.isArray(value) ? value : value ? [value] : []
}

function withLinked(links: RelativeLinks | undefined, slot: RelativeSlot, people: LinkedPerson[]): RelativeLinks {
  const key = LINKS_OF[slot]
  const base = links ?? NO_LINKS
  return key === 'father' || key === 'mother' ? { ...base, [key]: people[0] ?? null } : { ...base, [key]: people }
}

/**
 * Father, Mother, Spouse or Children of the person form. Typing suggests matching people of the registry
 * (name, barangay, plausible age; arrows, Enter, Escape); choosing one links their record (shown as a chip
 * with a remove button), while a name not in the registry stays typed text, as before. Father and mother
 * hold one person (a link or a name); spouse and children may link several besides the typed text.
 */
export function RelativeField({ form, slot, personId, ready }: Props) {
  const { t } = useTranslation('kinship')
  const { t: fieldLabel } = useTranslation('person-fields')
  const id = `person-${slot}`
  const { control, register, setValue, formState } = form
  const text = useWatch({ control, name: slot }) ?? ''
  const links = useWatch({ control, name: 'relatives' })
  const [born, age, barangay] = useWatch({ control, name: ['date_of_birth', 'age', 'barangay'] })
  const many = MANY.has(slot)
  const linked = useMemo(() => linkedOf(links, slot), [links, slot])
  const showInput = many || linked.length === 0
  const error = formState.errors[slot]?.message
  const hint = slot === 'children' ? t('hint.many') : t('hint.one')
  const label = fieldLabel(slot)
  const labelId = useId()
  const listId = `${id}-suggestions`

  const typed = slot === 'children' ? lastTypedName(text) : text.trim()
  const [query] = useDebouncedValue(typed, 200)
  const params: CandidateParams = {
    q: ready ? query : '',
    role: ROLE_OF[slot],
    ...(personId !== null ? { person_id: personId } : {}),
    ...(born ? { date_of_birth: born } : /^\d+$/.test(age.trim()) ? { age: Number(age) } : {}),
    ...(barangay ? { barangay } : {}),
  }
  const candidates = useCandidates(params)
  const found = candidates.data?.items
  const enough = typed.length >= MIN_TYPED
  // The same array until the answer or the links change (the list keeps its highlighted row meanwhile).
  const items = useMemo(
    () => (enough ? (found ?? []).filter((c) => !linked.some((p) => p.id === c.id)) : []),
    [found, linked, enough],
  )

  const inputRef = useRef<HTMLInputElement | null>(null)
  const chipsRef = useRef<HTMLUListElement | null>(null)
  const focusChip = useRef(false)
  const nav = useSuggestionNav({ items, inputRef, onPick: pick })

  function pick(candidate: Candidate) {
    const person = candidateLink(candidate)
    setValue('relatives', withLinked(links, slot, many ? [...linked, person] : [person]), { shouldDirty: true })
    setValue(slot, slot === 'children' ? withoutLastName(text) : '', { shouldDirty: true })
    if (!many) focusChip.current = true
  }

  function unlink(person: LinkedPerson) {
    setValue('relatives', withLinked(links, slot, linked.filter((p) => p.id !== person.id)), { shouldDirty: true })
    if (!many) window.setTimeout(() => inputRef.current?.focus(), 0)
    else inputRef.current?.focus()
  }

  // A chosen father or mother replaces the input: focus moves to the chip's remove button.
  useEffect(() => {
    if (!focusChip.current) return
    focusChip.current = false
    chipsRef.current?.querySelector('button')?.focus()
  })

  const { ref: registerRef, onChange, onBlur, ...field } = register(slot)
  return (
    <div className="min-w-0">
      <div className="mb-1 text-sm font-medium text-stone-700">
        {showInput ? (
          <label id={labelId} htmlFor={id}>
            {label}
          </label>
        ) : (
          <span id={labelId}>{label}</span>
        )}
      </div>
      {linked.length > 0 && (
        <ul ref={chipsRef} aria-label={t('linkedList', { field: label })} className="mb-2 flex flex-wrap gap-2">
          {linked.map((person) => (
            <li
              key={person.id}
              className="inline-flex max-w-full items-center gap-1 rounded-full border border-brand-300 bg-brand-50 py-1 pl-3 pr-1 text-sm text-brand-900"
            >
              <span className="truncate">
                {person.name}
                <span className="sr-only"> ({t('linked')})</span>
              </span>
              {person.barangay && <span className="shrink-0 text-xs text-stone-600">· {person.barangay}</span>}
              <button
                type="button"
                onClick={() => unlink(person)}
                aria-label={t('remove', { name: person.name })}
                className="ml-1 inline-flex h-8 w-8 shrink-0 items-center justify-center rounded-full text-brand-800 hover:bg-brand-100"
              >
                <span aria-hidden="true">×</span>
              </button>
            </li>
          ))}
        </ul>
      )}
      {showInput && (
        <div className="relative">
          <input
            type="text"
            className={INPUT_CLASS}
            {...describedBy(id, { hint, error })}
            {...nav.comboboxProps(listId)}
            {...field}
            ref={(node) => {
              inputRef.current = node
              registerRef(node)
            }}
            onChange={(event) => {
              void onChange(event)
              nav.open()
            }}
            onKeyDown={(event) => {
              nav.onKeyDown(event)
            }}
            onBlur={(event) => {
              nav.close()
              void onBlur(event)
            }}
          />
          {nav.isOpen && (
            <SuggestionList
              id={listId}
              label={t('suggestions')}
              items={items}
              activeIndex={nav.activeIndex}
              getKey={(candidate) => String(candidate.id)}
              onPick={nav.pick}
              onHover={nav.setActiveIndex}
            >
              {(candidate) => (
                <span className="flex flex-col">
                  <span className="font-medium">{personName(candidate, 'display')}</span>
                  <span className="text-xs text-stone-600">
                    {candidate.age === null || candidate.age === undefined
                      ? t('suggestionNoAge', { barangay: candidate.barangay })
                      : t('suggestionDetails', { barangay: candidate.barangay, age: candidate.age })}
                  </span>
                </span>
              )}
            </SuggestionList>
          )}
        </div>
      )}
      <FieldMessages id={id} hint={showInput ? hint : undefined} error={error} />
    </div>
  )
}
