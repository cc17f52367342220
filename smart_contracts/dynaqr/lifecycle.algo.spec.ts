import { OnCompleteAction } from '@algorandfoundation/algorand-typescript'
import { TestExecutionContext } from '@algorandfoundation/algorand-typescript-testing'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { Harness } from './test-fixtures.algo.test'

const ctx = new TestExecutionContext()
let h: Harness
beforeEach(() => {
  h = new Harness(ctx)
})
afterEach(() => ctx.reset())

const actions = [
  {
    name: 'update',
    templateVar: 'UPDATABLE',
    onCompletion: OnCompleteAction.UpdateApplication,
    call: (x: Harness) => x.contract.updateApplication(),
    notCreator: 'Only the deployer can update the app',
    locked: 'This deployment cannot be updated',
  },
  {
    name: 'delete',
    templateVar: 'DELETABLE',
    onCompletion: OnCompleteAction.DeleteApplication,
    call: (x: Harness) => x.contract.deleteApplication(),
    notCreator: 'Only the deployer can delete the app',
    locked: 'This deployment cannot be deleted',
  },
]

describe.each(actions)('$name', ({ templateVar, onCompletion, call, notCreator, locked }) => {
  const as = (sender: ReturnType<Harness['account']>) => () => h.call(sender, () => call(h), { onCompletion })

  it.each([true, false])(`rejects a caller who is not the creator (${templateVar} = %s)`, (allowed) => {
    ctx.setTemplateVar(templateVar, allowed)
    const owner = h.account()
    h.createEvent(owner)
    expect(as(owner)).toThrow(notCreator)
    expect(as(h.account())).toThrow(notCreator)
  })

  it(`rejects the creator when ${templateVar} is false`, () => {
    ctx.setTemplateVar(templateVar, false)
    expect(as(h.creator)).toThrow(locked)
  })

  it(`accepts the creator when ${templateVar} is true`, () => {
    ctx.setTemplateVar(templateVar, true)
    expect(as(h.creator)).not.toThrow()
  })

  it('is only routed for its own on-completion action', () => {
    ctx.setTemplateVar(templateVar, true)
    expect(() => h.call(h.creator, () => call(h))).toThrow(/on_completion/) // sent as a NoOp
  })
})
