export * from './app/index'
export * from './host/index'
export * from './protocol/index'
export * from './provider/index'
