/** The panel lives in lib (the IPMR's queue of proposals shows an add's possible duplicates the same way). */
export { PossibleDuplicates } from '@/lib/possible-duplicates'
