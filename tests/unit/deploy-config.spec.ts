import type { AppLookup } from '@algorandfoundation/algokit-utils/types/app-deployer'
import { describe, expect, it } from 'vitest'
import { APP_VERSION, onUpdateFor } from '../../smart_contracts/dynaqr/deploy-config'

function lookupWith(version: string, deleted = false): AppLookup {
  return {
    creator: 'CREATOR',
    apps: { DynaQr: { version, deleted } as AppLookup['apps'][string] },
  } as unknown as AppLookup
}

describe('onUpdateFor', () => {
  it('updates an updatable deployment of the same box layout, and refuses to touch an immutable one', () => {
    expect(onUpdateFor({ updatable: true, existingDeployments: lookupWith(APP_VERSION) }, 'DynaQr')).toBe('update')
    expect(onUpdateFor({ updatable: false, existingDeployments: lookupWith(APP_VERSION) }, 'DynaQr')).toBe('fail')
  })

  it('creates a new app beside a deployment whose boxes the new program would misread', () => {
    expect(onUpdateFor({ updatable: true, existingDeployments: lookupWith('1.0') }, 'DynaQr')).toBe('append')
    expect(onUpdateFor({ updatable: false, existingDeployments: lookupWith('1.0') }, 'DynaQr')).toBe('append')
  })

  it('with no deployment (or a deleted one) follows the updatable setting', () => {
    expect(onUpdateFor({ updatable: true }, 'DynaQr')).toBe('update')
    expect(onUpdateFor({ updatable: true, existingDeployments: lookupWith('1.0', true) }, 'DynaQr')).toBe('update')
  })
})
