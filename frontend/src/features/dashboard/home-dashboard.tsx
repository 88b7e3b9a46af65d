/** The home dashboard's frame; its panels arrive with the dashboard issue. */
export function HomeDashboard() {
  return (
    <main className="mx-auto max-w-6xl p-6">
      <h1 className="text-2xl font-semibold text-brand-800">Community Statistics</h1>
    </main>
  )
}
