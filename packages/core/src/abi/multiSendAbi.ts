/** MultiSend / MultiSendCallOnly 1.4.1: one function taking the packed transactions. */
export const multiSendAbi = [
  {
    type: 'function',
    name: 'multiSend',
    inputs: [{ name: 'transactions', type: 'bytes', internalType: 'bytes' }],
    outputs: [],
    stateMutability: 'payable',
  },
] as const
