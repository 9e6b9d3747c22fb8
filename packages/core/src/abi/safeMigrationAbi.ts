import { parseAbi } from 'viem'

/**
 * SafeMigration 1.4.1: delegate-called by a Safe (1.3.0 or 1.4.x) to switch it to the 1.4.1
 * singleton (L2 or not), optionally with the 1.4.1 CompatibilityFallbackHandler. The official
 * upgrade path of those versions.
 */
export const safeMigrationAbi = parseAbi([
  'function migrateSingleton()',
  'function migrateWithFallbackHandler()',
  'function migrateL2Singleton()',
  'function migrateL2WithFallbackHandler()',
  'function MIGRATION_SINGLETON() view returns (address)',
  'function SAFE_SINGLETON() view returns (address)',
  'function SAFE_L2_SINGLETON() view returns (address)',
  'function SAFE_FALLBACK_HANDLER() view returns (address)',
])

/** The canonical SafeMigration 1.4.1 (CREATE2 through the Safe singleton factory, salt 0). */
export const SAFE_MIGRATION_1_4_1 = '0x526643F69b81B008F46d95CD5ced5eC0edFFDaC6' as const
