/**
 * Element building for the pages drawn without React (/resolve, the event page's first paint). Text is only ever set as text
 * nodes: event names, ids and errors come from the chain or the address bar.
 */
export type Child = Node | string | null | undefined | false

export interface ElementProps {
  className?: string
  testId?: string
  attributes?: Record<string, string>
}

export function element<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  { className, testId, attributes = {} }: ElementProps = {},
  children: Child[] = [],
): HTMLElementTagNameMap[K] {
  const node = document.createElement(tag)
  if (className) node.className = className
  if (testId) node.dataset.testid = testId
  for (const [name, value] of Object.entries(attributes)) node.setAttribute(name, value)
  for (const child of children) {
    if (child) node.append(child)
  }
  return node
}
