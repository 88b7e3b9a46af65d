export default function Page() {
  return <main className="p-6">reset-password-page</main>
}
