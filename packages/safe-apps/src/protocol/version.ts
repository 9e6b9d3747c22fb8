/**
 * The protocol version both our sides put on the wire (`env.sdkVersion` in requests, `version`
 * in responses). It matches the published `@safe-global/safe-apps-sdk` we are compatible with.
 */
export const SDK_VERSION = '9.1.0'

/** Whether a version string's major number is 1 or more (the app drops older hosts' replies). */
export function isMajorVersionAtLeast1(version: unknown): boolean {
  if (typeof version !== 'string') return false
  const major = version.split('.')[0]
  if (major === undefined || !/^\d+$/.test(major)) return false
  return Number(major) >= 1
}
