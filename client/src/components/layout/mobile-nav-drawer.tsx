import * as Dialog from "@radix-ui/react-dialog";
import { X } from "lucide-react";
import type { RefObject } from "react";
import { COLLEGE_NAME } from "@shared/constants";
import { AuthActions } from "./auth-actions";
import { NavLink } from "./nav-link";
import { useNavLinks } from "./nav-links";

type MobileNavDrawerProps = {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  /** The menu button: focus goes back to it when the drawer closes. */
  triggerRef: RefObject<HTMLButtonElement | null>;
};

/** The side drawer of small screens: every header link and the account buttons. */
export default function MobileNavDrawer({ isOpen, onOpenChange, triggerRef }: MobileNavDrawerProps) {
  const close = () => onOpenChange(false);
  const links = useNavLinks();
  return (
    <Dialog.Root open={isOpen} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-slate-950/50 motion-safe:animate-fade-in" />
        <Dialog.Content
          aria-describedby={undefined}
          onCloseAutoFocus={(event) => {
            // The button lives outside this lazily loaded module, so Radix cannot find it by itself.
            event.preventDefault();
            triggerRef.current?.focus();
          }}
          className="fixed inset-y-0 right-0 z-50 flex w-80 max-w-[85vw] flex-col bg-white shadow-2xl outline-none motion-safe:animate-drawer-in"
        >
          <div className="flex items-center justify-between border-b border-slate-200 px-5 py-4">
            <Dialog.Title className="text-base font-semibold text-slate-900">{COLLEGE_NAME}</Dialog.Title>
            <Dialog.Close
              aria-label="Close menu"
              className="inline-flex size-10 items-center justify-center rounded-lg text-slate-600 hover:bg-slate-100"
            >
              <X aria-hidden="true" className="size-5" />
            </Dialog.Close>
          </div>
          <nav aria-label="Main" className="flex-1 overflow-y-auto px-3 py-4">
            <ul className="space-y-1">
              {links.map((link) => (
                <li key={link.href}>
                  <NavLink
                    href={link.href}
                    onClick={close}
                    className="block rounded-lg px-3 py-2.5 text-base font-medium text-slate-700 hover:bg-slate-100"
                    activeClassName="bg-brand-50 text-brand-800"
                  >
                    {link.label}
                  </NavLink>
                </li>
              ))}
            </ul>
          </nav>
          <div className="border-t border-slate-200 p-5">
            <AuthActions placement="drawer" onNavigate={close} />
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
