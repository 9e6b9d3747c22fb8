/** Stand-in for a page another issue delivers. */
export function PlaceholderPage({ title, issue }: { title: string; issue: number }) {
  return (
    <div className="page">
      <h1>{title}</h1>
      <div className="card empty-state">
        <p>This page arrives with issue #{issue}.</p>
      </div>
    </div>
  )
}
