/**
 * Browser-test setup: a production build of the web app served locally, and the path of a
 * headless Chromium. Specs read both through `inject('baseUrl')` / `inject('chromiumPath')`.
 */
import { fileURLToPath } from 'node:url'
import type { TestProject } from 'vitest/node'
import { chromiumPath, serveProductionBuild } from '../../scripts/lib/headless-app'

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string
    chromiumPath: string
  }
}

export default async function setup(project: TestProject) {
  project.provide('chromiumPath', chromiumPath())
  const served = await serveProductionBuild(fileURLToPath(new URL('./.dist', import.meta.url)))
  project.provide('baseUrl', served.baseUrl)
  return served.close
}
