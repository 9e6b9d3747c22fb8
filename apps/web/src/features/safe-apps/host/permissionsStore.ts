import type { Permission, PermissionRequest } from '@assent/safe-apps'
import { isRestrictedMethod } from '@assent/safe-apps'
import { z } from 'zod'
import { createLocalStore, useLocalStore } from '../../../kernel/createLocalStore'

const permissionSchema = z.object({
  invoker: z.string(),
  parentCapability: z.string(),
  date: z.number().optional(),
  caveats: z.array(z.object({ type: z.string(), value: z.unknown().optional() })).optional(),
})

/** EIP-2255 permissions granted to Safe Apps, keyed by the app's origin. */
export const permissionsStore = createLocalStore<Record<string, Permission[]>>(
  'assent-safe-apps-permissions-v1',
  z.record(z.string(), z.array(permissionSchema)),
  {},
)

/** The permissions granted to an app origin. */
export function getPermissions(origin: string): Permission[] {
  return permissionsStore.get()[origin] ?? []
}

/**
 * Records the user's grant of `requests` to `origin` (one record per capability, replacing an
 * older one) and returns the granted records. Only restricted methods can be granted.
 */
export function grantPermissions(
  origin: string,
  requests: readonly PermissionRequest[],
  date: number = Date.now(),
): Permission[] {
  const capabilities = [...new Set(requests.flatMap((request) => Object.keys(request)))]
  const granted: Permission[] = capabilities.filter(isRestrictedMethod).map((capability) => ({
    invoker: origin,
    parentCapability: capability,
    date,
    caveats: [],
  }))
  permissionsStore.set((all) => ({
    ...all,
    [origin]: [
      ...(all[origin] ?? []).filter((p) => !capabilities.includes(p.parentCapability)),
      ...granted,
    ],
  }))
  return granted
}

/** Revokes one capability of an origin, or all of them when `capability` is omitted. */
export function revokePermission(origin: string, capability?: string): void {
  permissionsStore.set((all) => {
    const kept = capability
      ? (all[origin] ?? []).filter((p) => p.parentCapability !== capability)
      : []
    const next = { ...all }
    if (kept.length) next[origin] = kept
    else delete next[origin]
    return next
  })
}

/** Whether `origin` holds `capability`. */
export function hasPermission(origin: string, capability: string): boolean {
  return getPermissions(origin).some((p) => p.parentCapability === capability)
}

/** Every origin's permissions, live. */
export function useAllPermissions(): Record<string, Permission[]> {
  return useLocalStore(permissionsStore)
}
