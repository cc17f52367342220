/**
 * The Manage page's cards in the order an organiser needs them on the day: the attendees and
 * check-in first, then the event's details and destination, then budgets and settings. A visitor
 * who is not the owner (no wallet, or another one) sees the wallet card first, since connecting the
 * owner's wallet is what brings the rest. Pure: no React.
 */
import { MANAGE_SECTION_MESSAGES } from '../../../domain/event/manage-section-messages'

export type ManageCardId =
  | 'attendees'
  | 'doors'
  | 'check-in'
  | 'details'
  | 'destination'
  | 'qr-code'
  | 'performance'
  | 'organiser'
  | 'scan-budget'
  | 'attendee-costs'
  | 'registration'
  | 'controls'
  | 'wallet'

export type ManageGroupId = 'owner-wallet' | 'on-the-day' | 'the-event' | 'settings'

/**
 * A group of cards: `wide` cards span the page, then two columns side by side on wide screens, one
 * after the other on a phone.
 */
export interface ManageGroup {
  id: ManageGroupId
  title: string
  wide: ManageCardId[]
  columns: [ManageCardId[], ManageCardId[]]
  /** The two columns are as wide as each other (otherwise the first takes two thirds). */
  even?: boolean
}

export interface ManageSection {
  card: ManageCardId
  /** The card's anchor: the section navigation's link is `#` + this. */
  anchor: string
  /** The navigation's short name for the card. */
  label: string
}

export interface ManageViewer {
  /** The connected wallet owns the event. */
  isOwner: boolean
  /** The event is active (check-in and who may register are set only then). */
  active: boolean
}

const LABELS: Record<ManageCardId, string> = MANAGE_SECTION_MESSAGES.cards

export function manageAnchor(card: ManageCardId): string {
  return `manage-${card}`
}

const OWNER_ONLY: ReadonlySet<ManageCardId> = new Set([
  'attendees',
  'doors',
  'scan-budget',
  'attendee-costs',
  'controls',
])
/** Settings that can change only while the event is active. */
const OWNER_WHILE_ACTIVE: ReadonlySet<ManageCardId> = new Set(['check-in', 'registration'])

function visible(card: ManageCardId, { isOwner, active }: ManageViewer): boolean {
  if (OWNER_WHILE_ACTIVE.has(card)) return isOwner && active
  return OWNER_ONLY.has(card) ? isOwner : true
}

/** Every group as the owner sees it; a visitor gets the wallet first instead of last. */
function layout(isOwner: boolean): ManageGroup[] {
  const { groups } = MANAGE_SECTION_MESSAGES
  const ownerWallet: ManageGroup = {
    id: 'owner-wallet',
    title: groups.ownerWallet,
    wide: ['wallet'],
    columns: [[], []],
  }
  const onTheDay: ManageGroup = {
    id: 'on-the-day',
    title: groups.onTheDay,
    wide: ['attendees'],
    columns: [['doors'], ['check-in']],
    even: true,
  }
  const theEvent: ManageGroup = {
    id: 'the-event',
    title: groups.theEvent,
    wide: [],
    columns: [
      ['details', 'destination'],
      ['qr-code', 'performance', 'organiser'],
    ],
  }
  const settings: ManageGroup = {
    id: 'settings',
    title: groups.settings,
    wide: [],
    columns: [
      ['scan-budget', 'attendee-costs'],
      isOwner ? ['registration', 'controls', 'wallet'] : ['registration', 'controls'],
    ],
  }
  return isOwner ? [onTheDay, theEvent, settings] : [ownerWallet, onTheDay, theEvent, settings]
}

/** The groups the viewer sees, in page order, each with only the cards shown to them; empty groups go. */
export function manageGroups(viewer: ManageViewer): ManageGroup[] {
  const shown = (cards: ManageCardId[]) => cards.filter((card) => visible(card, viewer))
  return layout(viewer.isOwner)
    .map((group) => ({
      ...group,
      wide: shown(group.wide),
      columns: [shown(group.columns[0]), shown(group.columns[1])] as [ManageCardId[], ManageCardId[]],
    }))
    .filter((group) => group.wide.length + group.columns[0].length + group.columns[1].length > 0)
}

/** The section navigation: every card the viewer sees, in page order (as a phone stacks them). */
export function manageSections(viewer: ManageViewer): ManageSection[] {
  return manageGroups(viewer)
    .flatMap((group) => [...group.wide, ...group.columns[0], ...group.columns[1]])
    .map((card) => ({ card, anchor: manageAnchor(card), label: LABELS[card] }))
}
