/** A small uppercase label, e.g. the type of a search suggestion ('Name', 'Barangay'). */
export function Badge({ children }: { children: string }) {
  return (
    <span className="shrink-0 rounded-full bg-stone-100 px-2 py-0.5 text-[11px] font-semibold uppercase tracking-wide text-stone-600">
      {children}
    </span>
  )
}
