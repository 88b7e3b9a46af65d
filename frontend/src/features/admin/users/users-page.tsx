/** Administration → Users: built by its own change (the admin area's users section). */
export default function UsersPage() {
  return <h2 className="text-xl font-semibold">Users</h2>
}
