import { i18n } from '@/lib/i18n'

const t = (key: string, values?: Record<string, string>) => i18n.t(`people:messages.${key}`, values)

/** The spec's exact texts (section 8) for saving and deleting people, in the interface's language. */
export const MESSAGES = {
  get added() {
    return t('added')
  },
  get updated() {
    return t('updated')
  },
  get deleted() {
    return t('deleted')
  },
  addError: (message: string) => t('addError', { message }),
  updateError: (message: string) => t('updateError', { message }),
  deleteError: (message: string) => t('deleteError', { message }),
  get tryAgain() {
    return t('tryAgain')
  },
  get saveFailed() {
    return t('saveFailed')
  },
  get authNotReady() {
    return t('authNotReady')
  },
  photoFailed: (reason: string) => t('photoFailed', { reason: reason.replace(/\.$/, '') }),
  get contactHint() {
    return t('contactHint')
  },
  get networkError() {
    return t('networkError')
  },
  reloadFailed: (reason: string) => t('reloadFailed', { reason }),
}
