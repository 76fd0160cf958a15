import { Menu } from "lucide-react";
import { lazy, Suspense, useEffect, useRef, useState } from "react";
import { useLocation } from "wouter";
import { useT } from "@/i18n/use-t";

const loadDrawer = () => import("./mobile-nav-drawer");
const MobileNavDrawer = lazy(loadDrawer);

/**
 * The menu button of small screens. The drawer (Radix Dialog) is fetched when the button is first
 * approached or pressed, keeping it out of the first download of every page.
 */
export function MobileNav() {
  const { t } = useT();
  const [isOpen, setIsOpen] = useState(false);
  const [hasOpened, setHasOpened] = useState(false);
  const [location] = useLocation();
  const buttonRef = useRef<HTMLButtonElement>(null);

  // Any navigation closes the drawer, including one started elsewhere (sign-out goes to "/").
  useEffect(() => {
    setIsOpen(false);
  }, [location]);

  const open = () => {
    setHasOpened(true);
    setIsOpen(true);
  };

  return (
    <>
      <button
        ref={buttonRef}
        type="button"
        aria-label={t("common.mobileNav.open")}
        aria-haspopup="dialog"
        aria-expanded={isOpen}
        onClick={open}
        onPointerEnter={() => void loadDrawer()}
        onFocus={() => void loadDrawer()}
        className="inline-flex size-10 items-center justify-center rounded-lg text-white hover:bg-white/10 lg:hidden"
      >
        <Menu aria-hidden="true" className="size-6" />
      </button>
      {hasOpened ? (
        <Suspense fallback={null}>
          <MobileNavDrawer isOpen={isOpen} onOpenChange={setIsOpen} triggerRef={buttonRef} />
        </Suspense>
      ) : null}
    </>
  );
}
