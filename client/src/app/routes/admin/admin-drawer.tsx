import * as Dialog from "@radix-ui/react-dialog";
import { Menu, X } from "lucide-react";
import { useEffect, useState } from "react";
import { useLocation } from "wouter";
import { AdminNav } from "./admin-sidebar";

/**
 * The side navigation of small screens: a labelled button opens it as a modal drawer (focus moves in and
 * is held there, Escape or the close button closes it, focus returns to the button). Following a link closes it.
 */
export function AdminDrawer({ username }: { username: string }) {
  const [isOpen, setIsOpen] = useState(false);
  const [location] = useLocation();
  useEffect(() => {
    setIsOpen(false);
  }, [location]);

  return (
    <Dialog.Root open={isOpen} onOpenChange={setIsOpen}>
      <Dialog.Trigger
        aria-label="Open admin menu"
        className="inline-flex size-10 shrink-0 items-center justify-center rounded-lg text-white hover:bg-white/10 lg:hidden"
      >
        <Menu aria-hidden="true" className="size-6" />
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-slate-950/50 motion-safe:animate-fade-in" />
        <Dialog.Content
          aria-describedby={undefined}
          className="fixed inset-y-0 left-0 z-50 flex w-72 max-w-[85vw] flex-col bg-white shadow-2xl outline-none"
        >
          <div className="flex items-center justify-between border-b border-slate-200 px-5 py-4">
            <div className="min-w-0">
              <Dialog.Title className="text-base font-semibold text-slate-900">Admin menu</Dialog.Title>
              <p className="truncate text-sm text-slate-600">Signed in as {username}</p>
            </div>
            <Dialog.Close
              aria-label="Close admin menu"
              className="inline-flex size-10 shrink-0 items-center justify-center rounded-lg text-slate-600 hover:bg-slate-100"
            >
              <X aria-hidden="true" className="size-5" />
            </Dialog.Close>
          </div>
          <div className="flex-1 overflow-y-auto px-3 py-4">
            <AdminNav idPrefix="admin-drawer" onNavigate={() => setIsOpen(false)} />
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
