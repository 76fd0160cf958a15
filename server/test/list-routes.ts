import type { Express } from "express";

type Layer = {
  route?: { path: string; methods: Record<string, boolean> };
  handle?: { stack?: Layer[] };
  rawPath?: string;
  slash?: boolean;
};

/** Every "METHOD /path" an Express 5 app answers, found by walking its router stack. */
export const listRoutes = (app: Express): string[] => {
  const routes: string[] = [];
  const walk = (stack: Layer[], prefix: string) => {
    for (const layer of stack) {
      if (layer.route) {
        for (const method of Object.keys(layer.route.methods)) routes.push(`${method.toUpperCase()} ${prefix}${layer.route.path}`);
      } else if (layer.handle?.stack) {
        walk(layer.handle.stack, layer.slash || typeof layer.rawPath !== "string" ? prefix : `${prefix}${layer.rawPath}`);
      }
    }
  };
  walk((app as unknown as { router: { stack: Layer[] } }).router.stack, "");
  return routes.filter((route) => route.includes(" /api/")).sort();
};
