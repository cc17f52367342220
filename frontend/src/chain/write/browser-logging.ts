/**
 * algokit-utils logs every failed send and contract rejection with console.error. In the web app
 * those are outcomes the screen already explains (runAction), so they are logged as warnings; the
 * console keeps its errors for what the app did not expect.
 */
import { Config } from '@algorandfoundation/algokit-utils'

export function logChainFailuresAsWarnings(): void {
  Config.configure({
    logger: {
      error: (message, ...rest) => console.warn(message, ...rest),
      warn: (message, ...rest) => console.warn(message, ...rest),
      info: (message, ...rest) => console.info(message, ...rest),
      verbose: (message, ...rest) => console.debug(message, ...rest),
      debug: (message, ...rest) => console.debug(message, ...rest),
    },
  })
}
