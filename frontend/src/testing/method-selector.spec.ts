import { ABIMethod } from 'algosdk'
import { describe, expect, it } from 'vitest'
import { methods } from '../../../artifacts/dynaqr/DynaQr.arc56.json'
import { methodSelector } from './method-selector'

describe('methodSelector', () => {
  it.each(methods.map((method) => method.name))('matches the selector algosdk derives for %s', (name) => {
    const method = methods.find((candidate) => candidate.name === name)!
    expect(methodSelector(name)).toEqual(
      new ABIMethod(method as ConstructorParameters<typeof ABIMethod>[0]).getSelector(),
    )
  })

  it('refuses a method the app does not have', () => {
    expect(() => methodSelector('no_such_method')).toThrow('Unknown DynaQR method no_such_method')
  })
})
