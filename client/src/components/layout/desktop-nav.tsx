import { ChevronDown } from "lucide-react";
import { useEffect, useId, useRef, useState } from "react";
import { useLocation } from "wouter";
import { useT } from "@/i18n/use-t";
import { cn } from "@/lib/utils";
import { NavLink } from "./nav-link";
import { isActiveGroup, isNavGroup, useNavEntries, type NavGroup } from "./nav-links";

const itemClasses =
  "flex items-center gap-1 rounded-md px-3 py-1.5 text-sm font-medium whitespace-nowrap text-white/85 transition-colors hover:bg-white/10 hover:text-white";
const activeClasses = "bg-white/15 text-white ring-1 ring-white/20";

type NavMenuProps = { group: NavGroup; isOpen: boolean; onOpenChange: (isOpen: boolean) => void };

/**
 * One group as a disclosure: a button (aria-expanded) that shows or hides its list of links. Escape closes it
 * and gives the focus back to the button; leaving it with Tab or a click elsewhere closes it too.
 */
function NavMenu({ group, isOpen, onOpenChange }: NavMenuProps) {
  const [location] = useLocation();
  const { t } = useT();
  const listId = useId();
  const buttonRef = useRef<HTMLButtonElement>(null);

  const itemRef = useRef<HTMLLIElement>(null);

  // Listened to on the whole item (the button and its links), while the menu is open.
  useEffect(() => {
    const item = itemRef.current;
    if (!isOpen || !item) return;
    const closeOnEscape = (event: KeyboardEvent) => {
      if (event.key !== "Escape") return;
      event.stopPropagation();
      onOpenChange(false);
      buttonRef.current?.focus();
    };
    const closeWhenFocusLeaves = (event: FocusEvent) => {
      if (!item.contains(event.relatedTarget as Node | null)) onOpenChange(false);
    };
    item.addEventListener("keydown", closeOnEscape);
    item.addEventListener("focusout", closeWhenFocusLeaves);
    return () => {
      item.removeEventListener("keydown", closeOnEscape);
      item.removeEventListener("focusout", closeWhenFocusLeaves);
    };
  }, [isOpen, onOpenChange]);

  return (
    <li ref={itemRef} className="relative">
      <button
        ref={buttonRef}
        type="button"
        aria-expanded={isOpen}
        aria-controls={listId}
        onClick={() => onOpenChange(!isOpen)}
        className={cn(itemClasses, isActiveGroup(location, group) && activeClasses)}
      >
        {t(group.labelId)}
        <ChevronDown aria-hidden="true" className={cn("size-4 transition-transform", isOpen && "rotate-180")} />
      </button>
      <ul
        id={listId}
        hidden={!isOpen}
        className="absolute top-full left-0 z-50 mt-2 min-w-52 rounded-xl border border-slate-200 bg-white p-1.5 text-slate-800 shadow-xl"
      >
        {group.items.map((item) => (
          <li key={item.href}>
            <NavLink
              href={item.href}
              onClick={() => onOpenChange(false)}
              className="block rounded-lg px-3 py-2 text-sm font-medium text-slate-700 hover:bg-slate-100 hover:text-slate-900"
              activeClassName="bg-brand-50 text-brand-800"
            >
              {t(item.labelId)}
            </NavLink>
          </li>
        ))}
      </ul>
    </li>
  );
}

/**
 * The desktop navigation: a few top-level entries, the groups opening as menus (decision 0047). One menu is
 * open at a time; following a link or any navigation closes it.
 */
export function DesktopNav() {
  const entries = useNavEntries();
  const { t } = useT();
  const [location] = useLocation();
  const [openGroup, setOpenGroup] = useState<string | null>(null);
  const navRef = useRef<HTMLElement>(null);

  useEffect(() => {
    setOpenGroup(null);
  }, [location]);

  // A click anywhere outside the bar closes an open menu.
  useEffect(() => {
    if (!openGroup) return;
    const closeOnOutsideClick = (event: PointerEvent) => {
      if (!navRef.current?.contains(event.target as Node)) setOpenGroup(null);
    };
    document.addEventListener("pointerdown", closeOnOutsideClick);
    return () => document.removeEventListener("pointerdown", closeOnOutsideClick);
  }, [openGroup]);

  return (
    <nav ref={navRef} aria-label={t("common.nav.main")} className="hidden lg:block">
      <ul className="flex flex-wrap items-center gap-1">
        {entries.map((entry) =>
          isNavGroup(entry) ? (
            <NavMenu
              key={entry.labelId}
              group={entry}
              isOpen={openGroup === entry.labelId}
              onOpenChange={(isOpen) => setOpenGroup(isOpen ? entry.labelId : null)}
            />
          ) : (
            <li key={entry.href}>
              <NavLink href={entry.href} className={itemClasses} activeClassName={activeClasses}>
                {t(entry.labelId)}
              </NavLink>
            </li>
          ),
        )}
      </ul>
    </nav>
  );
}
