import { KeyRound } from "lucide-react";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle, DialogTrigger } from "@/components/ui/dialog";
import { useT } from "@/i18n/use-t";
import { ChangePasswordForm } from "./change-password-form";

export function ChangePasswordCard() {
  const { t } = useT();
  const [isOpen, setIsOpen] = useState(false);
  return (
    <Card className="min-w-0">
      <CardHeader>
        <CardTitle className="flex items-center gap-2 text-lg">
          <KeyRound aria-hidden="true" className="size-5 text-brand-600" />
          {t("account.changePassword.cardTitle")}
        </CardTitle>
        <CardDescription>{t("account.changePassword.cardDescription")}</CardDescription>
      </CardHeader>
      <CardContent>
        <Dialog open={isOpen} onOpenChange={setIsOpen}>
          <DialogTrigger asChild>
            <Button variant="outline">{t("account.changePassword.title")}</Button>
          </DialogTrigger>
          <DialogContent>
            <DialogHeader>
              <DialogTitle>{t("account.changePassword.title")}</DialogTitle>
              <DialogDescription>{t("account.changePassword.dialogDescription")}</DialogDescription>
            </DialogHeader>
            <ChangePasswordForm onChanged={() => setIsOpen(false)} onCancel={() => setIsOpen(false)} />
          </DialogContent>
        </Dialog>
      </CardContent>
    </Card>
  );
}
