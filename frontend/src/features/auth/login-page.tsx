export default function Page() {
  return <main className="p-6">login-page</main>
}
