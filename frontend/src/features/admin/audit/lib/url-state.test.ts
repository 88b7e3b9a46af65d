import { changeView } from '@/lib/url-view'

import { auditQuery, DEFAULT_AUDIT_VIEW, readAuditView, writeAuditView, type AuditView } from './url-state'

const read = (search: string) => readAuditView(new URLSearchParams(search))

describe('the audit view in the address', () => {
  const view: AuditView = { actor: '7', action: 'person.restored', person: '42', from: '2026-05-01', to: '2026-05-31', page: 3 }

  it('round-trips every filter and the page, and leaves other parameters alone', () => {
    const written = writeAuditView(new URLSearchParams('tab=x'), view)
    expect(written.toString()).toBe('tab=x&actor=7&action=person.restored&person=42&from=2026-05-01&to=2026-05-31&page=3')
    expect(readAuditView(written)).toEqual(view)
  })

  it('writes nothing for the defaults, and clears what was there', () => {
    expect(writeAuditView(new URLSearchParams('actor=7&page=2'), DEFAULT_AUDIT_VIEW).toString()).toBe('')
  })

  it('reads anything unknown or malformed as its default', () => {
    expect(read('actor=me&action=person.teleported&person=-1&from=2026-13-01&to=yesterday&page=0')).toEqual(DEFAULT_AUDIT_VIEW)
  })

  it('asks the server for exactly the filters set', () => {
    expect(auditQuery(view)).toEqual({
      actor_id: 7,
      action: 'person.restored',
      person_id: 42,
      date_from: '2026-05-01',
      date_to: '2026-05-31',
      page: 3,
      page_size: 50,
    })
    expect(auditQuery(DEFAULT_AUDIT_VIEW)).toEqual({ page: 1, page_size: 50 })
  })

  it('starts again at page 1 when a filter changes', () => {
    expect(changeView(view, { action: 'person.deleted' }).page).toBe(1)
    expect(changeView(view, { page: 4 }).page).toBe(4)
  })
})
