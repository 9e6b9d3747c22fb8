import type { Hex } from 'viem'

/**
 * TEST KEYS: anvil's well-known default accounts 0..2 (mnemonic "test test … junk"). They are
 * public; anything sent to them on a real chain is lost. Used only on the devnet (31337).
 */
export const DEVNET_TEST_PRIVATE_KEYS: readonly Hex[] = [
  '0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80',
  '0x59c6995e998f97a5a0044966f0945389dc9e86dae88c7a8412f4603b6b78690d',
  '0x5de4111afa1a4b94908f83103eb1f1706367c2e68ca870fc3fb9a804cdab365a',
]
