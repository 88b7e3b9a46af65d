/** Master list frame; filled by the person records work. */
export function MasterListPage() {
  return (
    <main className="mx-auto max-w-6xl p-6">
      <h1 className="text-2xl font-semibold text-brand-800">Master List</h1>
    </main>
  )
}
