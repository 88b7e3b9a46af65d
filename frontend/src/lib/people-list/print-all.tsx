import { useEffect, useRef, useState } from 'react'
import { createPortal } from 'react-dom'
import { useTranslation } from 'react-i18next'

import { Button } from '@/components/ui/button'
import { ProgressBar } from '@/components/ui/progress-bar'
import { api } from '@/lib/api/client'
import { unwrap } from '@/lib/api/errors'
import type { components } from '@/lib/api/schema'

import type { PeopleListParams, PeopleListQuery } from './api'

type Person = components['schemas']['PersonOut']

/** The server's largest page: the whole list is fetched this many at a time. */
export const PRINT_CHUNK = 100

async function fetchAll(params: PeopleListParams, signal: AbortSignal, onProgress: (done: number, total: number) => void) {
  const people: Person[] = []
  for (let page = 1; ; page += 1) {
    const query = Object.fromEntries(
      Object.entries({ ...params, page, page_size: PRINT_CHUNK }).filter(([, v]) => v !== undefined && v !== null && v !== ''),
    ) as PeopleListQuery
    const answer = unwrap(await api.GET('/api/people', { params: { query }, signal }))
    people.push(...answer.items)
    onProgress(people.length, answer.total)
    if (answer.items.length < PRINT_CHUNK || people.length >= answer.total) return people
  }
}

const name = (p: Person) => `${p.last_name}, ${[p.first_name, p.middle_name].filter(Boolean).join(' ')}`

/** 'Print all': every row of the list's current filter, fetched PRINT_CHUNK at a time with visible progress
 * (Cancel stops it), then printed on its own (the page on screen is hidden on paper meanwhile). */
export function PrintAll({
  params,
  total,
  onPrint,
}: {
  params: PeopleListParams
  total: number | undefined
  /** Called as the fetched list goes to the printer. */
  onPrint?: () => void
}) {
  const { t } = useTranslation('lists')
  const { t: fieldLabel } = useTranslation('person-fields')
  const [progress, setProgress] = useState<{ done: number; total: number } | null>(null)
  const [rows, setRows] = useState<Person[] | null>(null)
  const [failed, setFailed] = useState(false)
  const controller = useRef<AbortController | null>(null)

  useEffect(() => () => controller.current?.abort(), [])
  useEffect(() => {
    if (!rows) return
    const done = () => {
      document.body.classList.remove('printing-all')
      setRows(null)
    }
    document.body.classList.add('printing-all')
    window.addEventListener('afterprint', done, { once: true })
    window.print()
    return () => {
      window.removeEventListener('afterprint', done)
      document.body.classList.remove('printing-all')
    }
  }, [rows])

  const start = async () => {
    const own = new AbortController()
    controller.current = own
    setFailed(false)
    setProgress({ done: 0, total: total ?? 0 })
    try {
      const people = await fetchAll(params, own.signal, (done, all) => setProgress({ done, total: all }))
      if (!own.signal.aborted) {
        onPrint?.()
        setRows(people)
      }
    } catch {
      if (!own.signal.aborted) setFailed(true)
    } finally {
      if (controller.current === own) setProgress(null)
    }
  }
  const cancel = () => {
    controller.current?.abort()
    setProgress(null)
  }

  return (
    <div className="flex flex-wrap items-center gap-2 print:hidden">
      {progress ? (
        <>
          <ProgressBar
            label={t('printAll.preparing')}
            value={progress.done}
            max={progress.total || undefined}
            text={t('printAll.progress', { done: progress.done, count: progress.total })}
          />
          <Button variant="secondary" onClick={cancel}>
            {t('printAll.cancel')}
          </Button>
        </>
      ) : (
        <Button variant="secondary" disabled={!total} onClick={() => void start()}>
          {t('printAll.button', { count: total ?? 0 })}
        </Button>
      )}
      {failed && <p role="alert" className="text-sm text-red-800">{t('printAll.failed')}</p>}
      {rows &&
        createPortal(
          <div className="print-all hidden print:block">
            <table aria-label={t('printAll.table', { count: rows.length })} className="w-full text-left text-[8pt]">
              <thead>
                <tr>
                  <th scope="col">#</th>
                  <th scope="col">{t('printAll.name')}</th>
                  <th scope="col">{fieldLabel('gender')}</th>
                  <th scope="col">{fieldLabel('age')}</th>
                  <th scope="col">{fieldLabel('barangay')}</th>
                  <th scope="col">{fieldLabel('lineage')}</th>
                </tr>
              </thead>
              <tbody>
                {rows.map((person, index) => (
                  <tr key={person.id}>
                    <td>{index + 1}</td>
                    <td>{name(person)}</td>
                    <td>{person.gender ?? ''}</td>
                    <td>{person.age ?? ''}</td>
                    <td>{person.barangay}</td>
                    <td>{person.lineage ?? ''}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>,
          document.body,
        )}
    </div>
  )
}
