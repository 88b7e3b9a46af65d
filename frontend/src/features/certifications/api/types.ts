import type { components } from '@/lib/api/schema'

export type Certificate = components['schemas']['CertificationOut']
export type CertificationSummary = components['schemas']['CertificationSummary']
export type VerifiedCertification = components['schemas']['VerifiedCertification']
