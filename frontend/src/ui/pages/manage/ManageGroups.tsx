import type { ReactNode } from 'react'
import { manageAnchor, type ManageCardId, type ManageGroup } from './manage-sections'

function Anchored({ card, children }: { card: ManageCardId; children: ReactNode }) {
  return (
    <div id={manageAnchor(card)} className="manage-anchor" tabIndex={-1}>
      {children}
    </div>
  )
}

function Column({ cards, content }: { cards: ManageCardId[]; content: Record<ManageCardId, ReactNode> }) {
  return (
    <div className="stack">
      {cards.map((card) => (
        <Anchored key={card} card={card}>
          {content[card]}
        </Anchored>
      ))}
    </div>
  )
}

/**
 * The page's groups of cards, each labelled: its wide cards across the page, then its two columns
 * side by side on a wide screen (one after the other on a phone, in the navigation's order).
 */
export function ManageGroups({ groups, content }: { groups: ManageGroup[]; content: Record<ManageCardId, ReactNode> }) {
  return (
    <>
      {groups.map((group) => {
        const columns = group.columns.filter((cards) => cards.length > 0)
        return (
          <section
            key={group.id}
            className="manage-group"
            aria-labelledby={`manage-group-${group.id}`}
            data-testid={`manage-group-${group.id}`}
          >
            <p className="manage-group__title" id={`manage-group-${group.id}`}>
              {group.title}
            </p>
            {group.wide.length > 0 && <Column cards={group.wide} content={content} />}
            {columns.length === 2 && (
              <div className={group.even ? 'layout-split manage-group__even' : 'layout-split'}>
                <Column cards={columns[0]} content={content} />
                <Column cards={columns[1]} content={content} />
              </div>
            )}
            {columns.length === 1 && <Column cards={columns[0]} content={content} />}
          </section>
        )
      })}
    </>
  )
}
