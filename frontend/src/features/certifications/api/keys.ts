export const certificationKeys = {
  all: ['certifications'] as const,
  ofPerson: (personId: number) => ['certifications', 'person', personId] as const,
  one: (id: number) => ['certifications', 'one', id] as const,
  verify: (code: string) => ['certifications', 'verify', code] as const,
  verifyKey: ['certifications', 'verify-key'] as const,
  publishedKey: ['certifications', 'verify-key', 'published'] as const,
  register: (params: object) => ['certifications', 'register', params] as const,
  genealogy: (personId: number) => ['certifications', 'genealogy', personId] as const,
  record: (personId: number) => ['certifications', 'record', personId] as const,
}
