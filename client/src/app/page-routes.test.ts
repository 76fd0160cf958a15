import { renderHook } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { matchRoute, useRouter } from "wouter";
import { isPageRoute, PAGE_ROUTES, patternToRegExp } from "@shared/page-routes";
import { ADMIN_SECTIONS } from "./routes/admin/admin-sections";
import routerSource from "./router.tsx?raw";

// The server answers 404 for any address that no pattern of PAGE_ROUTES matches: a page the router shows
// but the list lacks would be served with 404, a name the router no longer uses with 200.
describe("the route table's one source (PAGE_ROUTES)", () => {
  const pathAttributes = [...routerSource.matchAll(/\bpath=(\{[^}]*\}|"[^"]*"|'[^']*')/g)].map((match) => match[1]);

  it("builds every route of the router from a name of PAGE_ROUTES, never a path written in place", () => {
    expect(pathAttributes.length).toBeGreaterThan(30);
    const written = pathAttributes.filter((attribute) => !/^\{PAGE_ROUTES\.[A-Za-z]+\}$/.test(attribute!));
    expect(written).toEqual([]);
  });

  it("uses every name of PAGE_ROUTES in the router exactly once", () => {
    const used = pathAttributes.map((attribute) => attribute!.slice("{PAGE_ROUTES.".length, -1)).sort();
    expect(used).toEqual(Object.keys(PAGE_ROUTES).sort());
  });

  it("puts every admin section under the admin pattern", () => {
    for (const section of ADMIN_SECTIONS) {
      expect(isPageRoute(section.path)).toBe(true);
      expect(isPageRoute(`${section.path}/12`)).toBe(true);
    }
  });

  it("matches an address exactly as the client's router (wouter) does", () => {
    const { parser } = renderHook(() => useRouter()).result.current;
    const samples = [
      "/",
      "/courses",
      "/courses/",
      "/Courses/3",
      "/courses/3",
      "/courses/3/learn",
      "/courses/3/learn/extra",
      "/courses/3/lessons/9",
      "/courses/3/tests/2",
      "/verify",
      "/verify/CEC-2026-ABCD",
      "/verify/a/b",
      "/advertising/campaigns/abc",
      "/advertising/campaigns",
      "/admin",
      "/admin/users/3",
      "/administrator",
      "/kids/start-trial",
      "/family",
      "/no-such-page",
      "/phonics-demo",
      "/phonicsxdemo",
    ];
    for (const pattern of Object.values(PAGE_ROUTES)) {
      for (const path of samples) {
        const [isMatch] = matchRoute(parser, pattern, path);
        expect({ pattern, path, isMatch: patternToRegExp(pattern).test(path) }).toEqual({ pattern, path, isMatch });
      }
    }
  });

  it("knows the site's pages and no other address", () => {
    expect(["/", "/courses/7", "/subscribe/3", "/receipts/12", "/unsubscribe", "/admin/overview"].every(isPageRoute)).toBe(true);
    expect(["/this-page-does-not-exist", "/courses/7/unknown", "/dashboard/old", "/index.php"].some(isPageRoute)).toBe(false);
  });
});
