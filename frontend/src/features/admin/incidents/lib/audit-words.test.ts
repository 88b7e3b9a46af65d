import { i18n } from '@/lib/i18n'
import { actionLabel, fieldLabel, valueLabel } from '@/lib/audit/labels'

describe("the breach register's events in the audit trail", () => {
  it('are named, with their fields and natures, in English and Filipino', async () => {
    expect(actionLabel('incident.recorded')).toBe('Breach incident recorded')
    expect(fieldLabel('npc_notified_at')).toBe('NPC notified')
    expect(valueLabel('nature', 'loss_or_theft')).toBe('Loss or theft of a device or paper')
    await i18n.changeLanguage('fil')
    expect(actionLabel('incident.updated')).toBe('Binago ang insidente ng paglabag')
    expect(fieldLabel('people_count')).toBe('Mga naapektuhan')
    expect(valueLabel('nature', 'malware')).toBe('Ransomware o malware')
  })
})
