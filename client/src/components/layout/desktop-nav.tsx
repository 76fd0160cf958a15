import { NavLink } from "./nav-link";
import { cn } from "@/lib/utils";
import { useNavLinks } from "./nav-links";

/**
 * The desktop navigation: every link, always in view, as a two-row grid of equal cells (one row cannot
 * hold them at 1024-1280 px): six a row, seven with an admin's tools. Nothing hides behind a menu, so
 * every page is one click away and every link stays in the accessibility tree.
 */
export function DesktopNav() {
  const links = useNavLinks();
  return (
    <nav aria-label="Main" className="hidden lg:block">
      <ul className={cn("grid gap-1", links.length > 12 ? "grid-cols-7" : "grid-cols-6")}>
        {links.map((link) => (
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
