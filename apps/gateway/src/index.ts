export { createLogger, type Logger, type LogLevel } from './log/createLogger'
export { type Gateway, type StartGatewayOptions, startGateway } from './server'
