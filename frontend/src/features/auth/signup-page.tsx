export default function Page() {
  return <main className="p-6">signup-page</main>
}
