import { NavLink } from "./nav-link";
import { MAIN_NAV_LINKS } from "./nav-links";

/**
 * The desktop navigation: all fifteen links of the spec, always in view, as a two-row grid of equal
 * cells (one row cannot hold them at 1024-1280 px). Nothing hides behind a menu, so every page is one
 * click away and every link stays in the accessibility tree.
 */
export function DesktopNav() {
  return (
    <nav aria-label="Main" className="hidden lg:block">
      <ul className="grid grid-cols-8 gap-1">
        {MAIN_NAV_LINKS.map((link) => (
          <li key={link.href}>
            <NavLink
              href={link.href}
              className="block rounded-md px-2 py-1.5 text-center text-sm font-medium whitespace-nowrap text-white/85 transition-colors hover:bg-white/10 hover:text-white"
              activeClassName="bg-white/15 text-white ring-1 ring-white/20"
            >
              {link.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
