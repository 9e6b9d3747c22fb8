/** Keys in SCREAMING_CASE plus the SDK's `SafeAppAccessPolicyTypes` spelling (`NoRestrictions`). */
export const SafeAppAccessPolicyType = {
  NO_RESTRICTIONS: 'NO_RESTRICTIONS',
  DOMAIN_ALLOWLIST: 'DOMAIN_ALLOWLIST',
  NoRestrictions: 'NO_RESTRICTIONS',
  DomainAllowlist: 'DOMAIN_ALLOWLIST',
} as const
export type SafeAppAccessPolicyType =
  (typeof SafeAppAccessPolicyType)[keyof typeof SafeAppAccessPolicyType]

export const SafeAppFeatures = {
  BATCHED_TRANSACTIONS: 'BATCHED_TRANSACTIONS',
} as const
export type SafeAppFeatures = (typeof SafeAppFeatures)[keyof typeof SafeAppFeatures]

export const SafeAppSocialPlatforms = {
  TWITTER: 'TWITTER',
  GITHUB: 'GITHUB',
  DISCORD: 'DISCORD',
} as const
export type SafeAppSocialPlatforms =
  (typeof SafeAppSocialPlatforms)[keyof typeof SafeAppSocialPlatforms]
