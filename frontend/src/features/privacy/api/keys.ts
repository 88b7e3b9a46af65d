/** Query keys of the privacy notice: saving it invalidates `privacyKeys.notice`. */
export const privacyKeys = {
  notice: ['privacy-notice'] as const,
  person: (id: number) => ['privacy-notice', 'person', id] as const,
}
