import { lazy, Suspense, useState } from "react";
import { useToast } from "./use-toast";

const ToasterView = lazy(() => import("./toaster-view"));

/**
 * Mounts the toast region once the first toast is raised: most visits never show one, so Radix Toast
 * stays out of the first download. Once mounted it stays, keeping its live region and F8 shortcut.
 */
export function Toaster() {
  const { toasts } = useToast();
  const [isNeeded, setIsNeeded] = useState(false);
  if (!isNeeded && toasts.length > 0) setIsNeeded(true);
  if (!isNeeded) return null;
  return (
    <Suspense fallback={null}>
      <ToasterView />
    </Suspense>
  );
}
