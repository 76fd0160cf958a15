import { useMutation, useQueryClient } from "@tanstack/react-query";
import { UserX } from "lucide-react";
import { useState, type FormEvent } from "react";
import { useLocation } from "wouter";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle, DialogTrigger } from "@/components/ui/dialog";
import { TextField } from "@/components/ui/text-field";
import { toast } from "@/components/ui/use-toast";
import { apiRequest, getErrorMessage } from "@/lib/api-client";
import { CURRENT_USER_QUERY_KEY } from "@/lib/auth";

/** "Close my account": asks for the password, then the server erases the account and signs out everywhere. */
export function CloseAccountCard() {
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
      toast({ title: "Account Closed", description: "Your account is closed and a confirmation is on its way to your email." });
      navigate("/");
    },
    onError: (failure) => setError(getErrorMessage(failure, "Your account could not be closed. Please try again.")),
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!password) return setError("Enter your password");
    setError(undefined);
    close.mutate({ password });
  };

  return (
    <Card className="min-w-0">
      <CardHeader>
        <CardTitle className="flex items-center gap-2 text-lg">
          <UserX aria-hidden="true" className="size-5 text-red-700" />
          Close account
        </CardTitle>
        <CardDescription>
          Cancels your subscription without a refund, erases your personal details and your children's names, and signs you out everywhere.
          Payments are kept as the law requires; certificates stay verifiable with the name as printed.
        </CardDescription>
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
            <Button variant="destructive">Close my account</Button>
          </DialogTrigger>
          <DialogContent>
            <DialogHeader>
              <DialogTitle>Close your account?</DialogTitle>
              <DialogDescription>This cannot be undone. Enter your password to confirm.</DialogDescription>
            </DialogHeader>
            <form onSubmit={submit} noValidate className="space-y-4">
              <TextField
                id="close-account-password"
                label="Password"
                type="password"
                autoComplete="current-password"
                value={password}
                onChange={(event) => setPassword(event.target.value)}
                error={error}
              />
              <div className="flex flex-wrap justify-end gap-2">
                <Button type="button" variant="outline" onClick={() => setIsOpen(false)}>
                  Keep my account
                </Button>
                <Button type="submit" variant="destructive" disabled={close.isPending}>
                  {close.isPending ? "Closing…" : "Close my account"}
                </Button>
              </div>
            </form>
          </DialogContent>
        </Dialog>
      </CardContent>
    </Card>
  );
}
