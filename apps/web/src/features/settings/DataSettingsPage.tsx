export function DataSettingsPage() {
  return <section className="card">DataSettingsPage</section>
}
