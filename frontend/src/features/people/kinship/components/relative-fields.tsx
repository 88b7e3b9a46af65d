import { useEffect, type ReactNode } from 'react'
import { useWatch, type UseFormReturn } from 'react-hook-form'
import { useTranslation } from 'react-i18next'

import { Button } from '@/components/ui/button'

import type { PersonFormValues } from '../../lib/person-form-values'
import { useInheritedTribe } from '../api/get-inherited-tribe'
import { useRelatives } from '../api/get-relatives'
import { linksFrom } from '../lib/links'

import { RelativeField } from './relative-field'

interface Props {
  form: UseFormReturn<PersonFormValues>
  /** The person being edited; null when adding. */
  personId: number | null
  /** The fields between Spouse and Children (Siblings: derived from shared parents, typed names only). */
  children?: ReactNode
}

/**
 * The Family Tree section's relatives: Father, Mother, Spouse, (Siblings), Children, and the tribe suggested
 * from two linked parents who share one. An edited person's stored links become the form's `relatives` once
 * loaded (again after each save, when the form is reset).
 */
export function RelativeFields({ form, personId, children }: Props) {
  const stored = useRelatives(personId)
  const links = useWatch({ control: form.control, name: 'relatives' })
  const { setValue } = form
  const ready = personId === null || links !== undefined

  useEffect(() => {
    if (links === undefined && stored.data && !stored.isFetching) setValue('relatives', linksFrom(stored.data))
  }, [links, stored.data, stored.isFetching, setValue])

  const fields = { form, personId, ready }
  return (
    <>
      <RelativeField slot="father" {...fields} />
      <RelativeField slot="mother" {...fields} />
      <RelativeField slot="spouse" {...fields} />
      {children}
      <RelativeField slot="children" {...fields} />
      <TribeFromParents form={form} />
    </>
  )
}

/** 'Both linked parents are {tribe}.' with a button that sets the tribe, while the form has another one. */
function TribeFromParents({ form }: { form: UseFormReturn<PersonFormValues> }) {
  const { t } = useTranslation('kinship')
  const [links, lineage] = useWatch({ control: form.control, name: ['relatives', 'lineage'] })
  const tribe = useInheritedTribe(links?.father?.id ?? null, links?.mother?.id ?? null).data ?? null
  const differs = tribe !== null && tribe.toLowerCase() !== (lineage ?? '').trim().toLowerCase()
  if (!differs) return null
  return (
    <div className="flex flex-wrap items-center gap-3 rounded-xl border border-brand-200 bg-brand-50 px-4 py-3 text-sm text-brand-900 sm:col-span-2 lg:col-span-3">
      <span role="status">{t('tribe.shared', { tribe })}</span>
      <Button variant="secondary" onClick={() => form.setValue('lineage', tribe, { shouldDirty: true })}>
        {t('tribe.use', { tribe })}
      </Button>
    </div>
  )
}
