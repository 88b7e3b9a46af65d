export default function AdminPlaceholderPage() {
  return (
    <main className="mx-auto max-w-5xl p-6">
      <h1 className="text-2xl font-semibold">Admin Dashboard (to be implemented)</h1>
    </main>
  )
}
