import { Redirect, Route, Switch } from 'wouter'
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
          <Route path="/admin/users" component={UsersPage} />
          <Route>
            <NotFoundPage />
          </Route>
        </Switch>
      </AdminLayout>
    </AdminGuard>
  )
}
