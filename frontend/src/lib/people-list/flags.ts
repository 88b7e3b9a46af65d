/** The four classification flags both lists show: a table column each (sortable) and a badge on a phone card. */
export const FLAG_COLUMNS = [
  { flag: 'student', label: 'STUDENT', badge: 'Student' },
  { flag: 'non_student', label: 'NON-STUDENT', badge: 'Non-Student' },
  { flag: 'unemployed', label: 'UNEMPLOYED', badge: 'Unemployed' },
  { flag: 'pwd', label: 'PWD', badge: 'PWD' },
] as const

export const yesNo = (flag: boolean | undefined): 'Yes' | 'No' => (flag ? 'Yes' : 'No')
