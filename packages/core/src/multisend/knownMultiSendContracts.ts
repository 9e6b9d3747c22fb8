import type { Address } from 'viem'
import { SAFE_1_3_0_EIP155_DEPLOYMENTS, SAFE_DEPLOYMENTS } from '../deployments'

const deploymentSets = [
  SAFE_DEPLOYMENTS['1.4.1'],
  SAFE_DEPLOYMENTS['1.3.0'],
  SAFE_1_3_0_EIP155_DEPLOYMENTS,
] as const

const callOnly = new Set(deploymentSets.map((set) => set.multiSendCallOnly.toLowerCase()))
const multiSend = new Set(deploymentSets.map((set) => set.multiSend.toLowerCase()))

/** A known MultiSendCallOnly deployment: it reverts on delegatecall entries. */
export function isKnownMultiSendCallOnly(address: Address): boolean {
  return callOnly.has(address.toLowerCase())
}

/** A known MultiSend deployment: it reverts unless delegate-called. */
export function isKnownMultiSend(address: Address): boolean {
  return multiSend.has(address.toLowerCase())
}
