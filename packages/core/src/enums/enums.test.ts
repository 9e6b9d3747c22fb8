import { describe, expect, it } from 'vitest'
import * as chain from './chain'
import * as message from './message'
import * as safeApps from './safeApps'
import * as transaction from './transaction'

// The wire values of SPEC.md §3, written out so that a renamed value fails here first.
const wireValues: Record<string, readonly (string | number)[]> = {
  TransactionStatus: [
    'AWAITING_CONFIRMATIONS',
    'AWAITING_EXECUTION',
    'CANCELLED',
    'FAILED',
    'SUCCESS',
  ],
  Operation: [0, 1],
  TransferDirection: ['INCOMING', 'OUTGOING', 'UNKNOWN'],
  TokenType: ['ERC20', 'ERC721', 'NATIVE_TOKEN'],
  TransactionTokenType: ['ERC20', 'ERC721', 'NATIVE_COIN'],
  TransactionInfoType: ['Transfer', 'SettingsChange', 'Custom', 'Creation'],
  SettingsInfoType: [
    'SET_FALLBACK_HANDLER',
    'ADD_OWNER',
    'REMOVE_OWNER',
    'SWAP_OWNER',
    'CHANGE_THRESHOLD',
    'CHANGE_IMPLEMENTATION',
    'ENABLE_MODULE',
    'DISABLE_MODULE',
    'SET_GUARD',
    'DELETE_GUARD',
  ],
  ConflictType: ['None', 'HasNext', 'End'],
  TransactionListItemType: ['TRANSACTION', 'LABEL', 'CONFLICT_HEADER', 'DATE_LABEL'],
  LabelValue: ['Queued', 'Next'],
  DetailedExecutionInfoType: ['MULTISIG', 'MODULE'],
  SafeMessageStatus: ['NEEDS_CONFIRMATION', 'CONFIRMED'],
  SafeMessageListItemType: ['DATE_LABEL', 'MESSAGE'],
  ImplementationVersionState: ['UP_TO_DATE', 'OUTDATED', 'UNKNOWN'],
  FeatureType: [
    'ERC721',
    'SAFE_APPS',
    'CONTRACT_INTERACTION',
    'DOMAIN_LOOKUP',
    'SPENDING_LIMIT',
    'EIP1559',
    'SAFE_TX_GAS_OPTIONAL',
    'TX_SIMULATION',
    'EIP1271',
  ],
  RpcUriAuthentication: ['API_KEY_PATH', 'NO_AUTHENTICATION', 'UNKNOWN'],
  GasPriceType: ['ORACLE', 'FIXED', 'UNKNOWN'],
  SafeAppAccessPolicyType: ['NO_RESTRICTIONS', 'DOMAIN_ALLOWLIST'],
  SafeAppFeatures: ['BATCHED_TRANSACTIONS'],
  SafeAppSocialPlatforms: ['TWITTER', 'GITHUB', 'DISCORD'],
}

const enums: Record<string, Record<string, string | number>> = {
  ...chain,
  ...message,
  ...safeApps,
  ...transaction,
}

describe('wire enums', () => {
  it('exports exactly the enums of the spec', () => {
    expect(Object.keys(enums).sort()).toEqual(Object.keys(wireValues).sort())
  })

  it.each(Object.entries(wireValues))('%s holds the wire values', (name, values) => {
    expect(new Set(Object.values(enums[name] ?? {}))).toEqual(new Set(values))
  })

  it('keeps SDK key spellings where keys differ from values', () => {
    expect(transaction.ConflictType.HasNext).toBe('HasNext')
    expect(transaction.LabelValue.Queued).toBe('Queued')
    expect(transaction.TransactionInfoType.SETTINGS_CHANGE).toBe('SettingsChange')
    expect(transaction.Operation.DELEGATE).toBe(1)
  })
})
