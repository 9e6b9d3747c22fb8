export function SetupSettingsPage() {
  return <section className="card">SetupSettingsPage</section>
}
