import { Component, type ErrorInfo, type ReactNode } from "react";
import { Button } from "@/components/ui/button";
import { useT } from "@/i18n/use-t";
import { PageContainer } from "./page";

type ErrorBoundaryProps = {
  children: ReactNode;
  /** When this changes (the page address), a caught error is forgotten so the next page can render. */
  resetKey: string;
};

type ErrorBoundaryState = { error: Error | null };

/**
 * Keeps the header and footer usable when a screen throws, for example when a lazy chunk of an older
 * deployment is gone: the visitor can reload or go elsewhere.
 */
export class ErrorBoundary extends Component<ErrorBoundaryProps, ErrorBoundaryState> {
  override state: ErrorBoundaryState = { error: null };

  static getDerivedStateFromError(error: Error): ErrorBoundaryState {
    return { error };
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    console.error("A screen failed to render", error, info.componentStack);
  }

  override componentDidUpdate(previous: ErrorBoundaryProps) {
    if (this.state.error && previous.resetKey !== this.props.resetKey) this.setState({ error: null });
  }

  override render() {
    if (!this.state.error) return this.props.children;
    return <ScreenFailed />;
  }
}

/** What a failed screen shows instead (a function component, so that it follows the interface language). */
function ScreenFailed() {
  const { t } = useT();
  return (
    <PageContainer className="flex min-h-[50vh] flex-col items-center justify-center text-center">
      <h1 className="text-3xl font-bold text-slate-900">{t("common.errorBoundary.title")}</h1>
      <p className="mt-3 max-w-md text-slate-600">{t("common.errorBoundary.description")}</p>
      <Button className="mt-6" onClick={() => window.location.reload()}>
        {t("common.errorBoundary.reload")}
      </Button>
    </PageContainer>
  );
}
