import { Redirect, Route, Switch, useSearch } from "wouter";
import { DetailCrumbProvider } from "./admin-detail-crumb";
import { AdminLayout } from "./admin-layout";
import { ADMIN_SECTIONS, resolveLegacyAdminPath } from "./admin-sections";

/** Plain /admin and the old tab addresses (`/admin?tab=users`) go to the section they name. */
function LegacyAdminRedirect() {
  const search = useSearch();
  return <Redirect to={resolveLegacyAdminPath(search)} replace />;
}

function UnknownAdminPage() {
  return (
    <p className="rounded-xl border border-dashed border-slate-300 p-6 text-center text-slate-600">
      There is no admin page at this address. Choose a section from the menu.
    </p>
  );
}

/** Everything under /admin, for administrators (the router checks): one route per registered section. */
export default function AdminArea() {
  return (
    <DetailCrumbProvider>
      <Switch>
        <Route path="/admin" component={LegacyAdminRedirect} />
        <Route>
          <AdminLayout>
            <Switch>
              {ADMIN_SECTIONS.map((section) => (
                <Route key={section.id} path={`${section.path}/*?`} component={section.component} />
              ))}
              <Route component={UnknownAdminPage} />
            </Switch>
          </AdminLayout>
        </Route>
      </Switch>
    </DetailCrumbProvider>
  );
}
