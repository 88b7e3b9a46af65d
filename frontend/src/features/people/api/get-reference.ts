/** The fixed lists live in lib (Administration chooses an encoder's barangays from them too). */
export { getReference, referenceQuery, useReference } from '@/lib/reference-query'
