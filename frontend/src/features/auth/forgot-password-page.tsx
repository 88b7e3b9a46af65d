export default function Page() {
  return <main className="p-6">forgot-password-page</main>
}
