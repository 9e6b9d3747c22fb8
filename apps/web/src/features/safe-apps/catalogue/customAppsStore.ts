import { z } from 'zod'
import { createLocalStore, useLocalStore } from '../../../kernel/createLocalStore'
import { parseAppUrl } from '../open/parseAppUrl'

const httpUrl = z.string().refine((value) => parseAppUrl(value).ok, 'Not an http(s) URL')

export const customAppSchema = z.object({
  url: httpUrl,
  name: z.string().min(1).max(100),
  description: z.string().max(1000),
  iconUrl: z.string().max(2000),
})
export type CustomApp = z.output<typeof customAppSchema>

/** Apps the user added by URL, per chain id, kept in this browser. */
export const customAppsStore = createLocalStore<Record<string, CustomApp[]>>(
  'assent-custom-safe-apps-v1',
  z.record(z.string(), z.array(customAppSchema)),
  {},
)

/** Adds (or replaces, by URL) a custom app on a chain. */
export function addCustomApp(chainId: string, app: CustomApp): void {
  const parsed = customAppSchema.parse(app)
  const url = parseAppUrl(parsed.url)
  if (!url.ok) throw new Error(url.error)
  customAppsStore.set((all) => ({
    ...all,
    [chainId]: [
      ...(all[chainId] ?? []).filter((a) => a.url !== url.url),
      { ...parsed, url: url.url },
    ],
  }))
}

/** Removes a custom app from a chain. */
export function removeCustomApp(chainId: string, url: string): void {
  customAppsStore.set((all) => ({
    ...all,
    [chainId]: (all[chainId] ?? []).filter((a) => a.url !== url),
  }))
}

/** The custom apps of one chain. */
export function useCustomApps(chainId: string): CustomApp[] {
  return useLocalStore(customAppsStore)[chainId] ?? []
}
