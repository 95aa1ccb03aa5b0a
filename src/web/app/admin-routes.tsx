import { Redirect, Route, Switch } from 'wouter'
import { BackupsPage } from '../features/admin-backups/backups-page'
import { ConversationsPage } from '../features/admin-conversations/conversations-page'
import { AdminSessionsPage } from '../features/admin-marketing-sessions/admin-marketing-sessions-page'
import { basePromptKind, founderKind } from '../features/admin-personas/persona-kinds'
import { PersonasPage } from '../features/admin-personas/personas-page'
import { SchedulerPage } from '../features/admin-scheduler/scheduler-page'
import { AdminGuard } from '../features/admin-shell/admin-guard'
import { AdminLayout } from '../features/admin-shell/admin-layout'
import { UsersPage } from '../features/admin-users/users-page'
import { NotFoundPage } from '../features/not-found/not-found-page'

/** Everything under /admin, loaded only when an admin page is opened. */
export default function AdminRoutes() {
  return (
    <AdminGuard>
      <AdminLayout>
        <Switch>
          <Route path="/admin">
            <Redirect to="/admin/conversations" replace />
          </Route>
          <Route path="/admin/prompts">
            <PersonasPage kind={basePromptKind} selected={null} />
          </Route>
          <Route path="/admin/prompts/:id">
            {(p) => <PersonasPage kind={basePromptKind} selected={p.id} />}
          </Route>
          <Route path="/admin/founders">
            <PersonasPage kind={founderKind} selected={null} />
          </Route>
          <Route path="/admin/founders/:id">
            {(p) => <PersonasPage kind={founderKind} selected={p.id} />}
          </Route>
          <Route path="/admin/conversations">
            <ConversationsPage selected={null} />
          </Route>
          <Route path="/admin/conversations/:id">{(p) => <ConversationsPage selected={p.id} />}</Route>
          <Route path="/admin/marketing-sessions">
            <AdminSessionsPage selected={null} />
          </Route>
          <Route path="/admin/marketing-sessions/:id">{(p) => <AdminSessionsPage selected={p.id} />}</Route>
          <Route path="/admin/twitter-scheduler" component={SchedulerPage} />
          <Route path="/admin/users" component={UsersPage} />
          <Route path="/admin/backups" component={BackupsPage} />
          <Route>
            <NotFoundPage />
          </Route>
        </Switch>
      </AdminLayout>
    </AdminGuard>
  )
}
