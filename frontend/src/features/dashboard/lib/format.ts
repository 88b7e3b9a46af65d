export function formatCount(n: number): string {
  return n.toLocaleString('en-US')
}

/** '13.6545° N, 122.3334° E' */
export function formatCoordinates(lat: number, lng: number): string {
  const ns = lat >= 0 ? 'N' : 'S'
  const ew = lng >= 0 ? 'E' : 'W'
  return `${Math.abs(lat).toFixed(4)}° ${ns}, ${Math.abs(lng).toFixed(4)}° ${ew}`
}

interface Named {
  first_name: string
  middle_name?: string | null
  last_name: string
}

/** 'Last, First Middle' (the latest entry's line). */
export function lastFirstMiddle(person: Named): string {
  const given = [person.first_name, person.middle_name].filter((part) => part && part.trim()).join(' ')
  return [person.last_name, given].filter(Boolean).join(', ')
}

/** 'First Middle Last' (a suggestion's name). */
export function firstMiddleLast(person: Named): string {
  return [person.first_name, person.middle_name, person.last_name].filter((part) => part && part.trim()).join(' ')
}
