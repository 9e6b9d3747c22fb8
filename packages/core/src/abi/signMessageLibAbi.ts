/** SignMessageLib 1.4.1, delegate-called by a Safe to mark a message as signed on chain. */
export const signMessageLibAbi = [
  {
    type: 'function',
    name: 'getMessageHash',
    inputs: [{ name: 'message', type: 'bytes', internalType: 'bytes' }],
    outputs: [{ name: '', type: 'bytes32', internalType: 'bytes32' }],
    stateMutability: 'view',
  },
  {
    type: 'function',
    name: 'signMessage',
    inputs: [{ name: '_data', type: 'bytes', internalType: 'bytes' }],
    outputs: [],
    stateMutability: 'nonpayable',
  },
  {
    type: 'event',
    name: 'SignMsg',
    inputs: [{ name: 'msgHash', type: 'bytes32', indexed: true, internalType: 'bytes32' }],
    anonymous: false,
  },
] as const
