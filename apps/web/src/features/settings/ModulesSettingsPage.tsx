export function ModulesSettingsPage() {
  return <section className="card">ModulesSettingsPage</section>
}
