/** The timed LocalNet for a measurement: started when nothing answers on its ports, stopped only if started here. */
import { localNetAnswers, startLocalNetOrFail, stopLocalNet } from '../../tests/support/localnet'
import type { NetworkConfig } from '../lib/network'

export async function onTimedLocalNet<T>(measure: (timed: NetworkConfig) => Promise<T>): Promise<T> {
  const alreadyRunning = localNetAnswers('timed')
  const timed = startLocalNetOrFail('timed')
  try {
    return await measure(timed)
  } finally {
    if (!alreadyRunning) stopLocalNet('timed')
  }
}
