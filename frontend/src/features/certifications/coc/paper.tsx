import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { useNavigate } from 'react-router'

import { Button } from '@/components/ui/button'
import { LoadError } from '@/components/ui/load-error'
import { PrintButton, PrintedLine } from '@/components/ui/print-button'
import { useSession } from '@/lib/auth/session'

interface Props {
  title: string
  query: { isPending: boolean; isError: boolean; error: Error | null; refetch: () => unknown }
  children: ReactNode
}

/** A paper of the COC packet: Back (to the profile it was opened from) and Print on screen; on A4 the title, the paper, who printed it. */
export function CocPaper({ title, query, children }: Props) {
  const { t } = useTranslation('certifications')
  const { user } = useSession()
  const navigate = useNavigate()
  return (
    <main className="mx-auto max-w-4xl space-y-5 px-3 py-4 sm:px-6 print:max-w-none print:p-0">
      <div className="flex flex-wrap items-center gap-3 print:hidden">
        <Button variant="secondary" onClick={() => void navigate(-1)}>
          {t('coc.back')}
        </Button>
        <PrintButton />
      </div>
      <article aria-labelledby="coc-title" className="space-y-5 border border-stone-300 bg-white p-4 text-stone-900 sm:p-8 print:border-0 print:p-0">
        <header className="text-center">
          <p className="text-sm text-stone-700">{t('coc.packet')}</p>
          <h1 id="coc-title" className="text-2xl font-bold">
            {title}
          </h1>
        </header>
        {query.isPending && <p role="status">{t('common.loading')}</p>}
        {query.isError && query.error && <LoadError what={t('coc.what')} error={query.error} onRetry={() => void query.refetch()} />}
        {children}
      </article>
      <PrintedLine name={user?.display_name} />
    </main>
  )
}

/** Signature lines: the person, the Chieftain and the IPMR, each with a line for the date. */
export function SignatureLines() {
  const { t } = useTranslation('certifications')
  const signers = [t('coc.signPerson'), t('coc.signChieftain'), t('coc.signIpmr')]
  return (
    <div className="grid grid-cols-1 gap-8 pt-8 sm:grid-cols-3 print:grid-cols-3">
      {signers.map((signer) => (
        <div key={signer} className="text-center text-sm">
          <div className="h-10 border-b border-stone-800" />
          <p className="mt-1 font-medium">{signer}</p>
          <p className="mt-4 border-b border-stone-400 pb-1 text-left text-xs text-stone-600">{t('coc.date')}</p>
        </div>
      ))}
    </div>
  )
}

/** A paper form's lines: each label, and its value on a dotted line (to write on by hand when empty). */
export function FormLines({ rows, className }: { rows: readonly (readonly [string, string])[]; className: string }) {
  return (
    <dl className={`grid gap-x-3 ${className}`}>
      {rows.map(([term, value]) => (
        <div key={term} className="contents">
          <dt className="text-stone-700">{term}</dt>
          <dd className="min-h-5 border-b border-dotted border-stone-400 break-words">{value}</dd>
        </div>
      ))}
    </dl>
  )
}
