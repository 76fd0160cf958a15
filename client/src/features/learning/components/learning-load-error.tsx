import { AlertCircle, RotateCw } from "lucide-react";
import type { ReactNode } from "react";
import { DocumentTitle, PageContainer } from "@/components/layout/page";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { useT } from "@/i18n/use-t";

type LearningLoadErrorProps = {
  title: string;
  message: string;
  onRetry?: () => void;
  isRetrying?: boolean;
  /** Links out, such as back to the course. */
  children?: ReactNode;
};

/** A page that could not be read: what happened, a retry when it may help, and a way elsewhere. */
export function LearningLoadError({ title, message, onRetry, isRetrying = false, children }: LearningLoadErrorProps) {
  const { t } = useT();
  return (
    <PageContainer className="flex min-h-[55vh] flex-col items-center justify-center text-center">
      <DocumentTitle title={title} />
      <AlertCircle aria-hidden="true" className="size-12 text-red-600" />
      <h1 className="mt-4 text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">{title}</h1>
      <p role="alert" className="mt-3 max-w-md text-slate-600">
        {message}
      </p>
      <div className="mt-8 flex w-full flex-col gap-3 sm:w-auto sm:flex-row">
        {onRetry ? (
          <Button size="lg" onClick={onRetry} disabled={isRetrying}>
            {isRetrying ? <Spinner className="size-5" /> : <RotateCw aria-hidden="true" className="size-5" />}
            {t("learning.tryAgain")}
          </Button>
        ) : null}
        {children}
      </div>
    </PageContainer>
  );
}
