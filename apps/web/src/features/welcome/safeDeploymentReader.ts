import type { PublicClient } from 'viem'

/** The chain reads the deployment checks need (a viem public client has them). */
export type SafeDeploymentReader = Pick<PublicClient, 'getCode' | 'getStorageAt' | 'readContract'>
