/** Administration → Trash: built by its own change (the admin area's trash section). */
export default function TrashPage() {
  return <h2 className="text-xl font-semibold">Trash</h2>
}
