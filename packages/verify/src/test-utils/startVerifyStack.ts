import { spawn } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { buildSafeTransaction, getSafeTxTypedData, safeTxHash } from '@assent/core'
import { createLogger, preparePgliteDir, startGateway } from '@assent/gateway'
import {
  createGatewayClient,
  getSafeInfo,
  proposeTransaction,
  toProposeTransactionBody,
} from '@assent/gateway-client'
import { compileCached, deployTestSafe, startTestDevnet, type TestDevnet } from '@assent/test'
import { type Address, type Hex, parseEther } from 'viem'

/** A devnet, a real gateway on it, a 2-of-3 Safe and one transaction proposed to it. */
export type VerifyStack = {
  devnet: TestDevnet
  gatewayUrl: string
  safe: Address
  /** Owner 0 proposed and signed it: 1 ETH to account 3 at nonce 0. */
  proposed: { safeTxHash: Hex; nonce: number }
  stop: () => Promise<void>
}

/**
 * Starts what `assent-verify` reads: anvil with the Safe contracts, the gateway (PGlite in a
 * temp folder) and a funded 2-of-3 Safe of accounts 0, 1, 2 with a transfer proposed and
 * signed by account 0. Tests only.
 */
export async function startVerifyStack(): Promise<VerifyStack> {
  const devnet = await startTestDevnet()
  const dataDir = mkdtempSync(join(tmpdir(), 'assent-verify-gateway-'))
  await preparePgliteDir(join(dataDir, 'pglite'), { keepTemplateInMemory: true })
  const gateway = await startGateway({
    port: 0,
    dataDir,
    devnetRpcUrl: devnet.rpcUrl,
    safeApps: [],
    logger: createLogger({ level: 'silent' }),
  })
  const stop = async () => {
    await gateway.stop()
    rmSync(dataDir, { recursive: true, force: true })
    await devnet.stop()
  }
  try {
    const safe = await deployTestSafe(devnet, { owners: [0, 1, 2], threshold: 2 })
    await devnet.publicClient.waitForTransactionReceipt({
      hash: await devnet.walletClients[9]!.sendTransaction({ to: safe, value: parseEther('2') }),
    })
    const client = createGatewayClient({ baseUrl: gateway.url, maxRetries: 0 })
    const chainId = String(devnet.chainId)
    await getSafeInfo(client, { chainId, address: safe })
    const params = {
      chainId: devnet.chainId,
      safeAddress: safe,
      safeVersion: '1.4.1',
      tx: buildSafeTransaction({
        to: devnet.accounts[3]!.address,
        value: parseEther('1'),
        nonce: 0n,
      }),
    }
    const proposer = devnet.walletClients[0]!
    const hash = safeTxHash(params)
    await proposeTransaction(client, {
      chainId,
      address: safe,
      body: toProposeTransactionBody(params.tx, {
        safeTxHash: hash,
        sender: proposer.account.address,
        signature: await proposer.signTypedData(getSafeTxTypedData(params)),
      }),
    })
    return { devnet, gatewayUrl: gateway.url, safe, proposed: { safeTxHash: hash, nonce: 0 }, stop }
  } catch (error) {
    await stop()
    throw error
  }
}

/** What one run of the command printed, and its exit code. */
export type CliRun = { code: number | null; stdout: string; stderr: string }

/** The checkout's bin: tsx loads the TypeScript sources, as `npx assent-verify` does here. */
export const CHECKOUT_BIN = fileURLToPath(new URL('../../bin/assent-verify.mjs', import.meta.url))
const REPO_ROOT = fileURLToPath(new URL('../../../..', import.meta.url))

/** Which bin to run (default: the checkout's sources compiled), its environment and folder. */
export type RunAssentVerifyOptions = { bin?: string; env?: NodeJS.ProcessEnv; cwd?: string }

/**
 * Runs `assent-verify` in its own Node process, as `npx assent-verify` does. By default the
 * bin's own entry (src/main.ts) compiled once by esbuild: a run under tsx spent ~3 CPU-s
 * loading, compiled ~0.4. CHECKOUT_BIN runs the bin itself; the packed tarball has its test.
 */
export async function runAssentVerify(
  args: readonly string[],
  { bin, env = process.env, cwd }: RunAssentVerifyOptions = {},
): Promise<CliRun> {
  const program = bin ?? (await compileCached(REPO_ROOT, 'packages/verify/src/main.ts'))
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [program, ...args], {
      stdio: ['ignore', 'pipe', 'pipe'],
      env,
      cwd,
    })
    let stdout = ''
    let stderr = ''
    child.stdout.on('data', (chunk: Buffer) => {
      stdout += chunk.toString()
    })
    child.stderr.on('data', (chunk: Buffer) => {
      stderr += chunk.toString()
    })
    child.on('error', reject)
    child.on('close', (code) => resolve({ code, stdout, stderr }))
  })
}
