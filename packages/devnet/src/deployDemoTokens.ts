import { type Abi, type Address, concat, encodeDeployData, type Hex, zeroHash } from 'viem'
import erc20Artifact from './artifacts/DemoERC20.json'
import erc721Artifact from './artifacts/DemoERC721.json'
import { create2Address } from './create2Address'
import type { DevnetClients } from './createDevnetClients'
import { hasCode } from './hasCode'
import { SAFE_141_ADDRESSES } from './safeContracts'

export type DemoTokens = {
  /** "Assent USD" (aUSD), ERC-20 with 6 decimals. */
  usd6: Address
  /** "Assent Token" (AST), ERC-20 with 18 decimals. */
  ast18: Address
  /** "Assent Punks" (APNK), ERC-721. */
  nft: Address
}

/** Creation code (bytecode ‖ constructor arguments) of each demo token. */
export function demoTokenInitCodes(): Record<keyof DemoTokens, Hex> {
  const erc20 = { abi: erc20Artifact.abi as Abi, bytecode: erc20Artifact.bytecode as Hex }
  const erc721 = { abi: erc721Artifact.abi as Abi, bytecode: erc721Artifact.bytecode as Hex }
  return {
    usd6: encodeDeployData({ ...erc20, args: ['Assent USD', 'aUSD', 6] }),
    ast18: encodeDeployData({ ...erc20, args: ['Assent Token', 'AST', 18] }),
    nft: encodeDeployData({ ...erc721, args: ['Assent Punks', 'APNK'] }),
  }
}

/** The demo token addresses: CREATE2 through the singleton factory with salt 0. */
export function demoTokenAddresses(): DemoTokens {
  const codes = demoTokenInitCodes()
  return {
    usd6: create2Address(codes.usd6, zeroHash),
    ast18: create2Address(codes.ast18, zeroHash),
    nft: create2Address(codes.nft, zeroHash),
  }
}

/**
 * Idempotently deploys the demo tokens through the Safe singleton factory, so their addresses
 * depend only on the committed artifacts, never on account nonces. Needs the factory deployed.
 */
export async function deployDemoTokens({
  publicClient,
  walletClients,
  testClient,
}: DevnetClients): Promise<DemoTokens> {
  const codes = demoTokenInitCodes()
  const addresses = demoTokenAddresses()
  const deployer = walletClients[0]!
  for (const key of Object.keys(codes) as (keyof DemoTokens)[]) {
    if (await hasCode(publicClient, addresses[key])) continue
    const hash = await testClient.sendUnsignedTransaction({
      from: deployer.account.address,
      to: SAFE_141_ADDRESSES.singletonFactory,
      data: concat([zeroHash, codes[key]]),
    })
    const receipt = await publicClient.waitForTransactionReceipt({ hash })
    if (receipt.status !== 'success' || !(await hasCode(publicClient, addresses[key]))) {
      throw new Error(`demo token ${key}: deployment failed (tx ${hash})`)
    }
  }
  return addresses
}
