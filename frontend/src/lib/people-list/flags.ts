import { i18n } from '@/lib/i18n'

type Flag = 'student' | 'non_student' | 'unemployed' | 'pwd'

function column(flag: Flag) {
  return {
    flag,
    /** The table's column header (in the interface's language, read when shown). */
    get label() {
      return i18n.t(`lists:column.${flag}`)
    },
    /** A phone card's badge. */
    get badge() {
      return i18n.t(`lists:filter.${flag}`)
    },
  }
}

/** The four classification flags both lists show: a table column each (sortable) and a badge on a phone card. */
export const FLAG_COLUMNS = [column('student'), column('non_student'), column('unemployed'), column('pwd')] as const

/** 'Yes' / 'No' in the interface's language. */
export const yesNo = (flag: boolean | undefined): string => i18n.t(flag ? 'lists:yes' : 'lists:no')
