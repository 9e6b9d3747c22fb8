import type { SafeAppAccessControlPolicy } from '@assent/gateway-client'

export type AppAccess = { allowed: true } | { allowed: false; reason: string }

const originOf = (value: string): string | undefined => {
  try {
    const origin = new URL(value).origin
    return origin === 'null' ? undefined : origin
  } catch {
    return undefined
  }
}

/**
 * Whether an app with this access policy may be opened by the wallet running at `hostOrigin`.
 * A DOMAIN_ALLOWLIST app opens only on a listed wallet origin; a policy type this wallet does
 * not know is treated as restricted (the catalogue may be newer than the wallet).
 */
export function checkAppAccess(
  policy: SafeAppAccessControlPolicy | { type: string; value?: unknown },
  hostOrigin: string,
): AppAccess {
  if (policy.type === 'NO_RESTRICTIONS') return { allowed: true }
  if (policy.type === 'DOMAIN_ALLOWLIST') {
    const listed = Array.isArray(policy.value)
      ? policy.value.filter((entry): entry is string => typeof entry === 'string')
      : []
    const own = originOf(hostOrigin)
    if (own && listed.some((entry) => originOf(entry) === own)) return { allowed: true }
    return {
      allowed: false,
      reason: `The app's developer allows it only inside ${
        listed.length ? listed.join(', ') : 'no wallet'
      }, not inside this wallet (${hostOrigin}).`,
    }
  }
  return {
    allowed: false,
    reason: `The app has an access policy this wallet does not know ("${policy.type}").`,
  }
}
