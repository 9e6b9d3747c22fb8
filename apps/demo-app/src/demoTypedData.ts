import type { EIP712TypedData } from '@assent/safe-apps/protocol'

/** The EIP-712 example the demo signs: a mail between two people, on the Safe's chain. */
export function demoTypedData(chainId: number): EIP712TypedData {
  return {
    domain: { name: 'Assent Demo App', version: '1', chainId },
    types: {
      Person: [
        { name: 'name', type: 'string' },
        { name: 'wallet', type: 'address' },
      ],
      Mail: [
        { name: 'from', type: 'Person' },
        { name: 'to', type: 'Person' },
        { name: 'contents', type: 'string' },
      ],
    },
    primaryType: 'Mail',
    message: {
      from: { name: 'Alice', wallet: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266' },
      to: { name: 'Bob', wallet: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8' },
      contents: 'Hello, Bob!',
    },
  }
}
