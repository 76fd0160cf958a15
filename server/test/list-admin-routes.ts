import type { Express, RequestHandler } from "express";
import { requireAdmin } from "../lib/guards";

type Layer = {
  route?: { path: string; methods: Record<string, boolean>; stack: Layer[] };
  handle?: RequestHandler & { stack?: Layer[] };
  rawPath?: string;
  slash?: boolean;
  match?: (path: string) => boolean;
};

/**
 * Every "METHOD /path" an Express 5 app answers only to admins: a route with requireAdmin in its own
 * handlers, or below a `router.use(path, requireAdmin)` of an enclosing router (as the outreach routes are).
 */
export const listAdminRoutes = (app: Express): string[] => {
  const routes: string[] = [];
  const walk = (stack: Layer[], prefix: string, guards: Array<{ prefix: string; layer: Layer }>) => {
    const inScope = [...guards];
    for (const layer of stack) {
      if (layer.route) {
        const path = `${prefix}${layer.route.path}`;
        const isGuarded =
          layer.route.stack.some((handler) => handler.handle === requireAdmin) ||
          inScope.some((guard) => path.startsWith(guard.prefix) && guard.layer.match!(path.slice(guard.prefix.length)));
        if (isGuarded) for (const method of Object.keys(layer.route.methods)) routes.push(`${method.toUpperCase()} ${path}`);
      } else if (layer.handle === requireAdmin) {
        inScope.push({ prefix, layer });
      } else if (layer.handle?.stack) {
        walk(layer.handle.stack, layer.slash || typeof layer.rawPath !== "string" ? prefix : `${prefix}${layer.rawPath}`, inScope);
      }
    }
  };
  walk((app as unknown as { router: { stack: Layer[] } }).router.stack, "", []);
  return routes.filter((route) => route.includes(" /api/")).sort();
};
