const PATHS: Record<string, string> = {
  master: 'M4 6h16M4 12h16M4 18h10',
  male: 'M14 4h6v6M20 4l-7 7M10 20a6 6 0 1 0 0-12 6 6 0 0 0 0 12z',
  female: 'M12 14a5 5 0 1 0 0-10 5 5 0 0 0 0 10zM12 14v7M9 18h6',
  students: 'M2 9l10-5 10 5-10 5zM6 11v5c0 1.5 3 3 6 3s6-1.5 6-3v-5',
  unemployed: 'M4 8h16v11H4zM9 8V5h6v3M4 13h16',
  health: 'M12 20s-7-4.5-7-10a4 4 0 0 1 7-2.6A4 4 0 0 1 19 10c0 5.5-7 10-7 10z',
}

/** A small line icon for a statistics tile (decorative). */
export function TileIcon({ id }: { id: string }) {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 24 24"
      className="h-6 w-6 shrink-0 text-brand-600"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <path d={PATHS[id] ?? ''} />
    </svg>
  )
}
