import { Lock } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { toast } from "@/components/ui/use-toast";
import { useT } from "@/i18n/use-t";
import { getErrorMessage } from "@/lib/api-client";
import { useStartCheckout } from "../api/start-checkout";
import { isCheckoutAddress, redirectTo } from "../redirect-to";

type PayButtonProps = {
  planId: number;
  /** The amount as the summary shows it, such as `R349.00`. */
  amount: string;
};

/** Opens a checkout for the plan on the server, then hands the student over to Yoco's page. */
export function PayButton({ planId, amount }: PayButtonProps) {
  const { t } = useT();
  const checkout = useStartCheckout();
  // After success the browser is leaving for Yoco: the button stays busy so nobody pays twice.
  const isBusy = checkout.isPending || checkout.isSuccess;

  const pay = () => {
    checkout.mutate(
      { planId },
      {
        onSuccess: ({ checkoutUrl }) => {
          if (isCheckoutAddress(checkoutUrl)) redirectTo(checkoutUrl);
          else {
            checkout.reset();
            toast({ variant: "destructive", title: t("billing.payButton.errorTitle"), description: t("billing.payButton.error") });
          }
        },
        onError: (error) => {
          toast({
            variant: "destructive",
            title: t("billing.payButton.errorTitle"),
            description: getErrorMessage(error, t("billing.payButton.error")),
          });
        },
      },
    );
  };

  return (
    <Button size="lg" className="w-full" onClick={pay} disabled={isBusy} aria-busy={isBusy}>
      {isBusy ? <Spinner className="size-5" /> : <Lock aria-hidden="true" className="size-5" />}
      {isBusy ? t("billing.payButton.processing") : t("billing.payButton.pay", { amount })}
    </Button>
  );
}
