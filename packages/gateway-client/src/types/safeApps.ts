import type { SafeAppFeatures, SafeAppSocialPlatforms } from '@assent/core'
import type { OpenUnion } from './common'

export type SafeAppNoRestrictionsPolicy = {
  type: 'NO_RESTRICTIONS'
}

export type SafeAppDomainAllowlistPolicy = {
  type: 'DOMAIN_ALLOWLIST'
  /** Origins allowed to embed the app. */
  value: string[]
}

/** Who may load a Safe app; unknown policy types pass through at run time (treat as restricted). */
export type SafeAppAccessControlPolicy = SafeAppNoRestrictionsPolicy | SafeAppDomainAllowlistPolicy

export type SafeAppProvider = {
  url: string
  name: string
}

export type SafeAppSocialProfile = {
  platform: OpenUnion<SafeAppSocialPlatforms>
  url: string
}

/** One entry of `GET /v1/chains/{chainId}/safe-apps`. */
export type SafeAppData = {
  id: number
  url: string
  name: string
  iconUrl: string
  description: string
  chainIds: string[]
  provider: SafeAppProvider | null
  accessControl: SafeAppAccessControlPolicy
  tags: string[]
  features: OpenUnion<SafeAppFeatures>[]
  developerWebsite: string | null
  socialProfiles: SafeAppSocialProfile[]
}

export type SafeAppsResponse = SafeAppData[]
