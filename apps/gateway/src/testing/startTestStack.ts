import { startPostgres, startTestDevnet, type TestDevnet, type TestPostgres } from '@assent/test'
import { startTestGateway, type TestGateway } from './startTestGateway'

export type DatabaseKind = 'pglite' | 'postgres'

/** Both databases the gateway supports; integration suites run once per kind. */
export const DATABASE_KINDS: DatabaseKind[] = ['pglite', 'postgres']

export type TestStack = {
  devnet: TestDevnet
  gateway: TestGateway
  /** The PostgreSQL URL, when `kind` is postgres. */
  databaseUrl: string | undefined
  stop(): Promise<void>
}

/** A devnet, a database of `kind` and a gateway on both, for one test file's `beforeAll`. */
export async function startTestStack(
  kind: DatabaseKind,
  options: Omit<Parameters<typeof startTestGateway>[0], 'rpcUrl' | 'databaseUrl'> = {},
): Promise<TestStack> {
  const devnet = await startTestDevnet()
  let postgres: TestPostgres | undefined
  try {
    postgres = kind === 'postgres' ? await startPostgres() : undefined
    const databaseUrl = postgres?.url
    const gateway = await startTestGateway({ rpcUrl: devnet.rpcUrl, databaseUrl, ...options })
    return {
      devnet,
      gateway,
      databaseUrl,
      async stop() {
        await gateway.close()
        await postgres?.stop()
        await devnet.stop()
      },
    }
  } catch (error) {
    await postgres?.stop()
    await devnet.stop()
    throw error
  }
}
