/**
 * The texts of the organiser's registration questions: adding them in the wizard and on the Edit
 * page, answering them on the registration form, and reading the answers in the attendee list.
 * Apart from messages.ts, so that only the screens that show questions carry them.
 */

export const QUESTION_MESSAGES = {
  title: 'Registration questions',
  intro:
    'Ask attendees something when they register, such as their company or a meal choice. The questions are public with the event; the answers are encrypted so that only you can read them, with their names and emails.',
  /** Where the event has no guest-list key: answers could not be kept private, so none are asked. */
  noKey:
    'This event has no guest list key yet, so attendees are not asked these questions: set up private details on the Manage page first.',
  add: 'Add a question',
  remove: 'Remove question',
  /** The legend of a question's box; its wording field is labelled wording. */
  label: (position: number) => `Question ${position}`,
  wording: 'Question',
  kind: 'Answer type',
  kindText: 'Short text',
  kindChoice: 'One of several choices',
  required: 'Required',
  options: 'Choices, one per line',
  optionsHint: (max: number) => `From 2 to ${max} choices.`,
  limitReached: (max: number) => `Up to ${max} questions.`,
  labelMissing: 'Please write each question, or remove the empty ones.',
  labelTooLong: (label: string) => `The question "${label}" is too long: please shorten it.`,
  needsTwoChoices: (label: string) => `The question "${label}" needs at least 2 choices, one per line.`,
  tooManyChoices: (label: string, max: number) => `The question "${label}" has more than ${max} choices.`,
  repeatedChoice: (label: string) => `The question "${label}" lists the same choice twice.`,
  choicesTooLong: (label: string) => `The choices of "${label}" are too long together: please shorten them.`,
  tooMany: (max: number) => `An event asks at most ${max} questions.`,
  /** On the form, above the questions. */
  formLegend: "The organiser's questions",
  formHint: 'Your answers are encrypted with your name and email: only the organiser can read them.',
  optional: '(optional)',
  choose: 'Choose one',
  answerRequired: (label: string) => `Please fill in all required fields: "${label}" needs an answer.`,
  answerTooLong: (label: string, max: number) =>
    `Your answer to "${label}" is too long: ${max} letters at most (accented letters count as 2).`,
  notAChoice: (label: string) => `Please choose one of the answers offered for "${label}".`,
  /** Name, email, phone and answers together exceed what one registration can carry. */
  tooLongTogether: (over: number) =>
    `Your details and answers are ${over} ${over === 1 ? 'letter' : 'letters'} too long to send together: please shorten an answer. Nothing was sent.`,
  /** In the owner's list, an answer to a question removed since. */
  removedQuestion: (id: string) => `Earlier question (${id})`,
  /** The CSV's column of answers to questions removed since. */
  earlierAnswersColumn: 'Answers to earlier questions',
} as const
