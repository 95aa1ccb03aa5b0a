import type { ReactNode } from 'react'

/** One dashboard section: a titled card, with an optional link or button beside the title. */
export function Card(props: { title: string; id: string; children: ReactNode; action?: ReactNode }) {
  return (
    <section
      aria-labelledby={`${props.id}-title`}
      data-testid={`dashboard-${props.id}`}
      className="h-full rounded-2xl border border-slate-200 bg-white p-5 shadow-sm"
    >
      <div className="flex items-center justify-between gap-2">
        <h2 id={`${props.id}-title`} className="font-semibold text-slate-900">
          {props.title}
        </h2>
        {props.action}
      </div>
      <div className="mt-3">{props.children}</div>
    </section>
  )
}

/** A card's text when it has nothing to list yet. */
export function Empty({ children }: { children: ReactNode }) {
  return <p className="rounded-lg bg-slate-50 p-4 text-sm text-slate-600">{children}</p>
}
