import { SHARED_POSTGRES_PORT_ENV, startPostgresServer } from './startPostgres'

/**
 * Vitest global setup: one PostgreSQL server for the whole run. Its port reaches the test
 * workers through the environment (they start after this), and `startPostgres()` there creates a
 * fresh database on it instead of running initdb and a server per test file.
 */
export default async function setup(): Promise<() => Promise<void>> {
  const server = await startPostgresServer()
  process.env[SHARED_POSTGRES_PORT_ENV] = String(server.port)
  return async () => {
    delete process.env[SHARED_POSTGRES_PORT_ENV]
    await server.stop()
  }
}
