/** Administration → AuditTrail: built by its own change (the admin area's audit section). */
export default function AuditTrailPage() {
  return <h2 className="text-xl font-semibold">AuditTrail</h2>
}
