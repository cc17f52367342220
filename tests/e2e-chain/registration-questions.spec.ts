/**
 * The organiser's registration questions in the browser on LocalNet, at 390 px: the organiser adds
 * a required text question and an optional choice in the wizard (KMD); an attendee (Mnemonic) is
 * refused while the required one is unanswered, then answers both and registers; the owner, in a
 * fresh context with nothing stored, signs once and reads the answers in the attendee list and
 * the CSV, and finds them on the Edit page. Screenshots of each at 390 and 1280 px.
 */
import { readFile } from 'node:fs/promises'
import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { connectKmd, connectMnemonic, expectToast, launchBrowser, newSession } from './support/browser'
import { algos, chainEnv, type ChainEnv } from './support/chain'
import { PHONE, shootPartPhoneAndDesktop, sidewaysScroll } from './support/screens'
import { fillFreeEveningSteps } from './support/wizard'

let browser: Browser
let env: ChainEnv
beforeAll(async () => {
  env = chainEnv()
  browser = await launchBrowser()
})
afterAll(async () => {
  await browser?.close()
})

const COMPANY = 'Analytical Engines Ltd'

describe('registration questions', () => {
  it('are added in the wizard, answered on the form, and read by the owner alone at 390 px', async () => {
    const owner = await env.kmdOwner()

    // The organiser's wizard on a phone.
    const creating = await newSession(browser, PHONE)
    const wizard = creating.page
    await creating.goto('/create-event')
    expect(await connectKmd(wizard)).toBe(owner.address)
    await fillFreeEveningSteps(wizard, {
      title: `Questions ${Date.now().toString(36)}`,
      description: 'An evening that asks its guests two things.',
      date: '2031-05-01',
      endTime: '23:00',
      venue: { name: 'Main Hall', address: '1 Chain Street', city: 'Lisbon', country: 'Portugal' },
    })
    await wizard.getByTestId('wizard-organizer-name').fill('Chain Organiser')
    await wizard.getByTestId('wizard-organizer-email').fill('organiser@example.com')
    // The attendee pays their own network costs here, so the form asks for a wallet.
    await wizard.getByTestId('wizard-pays-attendee-costs').uncheck()

    await wizard.getByTestId('questions-add').click()
    await wizard.getByTestId('question-0-label').fill('Company or school')
    await wizard.getByTestId('question-0-required').check()
    await wizard.getByTestId('questions-add').click()
    await wizard.getByTestId('question-1-label').fill('Meal')
    await wizard.getByTestId('question-1-kind').selectOption('choice')
    await wizard.getByTestId('question-1-options').fill('Vegan')
    expect(await wizard.getByTestId('question-1').innerText()).toContain('needs at least 2 choices')
    await wizard.getByTestId('question-1-options').fill('Vegan\nVegetarian\nAnything')
    // The label's counter shows once it nears its limit, in bytes as written.
    await wizard.getByTestId('question-0-label').fill('é'.repeat(70))
    expect(await wizard.getByTestId('question-0-label-count').innerText()).toBe('10 bytes left')
    await wizard.getByTestId('question-0-label').fill('Company or school')
    expect(await sidewaysScroll(wizard)).toBeLessThanOrEqual(0)
    await shootPartPhoneAndDesktop(wizard, wizard.getByTestId('questions-editor'), 'questions-wizard')
    await wizard.getByTestId('wizard-create').click()
    await expectToast(wizard, 'Event created successfully on the blockchain!')
    const success = wizard.getByTestId('create-success')
    await success.waitFor()
    const eventId = await success.locator('code').innerText()
    creating.expectNoErrors()
    await creating.close()
    const event = await env.event(eventId)
    expect(event?.sealKey).not.toBeNull()

    // The attendee's form on a phone, in a browser that never saw the event.
    const attendee = await env.fundedActor(algos(5))
    const registering = await newSession(browser, PHONE)
    const form = registering.page
    await registering.goto(`/events/${encodeURIComponent(eventId)}/register`)
    await form.getByTestId('registration-wallet-required').waitFor({ timeout: 20_000 })
    expect(await connectMnemonic(form, attendee.mnemonic)).toBe(attendee.address)
    const questions = form.getByTestId('registration-questions')
    expect(await questions.innerText()).toContain('only the organiser can read them')
    await form.getByTestId('registration-name').fill('Ada Byron')
    await form.getByTestId('registration-email').fill('ada@example.com')
    await form.getByTestId('registration-submit').click()
    await form
      .getByTestId('registration-error')
      .filter({ hasText: 'Please fill in all required fields: "Company or school" needs an answer.' })
      .waitFor()
    await form.getByLabel('Company or school').fill(COMPANY)
    await form.getByLabel('Meal (optional)').selectOption('Vegetarian')
    expect(await sidewaysScroll(form)).toBeLessThanOrEqual(0)
    await shootPartPhoneAndDesktop(
      form,
      form.locator('section').filter({ has: form.getByTestId('registration-questions') }),
      'questions-form',
    )
    await form.getByTestId('registration-submit').click()
    await form.getByTestId('registration-complete').waitFor({ timeout: 60_000 })
    registering.expectNoErrors()
    await registering.close()

    // The owner in a fresh context on a phone: the answers only once the list is opened.
    const owning = await newSession(browser, PHONE)
    const manage = owning.page
    await owning.goto(`/events/${encodeURIComponent(eventId)}/manage`)
    await manage.getByTestId('manage-event-id').waitFor({ timeout: 20_000 })
    expect(await connectKmd(manage)).toBe(owner.address)
    await manage.getByTestId('attendees-table').waitFor({ timeout: 30_000 })
    expect(await manage.getByTestId('attendees').innerText()).not.toContain(COMPANY)
    await manage.getByTestId('attendees-unlock').click()
    const answers = manage.getByTestId('attendees-guest-answers')
    await answers.waitFor({ timeout: 30_000 })
    expect(await answers.innerText()).toBe(`Company or school\n${COMPANY}\nMeal\nVegetarian`)
    const [download] = await Promise.all([
      manage.waitForEvent('download'),
      manage.getByRole('button', { name: 'Export CSV' }).click(),
    ])
    const csv = (await readFile(await download.path(), 'utf8')).split('\r\n')
    expect(csv[0].endsWith(',Company or school,Meal')).toBe(true)
    expect(csv[1].startsWith(`${attendee.address},Ada Byron,ada@example.com,`)).toBe(true)
    expect(csv[1].endsWith(`,${COMPANY},Vegetarian`)).toBe(true)
    await shootPartPhoneAndDesktop(manage, manage.getByTestId('attendees'), 'questions-attendees')

    // The Edit page shows the questions as published, ready to change.
    await owning.goto(`/events/${encodeURIComponent(eventId)}/edit`)
    await manage.getByTestId('edit-event-form').waitFor({ timeout: 30_000 })
    expect(await manage.getByTestId('question-0-label').inputValue()).toBe('Company or school')
    expect(await manage.getByTestId('question-1-options').inputValue()).toBe('Vegan\nVegetarian\nAnything')
    expect(await manage.getByTestId('questions-no-key').count()).toBe(0)
    await shootPartPhoneAndDesktop(manage, manage.getByTestId('questions-editor'), 'questions-edit')
    owning.expectNoErrors()
    await owning.close()
  })
})
