import type { AppLookup } from '@algorandfoundation/algokit-utils/types/app-deployer'
import { describe, expect, it } from 'vitest'
import { APP_VERSION, onUpdateFor } from '../../smart_contracts/dynaqr/deploy-config'

function lookupWith(version: string, deleted = false): AppLookup {
  return {
    creator: 'CREATOR',
    apps: { DynaQr: { appId: 1041n, version, deleted } as unknown as AppLookup['apps'][string] },
  } as unknown as AppLookup
}

const local = { appendOnSchemaBreak: true }
const remote = { appendOnSchemaBreak: false }

describe('onUpdateFor', () => {
  it('updates an updatable deployment of the same box layout, and refuses to touch an immutable one', () => {
    expect(onUpdateFor({ ...remote, updatable: true, existingDeployments: lookupWith(APP_VERSION) }, 'DynaQr')).toBe(
      'update',
    )
    expect(onUpdateFor({ ...remote, updatable: false, existingDeployments: lookupWith(APP_VERSION) }, 'DynaQr')).toBe(
      'fail',
    )
  })

  it('on LocalNet, creates a new app beside a deployment whose boxes the new program would misread', () => {
    expect(onUpdateFor({ ...local, updatable: true, existingDeployments: lookupWith('1.0') }, 'DynaQr')).toBe('append')
  })

  it('elsewhere, stops with the reason instead of leaving the old events behind', () => {
    expect(() =>
      onUpdateFor({ ...remote, updatable: false, existingDeployments: lookupWith('1.0') }, 'DynaQr'),
    ).toThrow("App 1041 stores its boxes in layout '1.0', this version in 'box-layout-10'")
  })

  it('with no deployment (or a deleted one) follows the updatable setting', () => {
    expect(onUpdateFor({ ...remote, updatable: true }, 'DynaQr')).toBe('update')
    expect(onUpdateFor({ ...remote, updatable: true, existingDeployments: lookupWith('1.0', true) }, 'DynaQr')).toBe(
      'update',
    )
  })
})
