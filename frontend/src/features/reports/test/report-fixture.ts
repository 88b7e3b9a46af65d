import type { Report } from '../api/get-report'

type Households = [households: number, members: number, averageSize: number | null, femaleHeaded: number]

const place = (
  barangay: string,
  code: string,
  census: number,
  lat: number,
  lng: number,
  male: number,
  female: number,
  [households, members, averageSize, femaleHeaded]: Households,
) => ({
  barangay,
  code,
  census_population: census,
  census_share: Math.round((1000 * (male + female)) / census) / 10,
  latitude: lat,
  longitude: lng,
  male,
  female,
  unrecorded: 0,
  total: male + female,
  households: { households, members, average_size: averageSize, female_headed: femaleHeaded },
})

/** A report of two barangays: Ajos (120 registered of 1,770: 6.8 %; 30 households of 118 members, 7 headed by a
 * woman) and Bolo (30 of 1,587: 1.9 %; 8 households of 29 members, 2 headed by a woman). */
export const REPORT: Report = {
  barangay: null,
  total: 150,
  pyramid: [{ band: '20-24', male: 70, female: 80, unrecorded: 0 }],
  age_unrecorded: 0,
  barangays: [
    { barangay: 'Ajos', total: 120, students: 0, not_attending_school: 0, unemployed: 0 },
    { barangay: 'Bolo', total: 30, students: 0, not_attending_school: 0, unemployed: 0 },
  ],
  tribes: [{ label: 'Aeta', count: 150 }],
  other_tribes: 0,
  education: [],
  civil_status: [],
  health: { with_condition: 5, without_condition: 145 },
  by_sex: {
    barangays: [
      place('Ajos', '0405610001', 1770, 13.557, 122.359, 55, 65, [30, 118, 3.9, 7]),
      place('Bolo', '0405610012', 1587, 13.625, 122.26, 15, 15, [8, 29, 3.6, 2]),
    ],
    tribes: [{ label: 'Aeta', male: 70, female: 80, unrecorded: 0, total: 150 }],
    other_tribes: { male: 0, female: 0, unrecorded: 0, total: 0 },
    age_groups: [
      { label: '20-24', male: 70, female: 80, unrecorded: 0, total: 150 },
      { label: null, male: 0, female: 0, unrecorded: 0, total: 0 },
    ],
    total: { male: 70, female: 80, unrecorded: 0, total: 150 },
    census_population: 3357,
    census_share: 4.5,
    households: { households: 38, members: 147, average_size: 3.9, female_headed: 9 },
  },
}
