import { useQueryClient } from "@tanstack/react-query";
import { UserPlus } from "lucide-react";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle, DialogTrigger } from "@/components/ui/dialog";
import { AddChildForm } from "@/features/phonics/components/add-child-form";
import { useT } from "@/i18n/use-t";
import { queryKeys } from "@/lib/query-keys";

/** The phonics programme's add-child form in a dialog, on the parent home. */
export function AddChildDialog({ label, isFirstChild, roomText }: { label: string; isFirstChild: boolean; roomText: string }) {
  const { t } = useT();
  const [isOpen, setIsOpen] = useState(false);
  const queryClient = useQueryClient();
  return (
    <Dialog open={isOpen} onOpenChange={setIsOpen}>
      <DialogTrigger asChild>
        <Button variant={isFirstChild ? "primary" : "outline"}>
          <UserPlus aria-hidden="true" className="size-4" />
          {label}
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{t("kids.addChild.title")}</DialogTitle>
          <DialogDescription>{t("kids.addChild.dialogText", { room: roomText })}</DialogDescription>
        </DialogHeader>
        <AddChildForm
          onAdded={() => {
            setIsOpen(false);
            // The new child's (empty) progress row joins the family summary.
            void queryClient.invalidateQueries({ queryKey: queryKeys.phonicsFamily });
          }}
        />
      </DialogContent>
    </Dialog>
  );
}
