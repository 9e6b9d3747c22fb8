export type ParsedAppUrl = { ok: true; url: string; origin: string } | { ok: false; error: string }

/**
 * Checks an app URL the user (or a link) asks to open: only http(s) URLs can be framed —
 * `javascript:`, `data:`, `blob:`, `file:` and the like are refused. Returns the URL without a
 * fragment or trailing slash so the same app always has the same key.
 */
export function parseAppUrl(value: string | undefined): ParsedAppUrl {
  if (!value?.trim()) return { ok: false, error: 'No app URL was given.' }
  let url: URL
  try {
    url = new URL(value.trim())
  } catch {
    return { ok: false, error: `"${value}" is not a URL.` }
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') {
    return { ok: false, error: `Only http(s) apps can be opened, not "${url.protocol}" URLs.` }
  }
  if (url.username || url.password) {
    return { ok: false, error: 'App URLs with a user name or password are not allowed.' }
  }
  url.hash = ''
  const text = url.href.replace(/\/+$/, '')
  return { ok: true, url: text, origin: url.origin }
}

/** Whether two app URLs name the same app (same normalized URL). */
export function isSameAppUrl(a: string, b: string): boolean {
  const left = parseAppUrl(a)
  const right = parseAppUrl(b)
  return left.ok && right.ok && left.url === right.url
}
