import { Share2 } from "lucide-react";
import { useRef, useState } from "react";
import { flushSync } from "react-dom";
import { Button, type ButtonVariant } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle, DialogTrigger } from "@/components/ui/dialog";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { useT } from "@/i18n/use-t";
import { SharePanel } from "./share-panel";
import { SHARE_TEMPLATES, type ShareTemplate } from "./share-templates";
import { TemplatePicker } from "./template-picker";

type ShareStep = "template" | "share";

/** 'Share Coming Soon': pick a template, then share the page with it or copy its link. */
export function ShareDialog({ triggerVariant = "outline" }: { triggerVariant?: ButtonVariant }) {
  const { t } = useT();
  const [step, setStep] = useState<ShareStep>("template");
  const [templateId, setTemplateId] = useState(SHARE_TEMPLATES[0]?.id ?? "");
  const sharePanelRef = useRef<HTMLDivElement>(null);
  const template: ShareTemplate | undefined = SHARE_TEMPLATES.find((candidate) => candidate.id === templateId);

  const goToShare = () => {
    // Continue disappears with its tab: move focus to the new panel instead of losing it to the page.
    flushSync(() => setStep("share"));
    sharePanelRef.current?.focus();
  };

  return (
    <Dialog
      onOpenChange={(isOpen) => {
        // Every opening starts with the templates; the last choice stays selected.
        if (!isOpen) setStep("template");
      }}
    >
      <DialogTrigger asChild>
        <Button variant={triggerVariant} size="lg">
          <Share2 aria-hidden="true" className="size-4" />
          {t("messages.share.title")}
        </Button>
      </DialogTrigger>
      <DialogContent className="max-w-xl">
        <DialogHeader>
          <DialogTitle>{t("messages.share.title")}</DialogTitle>
          <DialogDescription>{t("messages.share.description")}</DialogDescription>
        </DialogHeader>
        <Tabs value={step} onValueChange={(value) => setStep(value as ShareStep)}>
          <TabsList>
            <TabsTrigger value="template">{t("messages.share.chooseTemplateTab")}</TabsTrigger>
            <TabsTrigger value="share">{t("messages.share.shareTab")}</TabsTrigger>
          </TabsList>
          <TabsContent value="template">
            <TemplatePicker templates={SHARE_TEMPLATES} selectedId={templateId} onSelect={setTemplateId} />
            <DialogFooter>
              <Button onClick={goToShare}>{t("messages.share.continue")}</Button>
            </DialogFooter>
          </TabsContent>
          <TabsContent value="share" ref={sharePanelRef}>
            {template ? <SharePanel template={template} /> : null}
          </TabsContent>
        </Tabs>
      </DialogContent>
    </Dialog>
  );
}
