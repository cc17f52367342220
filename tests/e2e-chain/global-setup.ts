/**
 * Browser chain flows: LocalNet (started or the run fails), a DynaQR app of their own deployed the
 * way `npm run deploy` does it, and the production build configured for that app, served locally.
 */
import { rm } from 'node:fs/promises'
import { fileURLToPath } from 'node:url'
import type { TestProject } from 'vitest/node'
import { chromiumPath, serveProductionBuild } from '../../scripts/lib/headless-app'
import { dynaqrOnLocalNet, webAppEnv } from '../../scripts/lib/fresh-dynaqr'
import { startLocalNetOrFail } from '../support/localnet'

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string
    chromiumPath: string
    /** The served build's directory, whose source maps say what each script holds. */
    distDir: string
    appId: string
    scanSponsorAddress: string
    scanSponsorProgram: string
    attendeeSponsorAddress: string
    attendeeSponsorProgram: string
  }
}

export default async function setup(project: TestProject) {
  const network = startLocalNetOrFail()
  const deployment = await dynaqrOnLocalNet(network)
  const { appClient, sponsor, attendeeSponsor } = deployment
  project.provide('chromiumPath', chromiumPath())
  // A directory per run: another run in the same checkout builds for its own app id.
  const outDir = fileURLToPath(new URL(`./.dist/run-${process.pid}`, import.meta.url))
  const served = await serveProductionBuild(outDir, webAppEnv(appClient.appId, deployment, network))
  project.provide('baseUrl', served.baseUrl)
  project.provide('distDir', outDir)
  project.provide('appId', appClient.appId.toString())
  project.provide('scanSponsorAddress', sponsor.address)
  project.provide('scanSponsorProgram', sponsor.programBase64)
  project.provide('attendeeSponsorAddress', attendeeSponsor.address)
  project.provide('attendeeSponsorProgram', attendeeSponsor.programBase64)
  return async () => {
    await served.close()
    await rm(outDir, { recursive: true, force: true })
  }
}
