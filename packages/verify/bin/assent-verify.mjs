#!/usr/bin/env node
// The workspace exports TypeScript sources (no build step): tsx loads them.
import { register } from 'tsx/esm/api'

register()
await import('../src/main.ts')
