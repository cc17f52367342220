import { describe, expect, it } from 'vitest'
import { oneAtATime } from './one-at-a-time'

/** A task that settles when the test says so, counting its starts. */
function controlledTask() {
  let starts = 0
  let finish: (value: string) => void = () => undefined
  const task = () => {
    starts++
    return new Promise<string>((resolve) => (finish = resolve))
  }
  return { task, starts: () => starts, finish: (value: string) => finish(value) }
}

describe('oneAtATime', () => {
  it('gives a call made while the same key runs the running promise, without starting it again', async () => {
    const run = oneAtATime<string>()
    const { task, starts, finish } = controlledTask()
    const first = run('door', task)
    const second = run('door', task)
    expect(second).toBe(first)
    expect(starts()).toBe(1)
    finish('done')
    expect(await Promise.all([first, second])).toEqual(['done', 'done'])
  })

  it('starts afresh once the task has settled, also after a failure', async () => {
    const run = oneAtATime<string>()
    await expect(run('door', () => Promise.reject(new Error('offline')))).rejects.toThrow('offline')
    expect(await run('door', async () => 'again')).toBe('again')
  })

  it('runs tasks of different keys side by side', async () => {
    const run = oneAtATime<string>()
    const north = controlledTask()
    const south = controlledTask()
    const first = run('north', north.task)
    const second = run('south', south.task)
    expect(second).not.toBe(first)
    expect([north.starts(), south.starts()]).toEqual([1, 1])
    north.finish('n')
    south.finish('s')
    expect(await Promise.all([first, second])).toEqual(['n', 's'])
  })
})
