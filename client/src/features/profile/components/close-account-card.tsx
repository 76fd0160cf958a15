import { useMutation, useQueryClient } from "@tanstack/react-query";
import { UserX } from "lucide-react";
import { useState, type FormEvent } from "react";
import { useLocation } from "wouter";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle, DialogTrigger } from "@/components/ui/dialog";
import { TextField } from "@/components/ui/text-field";
import { toast } from "@/components/ui/use-toast";
import { useT } from "@/i18n/use-t";
import { apiRequest, getErrorMessage } from "@/lib/api-client";
import { CURRENT_USER_QUERY_KEY } from "@/lib/auth";

/** "Close my account": asks for the password, then the server erases the account and signs out everywhere. */
export function CloseAccountCard() {
  const { t } = useT();
  const [isOpen, setIsOpen] = useState(false);
  const [password, setPassword] = useState("");
  const [error, setError] = useState<string | undefined>();
  const queryClient = useQueryClient();
  const [, navigate] = useLocation();
  const close = useMutation({
    mutationFn: (input: { password: string }) => apiRequest<void>("POST", "/api/me/close", input),
    onSuccess: () => {
      // Nothing read for the closed account may stay on screen.
      queryClient.clear();
      queryClient.setQueryData(CURRENT_USER_QUERY_KEY, null);
      toast({ title: t("account.closeAccount.closedToast.title"), description: t("account.closeAccount.closedToast.description") });
      navigate("/");
    },
    onError: (failure) => setError(getErrorMessage(failure, t("account.closeAccount.fallbackError"))),
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!password) return setError(t("account.closeAccount.passwordRequired"));
    setError(undefined);
    close.mutate({ password });
  };

  return (
    <Card className="min-w-0">
      <CardHeader>
        <CardTitle className="flex items-center gap-2 text-lg">
          <UserX aria-hidden="true" className="size-5 text-red-700" />
          {t("account.closeAccount.cardTitle")}
        </CardTitle>
        <CardDescription>{t("account.closeAccount.cardDescription")}</CardDescription>
      </CardHeader>
      <CardContent>
        <Dialog
          open={isOpen}
          onOpenChange={(open) => {
            setIsOpen(open);
            setPassword("");
            setError(undefined);
          }}
        >
          <DialogTrigger asChild>
            <Button variant="destructive">{t("account.closeAccount.submit")}</Button>
          </DialogTrigger>
          <DialogContent>
            <DialogHeader>
              <DialogTitle>{t("account.closeAccount.dialogTitle")}</DialogTitle>
              <DialogDescription>{t("account.closeAccount.dialogDescription")}</DialogDescription>
            </DialogHeader>
            <form onSubmit={submit} noValidate className="space-y-4">
              <TextField
                id="close-account-password"
                label={t("account.closeAccount.password")}
                type="password"
                autoComplete="current-password"
                value={password}
                onChange={(event) => setPassword(event.target.value)}
                error={error}
              />
              <div className="flex flex-wrap justify-end gap-2">
                <Button type="button" variant="outline" onClick={() => setIsOpen(false)}>
                  {t("account.closeAccount.keep")}
                </Button>
                <Button type="submit" variant="destructive" disabled={close.isPending}>
                  {close.isPending ? t("account.closeAccount.closing") : t("account.closeAccount.submit")}
                </Button>
              </div>
            </form>
          </DialogContent>
        </Dialog>
      </CardContent>
    </Card>
  );
}
