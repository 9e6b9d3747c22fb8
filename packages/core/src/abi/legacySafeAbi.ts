/**
 * Entries of Safe < 1.3.0 that 1.4.1 no longer has: upgrades went through `changeMasterCopy`
 * (MasterCopy.sol of 1.1.1). Kept so old queued upgrades still decode as CHANGE_IMPLEMENTATION.
 */
export const legacySafeAbi = [
  {
    type: 'function',
    name: 'changeMasterCopy',
    inputs: [{ name: '_masterCopy', type: 'address', internalType: 'address' }],
    outputs: [],
    stateMutability: 'nonpayable',
  },
  {
    type: 'event',
    name: 'ChangedMasterCopy',
    inputs: [{ name: 'masterCopy', type: 'address', indexed: false, internalType: 'address' }],
    anonymous: false,
  },
] as const
