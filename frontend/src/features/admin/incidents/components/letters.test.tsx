import { render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'

import { i18n } from '@/lib/i18n'

import type { Incident } from '../api/get-incident'
import { NpcLetter, PeopleLetter } from './letters'

const INCIDENT: Incident = {
  id: 7,
  discovered_at: '2026-11-27T05:12:00Z',
  nature: 'loss_or_theft',
  nature_other: null,
  people_count: 120,
  npc_notified_at: null,
  people_notified_at: null,
  countdown: { state: 'left', minutes: 100, deadline: '2026-11-30T05:12:00Z' },
  data_categories: ['names', 'ethnic_origin', 'other'],
  data_other: 'Household rosters',
  description: 'A laptop with the export was stolen from the office.',
  measures: 'The accounts were disabled and the police were told.',
  dpo_contact: 'Maria Reyes, dpo@catanauan.gov.ph',
  people: [],
  recorded_by_name: 'Ligaya Ramos',
  recorded_at: '2026-11-27T06:00:00Z',
  municipality: 'Catanauan',
  province: 'Quezon',
}

const text = () => document.body.textContent ?? ''

describe('the letters, filled from the incident', () => {
  it('tells the NPC the nature, the data, the number of people, the measures and the DPO', () => {
    render(<NpcLetter incident={INCIDENT} t={i18n.getFixedT('en', 'admin-incidents')} language="en" />)
    expect(screen.getByRole('heading', { name: 'Notification of a personal data breach' })).toBeInTheDocument()
    expect(text()).toContain('To: The Commissioner, National Privacy Commission')
    expect(text()).toContain('Subject: Personal data breach discovered on November 27, 2026 at 1:12 PM')
    expect(text()).toContain('Municipality of Catanauan, Quezon notifies the Commission')
    expect(text()).toContain('Loss or theft of a device or paper. Discovered on November 27, 2026 at 1:12 PM.')
    expect(text()).toContain('A laptop with the export was stolen from the office.')
    expect(text()).toContain('Names, Ethnic origin (tribe), Household rosters')
    expect(text()).toContain('120 people')
    expect(text()).toContain('The accounts were disabled and the police were told.')
    expect(text()).toContain('Maria Reyes, dpo@catanauan.gov.ph')
  })

  it('tells the people affected in Filipino what happened, what data, what was done, what they can do, whom to ask', () => {
    render(<PeopleLetter incident={{ ...INCIDENT, nature: 'other', nature_other: 'Naipadala sa maling email' }} t={i18n.getFixedT('fil', 'admin-incidents')} language="fil" />)
    expect(screen.getByRole('heading', { name: 'Paunawa ng paglabag sa personal na datos' })).toBeInTheDocument()
    for (const heading of ['Ano ang nangyari', 'Anong personal na datos ninyo ang nasangkot', 'Ano ang ginawa ng aming tanggapan', 'Ano ang maaari ninyong gawin', 'Sino ang maaaring kausapin'])
      expect(screen.getByRole('heading', { name: heading })).toBeInTheDocument()
    expect(text()).toContain('Naipadala sa maling email. Natuklasan noong')
    expect(text()).toContain('Mga pangalan, Pinagmulang etniko (tribo), Household rosters')
    expect(text()).toContain('The accounts were disabled and the police were told.')
    expect(text()).toContain('Maria Reyes, dpo@catanauan.gov.ph')
    expect(text()).toContain('Iniingatan ng Bayan ng Catanauan, Quezon')
  })
})
