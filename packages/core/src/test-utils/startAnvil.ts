import { type ChildProcess, spawn } from 'node:child_process'
import { createRequire } from 'node:module'
import { createServer } from 'node:net'
import { dirname, join } from 'node:path'

export type TestAnvil = { rpcUrl: string; stop: () => Promise<void> }

// Core's own throwaway chain, so its contract tests do not depend on @assent/test.
function anvilBinary(): string {
  if (process.env.ANVIL_BIN) return process.env.ANVIL_BIN
  const require = createRequire(import.meta.url)
  const wrapper = createRequire(require.resolve('@foundry-rs/anvil/package.json'))
  const arch = process.arch === 'arm64' ? 'arm64' : 'amd64'
  const packageJson = wrapper.resolve(`@foundry-rs/anvil-${process.platform}-${arch}/package.json`)
  return join(dirname(packageJson), 'bin', 'anvil')
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer()
    server.once('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const address = server.address()
      const port = typeof address === 'object' && address ? address.port : 0
      server.close(() => resolve(port))
    })
  })
}

async function waitForRpc(rpcUrl: string, child: ChildProcess, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`anvil exited with code ${child.exitCode}`)
    try {
      const response = await fetch(rpcUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'eth_chainId', params: [] }),
      })
      if (response.ok) return
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
  throw new Error(`anvil did not answer on ${rpcUrl} within ${timeoutMs} ms`)
}

/** Starts anvil (chain id 31337, default test mnemonic) on a free 127.0.0.1 port. */
export async function startAnvil(): Promise<TestAnvil> {
  const port = await freePort()
  const child = spawn(anvilBinary(), ['--port', String(port), '--host', '127.0.0.1', '--silent'], {
    stdio: 'ignore',
  })
  const rpcUrl = `http://127.0.0.1:${port}`
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()))
  try {
    await waitForRpc(rpcUrl, child, 20_000)
  } catch (error) {
    child.kill('SIGKILL')
    throw error
  }
  return {
    rpcUrl,
    stop: async () => {
      if (child.exitCode === null) child.kill('SIGTERM')
      await exited
    },
  }
}
