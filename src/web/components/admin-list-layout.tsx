import type { UseQueryResult } from '@tanstack/react-query'
import { Plus } from 'lucide-react'
import type { ReactNode } from 'react'
import { Link } from 'wouter'
import { Spinner } from './spinner'

/**
 * An admin page (SPEC §2): a sidebar list of items beside the selected item's details; stacked on a
 * phone. `detail` is null when nothing is selected, and the placeholder shows instead.
 */
export function AdminListLayout<T extends { id: string }>(props: {
  title: string
  /** The header's 'New …' link. */
  create?: { href: string; label: string }
  items: UseQueryResult<T[], Error>
  loadingText: string
  emptyText: string
  renderItem: (item: T) => ReactNode
  detail: ReactNode
  placeholder: string
  /** The detail fills the pane edge to edge (a chat), instead of a padded, scrolling page. */
  fill?: boolean
}) {
  const { items } = props
  return (
    <div className="flex h-full flex-col md:flex-row">
      <aside className="flex max-h-64 shrink-0 flex-col border-slate-200 bg-white md:max-h-none md:w-80 md:border-r">
        <div className="flex items-center justify-between gap-2 border-b border-slate-200 p-4">
          <h1 className="font-semibold whitespace-nowrap text-slate-900">{props.title}</h1>
          {props.create ? (
            <Link
              href={props.create.href}
              className="inline-flex items-center gap-1 rounded-lg bg-indigo-600 px-2.5 py-1.5 text-xs font-semibold text-white hover:bg-indigo-500"
            >
              <Plus className="h-3.5 w-3.5" aria-hidden />
              {props.create.label}
            </Link>
          ) : null}
        </div>
        <nav className="min-h-0 flex-1 overflow-y-auto p-2">
          {items.isPending ? (
            <Spinner size="sm" text={props.loadingText} />
          ) : items.isError ? (
            <p className="p-2 text-sm text-red-600">Error: {items.error.message}</p>
          ) : items.data.length === 0 ? (
            <p className="p-2 text-sm text-slate-500">{props.emptyText}</p>
          ) : (
            items.data.map(props.renderItem)
          )}
        </nav>
      </aside>
      <section
        className={`min-h-0 min-w-0 flex-1 ${props.fill && props.detail ? '' : 'overflow-y-auto p-4 sm:p-8'}`}
      >
        {props.detail ?? (
          <p className="flex h-full items-center justify-center text-center text-slate-500">
            {props.placeholder}
          </p>
        )}
      </section>
    </div>
  )
}

/** One row of the sidebar list: a link to the item, marked when selected; `trailing` sits beside it (a delete button). */
export function AdminListItem(props: {
  href: string
  selected: boolean
  children: ReactNode
  trailing?: ReactNode
  testId?: string
}) {
  return (
    <div
      className={`mb-1 flex items-center rounded-lg ${props.selected ? 'bg-indigo-50' : 'hover:bg-slate-100'}`}
    >
      <Link
        href={props.href}
        aria-current={props.selected ? 'page' : undefined}
        data-testid={props.testId}
        className={`min-w-0 flex-1 px-3 py-2 text-sm ${props.selected ? 'font-medium text-indigo-700' : 'text-slate-700'}`}
      >
        {props.children}
      </Link>
      {props.trailing}
    </div>
  )
}
