import { z } from 'zod'

/** The manifest.json every Safe App serves next to its index page. */
export const appManifestSchema = z.object({
  name: z.string().trim().min(1).max(100),
  description: z.string().trim().max(1000).default(''),
  iconPath: z.string().trim().min(1).max(500),
})

export type AppManifest = { name: string; description: string; iconUrl: string }

/**
 * Validates a manifest's JSON and resolves its icon against the app's URL. The icon must stay
 * on http(s) (a `javascript:` or `data:` icon path is refused, not rendered).
 * @throws Error naming the first field that is wrong.
 */
export function parseAppManifest(json: unknown, appUrl: string): AppManifest {
  const parsed = appManifestSchema.safeParse(json)
  if (!parsed.success) {
    const issue = parsed.error.issues[0]
    const field = issue?.path.join('.') || 'manifest'
    throw new Error(`The app's manifest.json is invalid: ${field}: ${issue?.message ?? 'invalid'}`)
  }
  const base = appUrl.endsWith('/') ? appUrl : `${appUrl}/`
  const icon = new URL(parsed.data.iconPath, base)
  if (icon.protocol !== 'https:' && icon.protocol !== 'http:') {
    throw new Error("The app's manifest.json is invalid: iconPath must be an http(s) path")
  }
  return { name: parsed.data.name, description: parsed.data.description, iconUrl: icon.href }
}

/**
 * Loads and validates `<appUrl>/manifest.json`.
 * @throws Error in words when it cannot be loaded or is invalid.
 */
export async function fetchAppManifest(
  appUrl: string,
  options: { fetch?: typeof fetch; signal?: AbortSignal; timeoutMs?: number } = {},
): Promise<AppManifest> {
  const base = appUrl.endsWith('/') ? appUrl : `${appUrl}/`
  const manifestUrl = new URL('manifest.json', base).href
  const timeout = AbortSignal.timeout(options.timeoutMs ?? 10_000)
  const signal = options.signal ? AbortSignal.any([options.signal, timeout]) : timeout
  let response: Response
  try {
    response = await (options.fetch ?? fetch)(manifestUrl, { signal, credentials: 'omit' })
  } catch (error) {
    throw new Error(
      `Could not load ${manifestUrl}: ${error instanceof Error ? error.message : String(error)}`,
    )
  }
  if (!response.ok) throw new Error(`Could not load ${manifestUrl}: HTTP ${response.status}`)
  let json: unknown
  try {
    json = await response.json()
  } catch {
    throw new Error(`${manifestUrl} is not JSON`)
  }
  return parseAppManifest(json, appUrl)
}
