export { type Database, openDatabase } from './db/openDatabase'
export { seedDemoFromManifestFile } from './demo/seedDemoFromManifestFile'
export { createLogger, type Logger, type LogLevel } from './log/createLogger'
export { type Gateway, type StartGatewayOptions, startGateway } from './server'
