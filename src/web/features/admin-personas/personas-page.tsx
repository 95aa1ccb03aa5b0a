import { AdminListItem, AdminListLayout } from '../../components/admin-list-layout'
import { Spinner } from '../../components/spinner'
import { usePersonas } from './api'
import { CreatePersonaForm } from './create-persona-form'
import { PersonaDetails } from './persona-details'
import type { PersonaKind } from './persona-kinds'

/** /admin/prompts and /admin/founders, with /new and /{id}: a sidebar list and a detail pane. */
export function PersonasPage({ kind, selected }: { kind: PersonaKind; selected: 'new' | string | null }) {
  const personas = usePersonas(kind.tag)
  const current = selected && selected !== 'new' ? personas.data?.find((p) => p.id === selected) : undefined

  return (
    <AdminListLayout
      title={kind.title}
      create={{ href: `${kind.basePath}/new`, label: kind.newLabel }}
      items={personas}
      loadingText="Loading..."
      emptyText="Nothing here yet."
      renderItem={(p) => (
        <AdminListItem key={p.id} href={`${kind.basePath}/${p.id}`} selected={p.id === selected}>
          <span className="flex items-center justify-between gap-2">
            <span className="truncate">{p.name}</span>
            {p.tags.includes('chad') ? (
              <span className="shrink-0 rounded bg-emerald-100 px-1.5 text-[10px] font-semibold text-emerald-700">
                DEFAULT
              </span>
            ) : null}
          </span>
        </AdminListItem>
      )}
      detail={
        selected === 'new' ? (
          <CreatePersonaForm kind={kind} />
        ) : current ? (
          <PersonaDetails key={current.id} kind={kind} persona={current} />
        ) : selected && personas.isPending ? (
          <Spinner text="Loading..." />
        ) : selected && personas.isSuccess ? (
          <p className="text-slate-500">This persona no longer exists.</p>
        ) : null
      }
      placeholder={kind.emptyState}
    />
  )
}
