import type { TFunction } from 'i18next'

import { formatDateTime } from '@/lib/audit/format'

import type { ProcessingRecord } from '../api/get-processing-record'
import type { Fact } from './facts'

export interface RecordSection {
  key: 'categories' | 'roles' | 'storage' | 'protection' | 'logs' | 'retention'
  facts: Fact[]
}

type T = TFunction<'admin-privacy-record'>

const CATEGORIES = [
  'people',
  'with_photo',
  'with_health_condition',
  'with_contact_number',
  'certificates',
  'households',
  'family_links',
  'in_trash',
] as const

function count(value: number, language: string): string {
  return value.toLocaleString(language === 'fil' ? 'fil-PH' : 'en-PH')
}

function trail(t: T, log: ProcessingRecord['audit_trail'], language: string): string {
  if (log.oldest === null) return t('logs.none')
  return t('logs.since', { count: log.events, events: count(log.events, language), oldest: formatDateTime(log.oldest) })
}

/** The record's facts, section by section, in the interface's language. */
export function recordSections(record: ProcessingRecord, t: T, language: string): RecordSection[] {
  const { storage, backups, public_address: address, retention } = record
  const yesNo = (value: boolean) => (value ? t('yes') : t('no'))
  return [
    {
      key: 'categories',
      facts: CATEGORIES.map((name) => ({ label: t(`categories.${name}`), value: count(record.categories[name], language) })),
    },
    {
      key: 'roles',
      facts: record.roles.map((role) => ({
        label: t(`roles.${role.role}`),
        value: t('roles.accounts', { count: role.active_accounts, accounts: count(role.active_accounts, language) }),
      })),
    },
    {
      key: 'storage',
      facts: [
        { label: t('storage.database'), value: `${t(`storage.${storage.database}`)} — ${storage.database_location}` },
        { label: t('storage.photos'), value: `${t(`storage.${storage.photos}`)} — ${storage.photos_location}` },
      ],
    },
    {
      key: 'protection',
      facts: [
        { label: t('protection.backupsEncrypted'), value: yesNo(backups.encrypted) },
        {
          label: t('protection.backupSchedule'),
          value:
            backups.every_hours === null
              ? t('protection.noSchedule', { keep: backups.keep })
              : t('protection.schedule', { count: backups.every_hours, keep: backups.keep }),
        },
        { label: t('protection.https'), value: `${yesNo(address.https)} — ${address.url}` },
      ],
    },
    {
      key: 'logs',
      facts: [
        { label: t('logs.auditTrail'), value: trail(t, record.audit_trail, language) },
        { label: t('logs.readLog'), value: trail(t, record.read_log, language) },
      ],
    },
    {
      key: 'retention',
      facts: [
        {
          label: t('retention.trash'),
          value:
            retention.trash_days === null
              ? t('retention.untilPurged')
              : t('retention.days', { count: retention.trash_days }),
        },
      ],
    },
  ]
}
