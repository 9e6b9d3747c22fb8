/** What the catalogue search looks at. */
export type SearchableApp = { name: string; description: string; url: string; tags?: string[] }

/**
 * Apps matching every word of `query` in their name, description, tags or URL (case
 * insensitive), name matches first. An empty query keeps the list as it is.
 */
export function filterSafeApps<T extends SearchableApp>(apps: readonly T[], query: string): T[] {
  const words = query.toLowerCase().split(/\s+/).filter(Boolean)
  if (words.length === 0) return [...apps]
  const matches = apps.filter((app) => {
    const text = [app.name, app.description, app.url, ...(app.tags ?? [])].join(' ').toLowerCase()
    return words.every((word) => text.includes(word))
  })
  const inName = (app: T) => words.every((word) => app.name.toLowerCase().includes(word))
  return [...matches.filter(inName), ...matches.filter((app) => !inName(app))]
}
