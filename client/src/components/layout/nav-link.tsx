import type { ReactNode } from "react";
import { Link, useLocation } from "wouter";
import { cn } from "@/lib/utils";
import { isActivePath } from "./nav-links";

type NavLinkProps = {
  href: string;
  children: ReactNode;
  className?: string;
  activeClassName?: string;
  onClick?: () => void;
};

/**
 * A router link that tells assistive technology and the eye where the visitor is: `page` on the page
 * itself, `true` on a page below it (Courses while reading /courses/3).
 */
export function NavLink({ href, children, className, activeClassName, onClick }: NavLinkProps) {
  const [location] = useLocation();
  const isActive = isActivePath(location, href);
  return (
    <Link
      href={href}
      aria-current={location === href ? "page" : isActive ? "true" : undefined}
      className={cn(className, isActive && activeClassName)}
      onClick={onClick}
    >
      {children}
    </Link>
  );
}
