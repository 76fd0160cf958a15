import { createContext, useContext, useEffect, useState, type ReactNode } from "react";

type DetailCrumb = { label: string | undefined; setLabel: (label: string | undefined) => void };

const DetailCrumbContext = createContext<DetailCrumb>({ label: undefined, setLabel: () => {} });

/** Holds the name of the page below a section (a user's name under Users) for the breadcrumbs and the h1. */
export function DetailCrumbProvider({ children }: { children: ReactNode }) {
  const [label, setLabel] = useState<string | undefined>();
  return <DetailCrumbContext.Provider value={{ label, setLabel }}>{children}</DetailCrumbContext.Provider>;
}

export const useDetailCrumbLabel = () => useContext(DetailCrumbContext).label;

/** A screen below a section names itself while it is shown: `useDetailCrumb(user?.username)`. */
export function useDetailCrumb(label: string | undefined) {
  const { setLabel } = useContext(DetailCrumbContext);
  useEffect(() => {
    setLabel(label);
    return () => setLabel(undefined);
  }, [label, setLabel]);
}
