/** The Chieftain's list frame; filled by the dashboard issue. */
export function ChieftainListPage() {
  return (
    <main className="mx-auto max-w-6xl p-6">
      <h1 className="text-2xl font-semibold text-brand-800">All Indigenous People in Catanauan, Quezon</h1>
    </main>
  )
}
