import * as Dialog from "@radix-ui/react-dialog";
import { X } from "lucide-react";
import { useId, type RefObject } from "react";
import { COLLEGE_NAME } from "@shared/constants";
import { useT } from "@/i18n/use-t";
import { AuthActions } from "./auth-actions";
import { NavLink } from "./nav-link";
import { isNavGroup, useNavEntries, type NavItem } from "./nav-links";

type MobileNavDrawerProps = {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  /** The menu button: focus goes back to it when the drawer closes. */
  triggerRef: RefObject<HTMLButtonElement | null>;
};

const linkClasses = "block rounded-lg px-3 py-2.5 text-base font-medium text-slate-700 hover:bg-slate-100";

function DrawerLinks({ items, onNavigate, labelledBy }: { items: readonly NavItem[]; onNavigate: () => void; labelledBy?: string }) {
  const { t } = useT();
  return (
    <ul aria-labelledby={labelledBy} className="space-y-1">
      {items.map((item) => (
        <li key={item.href}>
          <NavLink href={item.href} onClick={onNavigate} className={linkClasses} activeClassName="bg-brand-50 text-brand-800">
            {t(item.labelId)}
          </NavLink>
        </li>
      ))}
    </ul>
  );
}

/** The side drawer of small screens: the header's links under the same group names, and the account buttons. */
export default function MobileNavDrawer({ isOpen, onOpenChange, triggerRef }: MobileNavDrawerProps) {
  const { t } = useT();
  const close = () => onOpenChange(false);
  const entries = useNavEntries();
  const idPrefix = useId();
  const topLevel = entries.filter((entry): entry is NavItem => !isNavGroup(entry));
  const groups = entries.filter(isNavGroup);
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
              aria-label={t("common.mobileNav.close")}
              className="inline-flex size-10 items-center justify-center rounded-lg text-slate-600 hover:bg-slate-100"
            >
              <X aria-hidden="true" className="size-5" />
            </Dialog.Close>
          </div>
          <nav aria-label={t("common.nav.main")} className="flex-1 space-y-5 overflow-y-auto px-3 py-4">
            <DrawerLinks items={topLevel} onNavigate={close} />
            {groups.map((group) => (
              <div key={group.labelId}>
                <p
                  id={`${idPrefix}-${group.labelId.replaceAll(".", "-")}`}
                  className="px-3 text-xs font-semibold tracking-wide text-slate-500 uppercase"
                >
                  {t(group.labelId)}
                </p>
                <div className="mt-1">
                  <DrawerLinks items={group.items} onNavigate={close} labelledBy={`${idPrefix}-${group.labelId.replaceAll(".", "-")}`} />
                </div>
              </div>
            ))}
          </nav>
          <div className="border-t border-slate-200 p-5">
            <AuthActions placement="drawer" onNavigate={close} />
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
