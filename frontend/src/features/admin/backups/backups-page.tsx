export default function BackupsPage() { return null }
