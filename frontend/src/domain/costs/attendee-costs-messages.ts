/**
 * The texts of the organiser's choice to pay attendees' network costs: the wizard's Settings step
 * and the Manage page's Attendee costs card. Apart from messages.ts, which the app's first screen
 * loads, so that only those screens carry them.
 */
/**
 * The organiser paying attendees' network costs: the wizard's choice and the Manage page's
 * 'Attendee costs' card. `perAttendee` and `budget` come formatted.
 */
export const ATTENDEE_COSTS_TEXTS = {
  title: 'Attendee costs',
  choice: "I pay my attendees' network costs",
  choiceHint:
    'Then anyone can register with just a passkey, without buying crypto: their fees, deposits and attendance token are paid from a budget you deposit.',
  perAttendee: (amount: string) =>
    `One attendee costs you about ${amount} (fees, their registration deposit and their attendance token).`,
  covers: (attendees: number) =>
    attendees === 1
      ? 'Your budget covers about 1 more attendee.'
      : `Your budget covers about ${attendees.toLocaleString('en-US')} more attendees.`,
  usedUp:
    'Your budget is used up: new attendees now pay their own costs (and need a wallet holding ALGO). Top it up to cover them again.',
  off: 'Attendees pay their own network costs: registering needs a wallet holding a little ALGO.',
  depositsBack:
    'A deposit comes back to this budget only when its registration is cancelled, declined or refunded with nothing to remember (no ban, no attendance token, not checked in): its record is then deleted. Otherwise it stays with the record.',
  budgetLabel: 'Budget for attendee costs (ALGO)',
  budgetHint: (attendees: number) => `Enough for about ${attendees.toLocaleString('en-US')} attendees.`,
  turnOn: 'Pay attendee costs',
  turnOff: 'Stop paying attendee costs',
} as const
